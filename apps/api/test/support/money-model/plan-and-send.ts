// The money model's commands sent to the app: each generated command of a batch planned against
// what the model knows before the batch (its target, and what the judge will need to know of it
// then), sent as its HTTP request, and described for the failing sequence's log.
import type { Response } from 'supertest';
import { playlistBody } from '#testing';
import { FEEDBACK, type Generated, PLACEMENT_PRICES, REVIEW_PRICES } from './generators.js';
import { type Answer, type BountyModel, type CampaignModel, isLive, type RequestModel, type RequestType, type World } from './world.js';

const MESSAGE = 'A song for your list, I hope.';
const CAMPAIGN_FEEDBACK = 'Listened twice, notes on the mix inside.';

export type Planned =
  | { readonly kind: 'setBounty'; readonly artist: number; readonly song: number; readonly review: number; readonly placement: number; readonly pre: BountyModel | null }
  | { readonly kind: 'cancelBounty'; readonly artist: number; readonly song: number; readonly pre: BountyModel | null }
  | { readonly kind: 'claim'; readonly curator: number; readonly bounty: BountyModel; readonly preOpen: boolean; readonly preCampaign: CampaignModel | null }
  | { readonly kind: 'accept' | 'reject' | 'complete'; readonly curator: number; readonly campaign: CampaignModel; readonly preStatus: CampaignModel['status']; readonly placed: boolean }
  | {
      readonly kind: 'send';
      readonly artist: number;
      readonly song: number;
      readonly playlist: number;
      readonly type: RequestType;
      readonly price: number;
      readonly stale: boolean;
      readonly prePending: RequestModel | null;
      readonly preReviewPrice: number;
    }
  | { readonly kind: 'answer'; readonly curator: number; readonly request: RequestModel; readonly preStatus: RequestModel['status']; readonly status: Answer; readonly feedback: string | undefined }
  | { readonly kind: 'price'; readonly playlist: number; readonly review: number; readonly placement: number };

/** Mostly one of the preferred targets (the commands that should work), sometimes any (the refusals). */
function choose<T>(n: number, preferred: readonly T[], all: readonly T[]): T | null {
  if (preferred.length > 0 && n % 4 !== 3) return preferred[n % preferred.length];
  return all.length > 0 ? all[n % all.length] : null;
}

const differentFrom = (values: readonly number[], wanted: number, current: number): number => (wanted !== current ? wanted : values[(values.indexOf(wanted) + 1) % values.length]);

export function plan(world: World, commands: readonly Generated[]): Planned[] {
  const planned: Planned[] = [];
  const bountyCommandsPerSong = new Map<string, Generated['kind'][]>();
  const repriced = new Set<number>();
  for (const command of commands) {
    switch (command.kind) {
      case 'setBounty':
      case 'cancelBounty': {
        // Mostly a song without a bounty to set one, with one to cancel it; sometimes any.
        const songs = world.artists[command.artist].songs.map((_, i) => i);
        const song = choose(command.pick, songs.filter((i) => (world.activeBounty(command.artist, i) === null) === (command.kind === 'setBounty')), songs) ?? 0;
        // At most two bounty commands per song in one batch: the model can tell their order from their answers.
        const key = `${command.artist}/${song}`;
        const kinds = bountyCommandsPerSong.get(key) ?? [];
        if (kinds.length === 2) break;
        bountyCommandsPerSong.set(key, [...kinds, command.kind]);
        const pre = world.activeBounty(command.artist, song);
        planned.push(command.kind === 'setBounty' ? { kind: 'setBounty', artist: command.artist, song, review: command.review, placement: command.placement, pre } : { kind: 'cancelBounty', artist: command.artist, song, pre });
        break;
      }
      case 'claim': {
        const open = world.bounties.filter((b) => b.status === 'open');
        const bounty = choose(command.pick, open.filter((b) => !b.campaign), world.bounties);
        if (bounty) planned.push({ kind: 'claim', curator: command.curator, bounty, preOpen: bounty.status === 'open', preCampaign: bounty.campaign });
        break;
      }
      case 'accept':
      case 'reject':
      case 'complete': {
        // By the campaign's own curator: mostly one under way, sometimes one that ended (the refusals).
        const campaign = choose(command.pick, world.campaigns.filter(isLive), world.campaigns);
        if (campaign) planned.push({ kind: command.kind, curator: campaign.curator, campaign, preStatus: campaign.status, placed: command.kind === 'complete' && command.placed });
        break;
      }
      case 'send': {
        // Mostly a song and playlist with nothing pending between them; sometimes any.
        const pairs = world.artists[command.artist].songs.flatMap((_, song) => world.curators.map((__, playlist) => ({ song, playlist })));
        const { song, playlist } = choose(command.pick, pairs.filter((p) => !world.pendingRequest(command.artist, p.song, p.playlist)), pairs) ?? pairs[0];
        const { reviewPrice, placementPrice } = world.curators[playlist];
        const current = command.type === 'review' ? reviewPrice : placementPrice;
        planned.push({
          kind: 'send',
          artist: command.artist,
          song,
          playlist,
          type: command.type,
          price: command.stale ? current + 1 : current,
          stale: command.stale,
          prePending: world.pendingRequest(command.artist, song, playlist),
          preReviewPrice: reviewPrice,
        });
        break;
      }
      case 'answer': {
        const request = choose(
          command.pick,
          world.requests.filter((r) => r.status === 'pending'),
          world.requests,
        );
        if (!request) break;
        const curator = command.wrongCurator ? (request.playlist + 1) % world.curators.length : request.playlist;
        planned.push({ kind: 'answer', curator, request, preStatus: request.status, status: command.status, feedback: FEEDBACK[command.feedback] });
        break;
      }
      case 'price': {
        // One price change per playlist in a batch, changing both prices: a request's answer tells which price it met.
        if (repriced.has(command.playlist)) break;
        repriced.add(command.playlist);
        const playlist = world.curators[command.playlist];
        planned.push({
          ...command,
          review: differentFrom(REVIEW_PRICES, command.review, playlist.reviewPrice),
          placement: differentFrom(PLACEMENT_PRICES, command.placement, playlist.placementPrice),
        });
        break;
      }
    }
  }
  return planned;
}

function send(world: World, command: Planned): Promise<Response> {
  switch (command.kind) {
    case 'setBounty': {
      const { agent, songs } = artistOf(world, command.artist);
      const serviceType = command.placement === 0 ? 'review' : 'both';
      return agent.post(`/api/songs/${songs[command.song]}/bounty`).send({ serviceType, reviewAmount: command.review, placementAmount: command.placement });
    }
    case 'cancelBounty': {
      const { agent, songs } = artistOf(world, command.artist);
      return agent.delete(`/api/songs/${songs[command.song]}/bounty`);
    }
    case 'claim':
      return world.curators[command.curator].account.agent.post(`/api/bounties/${command.bounty.id}/claim`);
    case 'accept':
    case 'reject':
    case 'complete': {
      const body =
        command.kind === 'accept'
          ? { status: 'active' }
          : command.kind === 'reject'
            ? { status: 'rejected', curatorFeedback: CAMPAIGN_FEEDBACK }
            : { status: 'completed', outcome: command.placed ? 'placed' : 'reviewed', curatorFeedback: CAMPAIGN_FEEDBACK };
      return world.curators[command.curator].account.agent.patch(`/api/campaigns/${command.campaign.id}`).send(body);
    }
    case 'send': {
      const { agent, songs } = artistOf(world, command.artist);
      const playlistId = world.curators[command.playlist].playlistId;
      return agent.post('/api/submissions').send({ songId: songs[command.song], playlistId, type: command.type, price: command.price, message: MESSAGE });
    }
    case 'answer':
      return world.curators[command.curator].account.agent.patch(`/api/submissions/${command.request.id}`).send({ status: command.status, curatorFeedback: command.feedback });
    case 'price': {
      const curator = world.curators[command.playlist];
      return curator.account.agent.put(`/api/playlists/${curator.playlistId}`).send(playlistBody({ reviewPrice: command.review, placementPrice: command.placement }));
    }
  }
}

const artistOf = (world: World, artist: number) => ({ agent: world.artists[artist].account.agent, songs: world.artists[artist].songs });

/** A planned command and the server's answer to it. */
export interface Outcome {
  readonly command: Planned;
  readonly status: number;
  readonly body: Record<string, unknown>;
}

export const ok = (outcome: Outcome): boolean => outcome.status >= 200 && outcome.status < 300;
export const messageOf = (outcome: Outcome): string => String(outcome.body.message ?? '');

/** Sends a batch's planned commands at once (so that they race); answers each with what the server said. */
export async function sendAll(world: World, planned: readonly Planned[]): Promise<Outcome[]> {
  const responses = await Promise.all(planned.map((command) => send(world, command)));
  return planned.map((command, i): Outcome => ({ command, status: responses[i].status, body: (responses[i].body ?? {}) as Record<string, unknown> }));
}

export function describeCommand(command: Planned): string {
  switch (command.kind) {
    case 'setBounty':
      return `artist ${command.artist} sets a bounty on song ${command.song} (${command.review}+${command.placement})`;
    case 'cancelBounty':
      return `artist ${command.artist} cancels the bounty on song ${command.song}${command.pre ? ` (${command.pre.label})` : ''}`;
    case 'claim':
      return `curator ${command.curator} claims ${command.bounty.label}`;
    case 'accept':
    case 'reject':
      return `curator ${command.curator} ${command.kind}s ${command.campaign.label} (${command.preStatus})`;
    case 'complete':
      return `curator ${command.curator} completes ${command.campaign.label} (${command.preStatus}) as ${command.placed ? 'placed' : 'reviewed'}`;
    case 'send':
      return `artist ${command.artist} sends song ${command.song} to playlist ${command.playlist} for ${command.type} at ${command.price}${command.stale ? ' (stale)' : ''}`;
    case 'answer':
      return `curator ${command.curator} answers ${command.request.label} (${command.request.type} at ${command.request.price}, ${command.preStatus}) ${command.status}${command.feedback ? ` with ${JSON.stringify(command.feedback)}` : ''}`;
    case 'price':
      return `curator ${command.playlist} reprices playlist ${command.playlist} to ${command.review}/${command.placement}`;
  }
}
