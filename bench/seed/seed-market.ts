/**
 * The marketplace of a seeded history, through the HTTP API: bounties set on songs and claimed,
 * accepted, completed, rejected, cancelled, left to lapse or to expire; requests to playlists
 * answered each way, left to expire or pending. Stories that end by time passing are told in the
 * first phase, before the clock is moved past every deadline; the others in the second.
 * Every artist's spending is planned against the coins it will have (the coupon, a package):
 * who would run short buys another package first, as a real artist would.
 */
import { answered, type CreatedPlaylist, priceOf, type SignedUpAccount } from '#testing';
import { type BountyOutcome, REQUEST_OUTCOMES, type RequestOutcome, type SeedPlan, BOUNTY_OUTCOMES } from './seed-plan.js';
import { buyCoins, PACKAGE_COINS, pick, type SeedWorld } from './seed-world.js';

type Task = () => Promise<void>;
export type Phase = 'lapsing' | 'lasting';

const LAPSING: ReadonlySet<string> = new Set<BountyOutcome | RequestOutcome>(['expired', 'lapsed']);
const MESSAGE = 'I think this fits the mood of your playlist.';
const FEEDBACK = 'Warm mix, strong hook; the vocal sits a little low.';

interface Bounty {
  readonly serviceType: 'review' | 'both';
  readonly reviewAmount: number;
  readonly placementAmount: number;
}

/** Plans spending: `coins[a]` is what artist a will hold; a spend it cannot meet buys a package first. */
class Budget {
  constructor(private readonly coins: number[]) {}

  spend(artist: number, amount: number): boolean {
    const short = (this.coins[artist] ?? 0) < amount;
    if (short) this.coins[artist] = (this.coins[artist] ?? 0) + PACKAGE_COINS;
    this.coins[artist] = (this.coins[artist] ?? 0) - amount;
    return short;
  }
}

const total = (b: Bounty): number => b.reviewAmount + b.placementAmount;
const idOf = (response: { body: unknown }): string => (response.body as { id: string }).id;

function bountyTerms(next: () => number): Bounty {
  const reviewAmount = 10 + 5 * Math.floor(next() * 5);
  return next() < 0.6 ? { serviceType: 'review', reviewAmount, placementAmount: 0 } : { serviceType: 'both', reviewAmount, placementAmount: 50 + 25 * Math.floor(next() * 4) };
}

/** One bounty's story as the artist and a curator act it out. */
function bountyStory(artist: SignedUpAccount, songId: string, curator: SignedUpAccount, terms: Bounty, outcome: BountyOutcome, buysFirst: boolean): Task {
  const outcomeOfWork = terms.serviceType === 'both' ? 'placed' : 'reviewed';
  return async () => {
    if (buysFirst) await buyCoins(artist);
    const bountyId = idOf(await artist.agent.post(`/api/songs/${songId}/bounty`).send({ ...terms, description: 'Honest notes on the mix, please.' }).expect(answered(201)));
    if (outcome === 'cancelled') return void (await artist.agent.delete(`/api/songs/${songId}/bounty`).expect(answered(200)));
    if (outcome === 'open' || outcome === 'expired') return;
    const campaignId = idOf(await curator.agent.post(`/api/bounties/${bountyId}/claim`).expect(answered(201)));
    if (outcome === 'lapsed') return;
    const answer = async (body: object): Promise<void> => void (await curator.agent.patch(`/api/campaigns/${campaignId}`).send(body).expect(answered(200)));
    if (outcome === 'rejected') return answer({ status: 'rejected', curatorFeedback: 'Not my genre this month.' });
    await answer({ status: 'active' });
    await answer({ status: 'completed', outcome: outcomeOfWork, curatorFeedback: FEEDBACK });
  };
}

/** One request's story: the artist sends it at the price shown, the curator answers (or does not). */
function requestStory(artist: SignedUpAccount, songId: string, curator: SignedUpAccount, playlist: CreatedPlaylist, outcome: RequestOutcome, withFeedback: boolean, buysFirst: boolean): Task {
  const type = outcome === 'added' ? 'placement' : 'review';
  return async () => {
    if (buysFirst) await buyCoins(artist);
    const sent = await artist.agent.post('/api/submissions').send({ songId, playlistId: playlist.id, type, price: priceOf(playlist, type), message: MESSAGE }).expect(answered(201));
    if (outcome === 'expired' || outcome === 'pending') return;
    const curatorFeedback = withFeedback ? FEEDBACK : null;
    await curator.agent.patch(`/api/submissions/${idOf(sent)}`).send({ status: outcome, curatorFeedback }).expect(answered(200));
  };
}

/** Outcomes in a shuffled order (drawn from the sequence), each as many times as the plan says. */
function shuffled<K extends string>(next: () => number, counts: Readonly<Record<K, number>>, keys: readonly K[]): K[] {
  const list = keys.flatMap((key) => Array.from({ length: counts[key] }, () => key));
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [list[i], list[j]] = [list[j] as K, list[i] as K];
  }
  return list;
}

/**
 * Both phases' tasks, planned at once (so the draws do not depend on timing). Bounty k goes to
 * artist k mod A on its song k div A; request k to the artist's songs from the last one back, so
 * that a song has at most one bounty and one request.
 */
export function marketTasks(world: SeedWorld, plan: SeedPlan): Record<Phase, Task[]> {
  const tasks: Record<Phase, Task[]> = { lapsing: [], lasting: [] };
  const budget = new Budget([...world.coins]);
  const artists = world.artists.length;
  const curator = (): SeededCuratorPick => pickCurator(world);
  for (const [k, outcome] of shuffled(world.next, plan.bounties, BOUNTY_OUTCOMES).entries()) {
    const artist = world.artists[k % artists];
    const songId = artist?.songIds[Math.floor(k / artists) % plan.songsPerArtist];
    if (!artist || !songId) continue;
    const terms = bountyTerms(world.next);
    const story = bountyStory(artist.account, songId, curator().account, terms, outcome, budget.spend(k % artists, total(terms)));
    tasks[LAPSING.has(outcome) ? 'lapsing' : 'lasting'].push(story);
  }
  for (const [k, outcome] of shuffled(world.next, plan.requests, REQUEST_OUTCOMES).entries()) {
    const artist = world.artists[k % artists];
    const songId = artist?.songIds[plan.songsPerArtist - 1 - (Math.floor(k / artists) % plan.songsPerArtist)];
    if (!artist || !songId) continue;
    const { account, playlist } = curator();
    const price = priceOf(playlist, outcome === 'added' ? 'placement' : 'review');
    const story = requestStory(artist.account, songId, account, playlist, outcome, world.next() < 0.5, budget.spend(k % artists, price));
    tasks[LAPSING.has(outcome) ? 'lapsing' : 'lasting'].push(story);
  }
  return tasks;
}

interface SeededCuratorPick {
  readonly account: SignedUpAccount;
  readonly playlist: CreatedPlaylist;
}

function pickCurator(world: SeedWorld): SeededCuratorPick {
  const { account, playlists } = pick(world.next, world.curators);
  return { account, playlist: pick(world.next, playlists) };
}
