/**
 * Mixed write traffic at a steady rate, as the cast would make it: artists add songs, send
 * requests and set and cancel bounties, curators answer the requests they got. Open loop: a
 * command starts on its schedule whether or not the ones before have been answered, and its
 * latency counts from that scheduled instant, so a slow server cannot hide its queue.
 */
import { call } from './cast.js';
import type { Cast, CastMember } from './cast.js';

export interface TrafficResult {
  /** Milliseconds from each command's scheduled start to its answer. */
  readonly latenciesMs: number[];
  commands: number;
  /** Answers other than 2xx, and commands never started because too many were under way. */
  failures: number;
  readonly failureSamples: string[];
}

/** Beyond this many commands under way the server is not keeping up: the rest of the slot's commands are dropped and counted as failures. */
const MAX_IN_FLIGHT = 2_000;
const MESSAGE = 'I think this fits the mood of your playlist.';

interface Pending {
  readonly curator: CastMember;
  readonly submissionId: string;
}

/** What the traffic remembers between commands: songs not yet used, requests to answer, open bounties. */
export class Stage {
  readonly songs: { artist: CastMember; songId: string }[] = [];
  readonly pending: Pending[] = [];
  readonly bounties: { artist: CastMember; songId: string }[] = [];
  private turn = 0;

  constructor(readonly url: string, readonly cast: Cast) {}

  next<T>(items: readonly T[]): T {
    return items[this.turn++ % items.length] as T;
  }
}

type Command = (stage: Stage) => Promise<{ status: number; body: unknown }>;

const addSong: Command = async (stage) => {
  const artist = stage.next(stage.cast.artists);
  const song = { title: 'Load Test', description: 'A song the load made.', youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', spotifyUrl: '', soundcloudUrl: '', duration: 200, tagIds: [1, 4] };
  const answer = await call(stage.url, 'POST', '/api/songs', artist.cookie, song);
  if (answer.status === 201) stage.songs.push({ artist, songId: (answer.body as { id: string }).id });
  return answer;
};

const sendRequest: Command = async (stage) => {
  const song = stage.songs.shift();
  if (!song) return addSong(stage);
  const curator = stage.next(stage.cast.curators);
  const body = { songId: song.songId, playlistId: stage.next(curator.playlistIds), type: 'review', price: 5, message: MESSAGE };
  const answer = await call(stage.url, 'POST', '/api/submissions', song.artist.cookie, body);
  if (answer.status === 201) stage.pending.push({ curator, submissionId: (answer.body as { id: string }).id });
  return answer;
};

const answerRequest: Command = async (stage) => {
  const request = stage.pending.shift();
  if (!request) return addSong(stage);
  return call(stage.url, 'PATCH', `/api/submissions/${request.submissionId}`, request.curator.cookie, { status: 'reviewed', curatorFeedback: 'Warm mix; the vocal sits a little low.' });
};

const setBounty: Command = async (stage) => {
  const song = stage.songs.shift();
  if (!song) return addSong(stage);
  const answer = await call(stage.url, 'POST', `/api/songs/${song.songId}/bounty`, song.artist.cookie, { serviceType: 'review', reviewAmount: 10, placementAmount: 0, description: 'Notes on the mix.' });
  if (answer.status === 201) stage.bounties.push(song);
  return answer;
};

const cancelBounty: Command = async (stage) => {
  const bounty = stage.bounties.shift();
  if (!bounty) return setBounty(stage);
  return call(stage.url, 'DELETE', `/api/songs/${bounty.songId}/bounty`, bounty.artist.cookie);
};

/** The mix, in twentieths: 6 songs, 5 requests, 5 answers, 2 bounties set, 2 cancelled. */
const MIX: readonly Command[] = [
  ...Array<Command>(6).fill(addSong), ...Array<Command>(5).fill(sendRequest), ...Array<Command>(5).fill(answerRequest),
  ...Array<Command>(2).fill(setBounty), ...Array<Command>(2).fill(cancelBounty),
];

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the mix at `rate` commands per second for `seconds`; resolves when the last one is answered.
 * The stage carries songs, requests and bounties over from one run to the next.
 */
export async function runTraffic(stage: Stage, rate: number, seconds: number): Promise<TrafficResult> {
  const result: TrafficResult = { latenciesMs: [], commands: 0, failures: 0, failureSamples: [] };
  const fail = (why: string): void => {
    result.failures++;
    if (result.failureSamples.length < 5) result.failureSamples.push(why);
  };
  const started = performance.now();
  const under = new Set<Promise<void>>();
  for (let n = 0; n < rate * seconds; n++) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    result.commands++;
    if (under.size >= MAX_IN_FLIGHT) {
      fail('too many commands under way');
      continue;
    }
    const command = MIX[n % MIX.length] as Command;
    const answered: Promise<void> = command(stage)
      .then(({ status, body }) => (status < 300 ? undefined : fail(`${status} ${JSON.stringify(body)}`)), (error: unknown) => fail(String(error)))
      .finally(() => {
        under.delete(answered);
        result.latenciesMs.push(performance.now() - due);
      });
    under.add(answered);
  }
  await Promise.all(under);
  return result;
}
