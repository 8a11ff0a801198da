// What the server shows, against the money model: the balances (and, in full, the open bounties,
// requests and campaigns) read from the API, where they differ from the model, and what the
// server still holds coins for past its deadline.
import { type SignedUpAccount, type Balance, balanceOf } from '#testing';
import type { World } from './world.js';

interface ServerView {
  readonly balances: Balance[];
  /** Per artist: their open bounties. */
  readonly activeBounties: { id: string; expiresAt: string; hasCampaign: boolean; campaignDeadline: string | null }[][];
  /** Per artist: their requests. */
  readonly requests: { id: string; status: string; respondBy: string; paidAmount: number; refundedAmount: number }[][];
  /** Per curator: their campaigns. */
  readonly campaigns: { id: string; status: string; deadline: string | null; paidAmount: number }[][];
}

/** The balances of every actor (artists first), and when `full` their open bounties, requests and campaigns. */
export async function readServer(world: World, full: boolean): Promise<ServerView> {
  const get = async <T>(account: SignedUpAccount, url: string): Promise<T> => (await account.agent.get(url).expect(200)).body as T;
  const artists = world.artists.map((a) => a.account);
  const curators = world.curators.map((c) => c.account);
  const [balances, activeBounties, requests, campaigns] = await Promise.all([
    Promise.all([...artists, ...curators].map((account) => balanceOf(account))),
    full ? Promise.all(artists.map((a) => get<ServerView['activeBounties'][number]>(a, '/api/user/active-bounties'))) : [],
    full ? Promise.all(artists.map((a) => get<ServerView['requests'][number]>(a, '/api/submissions/artist'))) : [],
    full ? Promise.all(curators.map((c) => get<ServerView['campaigns'][number]>(c, '/api/campaigns'))) : [],
  ]);
  return { balances, activeBounties, requests, campaigns };
}

const userName = (world: World, i: number) => (i < world.artists.length ? `artist ${i}` : `curator ${i - world.artists.length}`);

/** Where the server differs from the model (empty: they agree). */
export function differences(world: World, view: ServerView, full: boolean): string[] {
  const found: string[] = [];
  const expected = world.expectedBalances();
  view.balances.forEach((balance, i) => {
    if (JSON.stringify(balance) !== JSON.stringify(expected[i])) found.push(`${userName(world, i)}: balance ${JSON.stringify(balance)}, the model ${JSON.stringify(expected[i])}`);
  });
  if (!full) return found;
  world.artists.forEach((_, i) => {
    const open = world.bounties.filter((b) => b.artist === i && b.status === 'open');
    const server = view.activeBounties[i].map((b) => b.id).sort();
    if (JSON.stringify(server) !== JSON.stringify(open.map((b) => b.id).sort())) {
      found.push(`artist ${i}: open bounties ${JSON.stringify(server)}, the model ${JSON.stringify(open.map((b) => `${b.label}=${b.id}`))}`);
    }
    for (const bounty of open) {
      const hasCampaign = view.activeBounties[i].find((b) => b.id === bounty.id)?.hasCampaign;
      if (hasCampaign !== undefined && hasCampaign !== (bounty.campaign !== null)) found.push(`${bounty.label}: a campaign ${hasCampaign ? 'under way' : 'none'}, the model ${bounty.campaign?.label ?? 'none'}`);
    }
    for (const request of world.requests.filter((r) => r.artist === i)) {
      const server = view.requests[i].find((r) => r.id === request.id);
      // Paid and refunded as the request ended (both 0 while it is pending).
      const refunded = request.status === 'pending' ? 0 : request.price - request.paid;
      const model = `${request.status} paid ${request.paid} refunded ${refunded}`;
      const shown = server && `${server.status} paid ${server.paidAmount} refunded ${server.refundedAmount}`;
      if (shown !== model) found.push(`${request.label}: ${shown}, the model ${model}`);
    }
  });
  world.curators.forEach((_, i) => {
    for (const campaign of world.campaigns.filter((c) => c.curator === i)) {
      const server = view.campaigns[i].find((c) => c.id === campaign.id);
      const status = server?.status;
      const agrees = (campaign.status === 'ended' ? status === 'rejected' || status === 'expired' : status === campaign.status) && server?.paidAmount === campaign.paid;
      if (!agrees) found.push(`${campaign.label} (on ${campaign.bounty.label}): ${status} paid ${server?.paidAmount}, the model ${campaign.status} paid ${campaign.paid}`);
    }
  });
  return found;
}

/** Straight from the server: nothing it still holds coins for is past its deadline at the app's time. */
export function overdue(view: ServerView, now: Date): string[] {
  const past = (instant: string | null) => instant === null || Date.parse(instant) <= now.getTime();
  const found: string[] = [];
  for (const bounty of view.activeBounties.flat()) {
    if (bounty.hasCampaign ? past(bounty.campaignDeadline) : past(bounty.expiresAt)) found.push(`bounty ${bounty.id} still holds coins: ${JSON.stringify(bounty)}`);
  }
  for (const request of view.requests.flat()) if (request.status === 'pending' && past(request.respondBy)) found.push(`request ${request.id} still pending past ${request.respondBy}`);
  for (const campaign of view.campaigns.flat()) {
    if ((campaign.status === 'pending' || campaign.status === 'active') && past(campaign.deadline)) found.push(`campaign ${campaign.id} still ${campaign.status} past ${campaign.deadline}`);
  }
  return found;
}
