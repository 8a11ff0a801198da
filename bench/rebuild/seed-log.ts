/**
 * Seeds a log shaped like production traffic through the event store's own append: accounts with
 * two events each (UserRegistered, then UserProfileUpdated or UserRoleSelected) interleaved with
 * page visits (PageVisited, in batches per day stream), written by concurrent writers so that the
 * two kinds mix in the global order as they do live.
 */
import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent } from '#eventstore';

export interface LogShape {
  /** Events in all; 1/11 of them are accounts' events (2 per account), the rest page visits. */
  readonly events: number;
}

/** The shape of the log: 550,000 events = 50,000 accounts × 2 + 450,000 page visits. */
export const accountsIn = (events: number): number => Math.floor(events / 11);
export const visitsIn = (events: number): number => events - 2 * accountsIn(events);

const VISIT_BATCH = 500;
const WRITERS = 8;
const DAYS = 30;

function newEvent(type: string, data: Record<string, unknown>, occurredAt: string): NewEvent {
  const id = randomUUID();
  return {
    type,
    data,
    metadata: { eventId: id, correlationId: id, causationId: id, actorId: null, occurredAt, schemaVersion: 1 },
  };
}

const PROFILE = {
  displayName: 'DJ Bench',
  bio: 'Plays records for benchmarks',
  location: 'Berlin',
  website: 'https://example.com',
  profileImageUrl: null,
  spotifyUrl: 'https://open.spotify.com/artist/x',
  soundcloudUrl: null,
  youtubeUrl: null,
  instagramUrl: null,
  twitterUrl: null,
  blueskyUrl: null,
  tiktokUrl: null,
  audiomackUrl: null,
  appleMusicUrl: null,
  amazonMusicUrl: null,
};

export function accountEvents(n: number): { streamId: string; events: NewEvent[] } {
  const userId = randomUUID();
  const at = new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString();
  const registered = newEvent(
    'UserRegistered',
    { userId, email: `user${n}@bench.test`, passwordHash: null, firstName: 'Bench', lastName: `User ${n}`, role: 'artist', isAdmin: false },
    at,
  );
  const second =
    n % 2 === 0
      ? newEvent('UserProfileUpdated', { userId, profile: PROFILE }, at)
      : newEvent('UserRoleSelected', { userId, role: 'both' }, at);
  return { streamId: `user-${userId}`, events: [registered, second] };
}

export function visitEvents(day: number, count: number): { streamId: string; events: NewEvent[] } {
  const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString();
  const events = Array.from({ length: count }, () =>
    newEvent('PageVisited', { visitId: randomUUID(), page: '/songs', referrer: null, userId: null, visitedAt: date }, date),
  );
  return { streamId: `pagevisits-${date.slice(0, 10)}`, events };
}

/** Appends the log with `WRITERS` concurrent writers; resolves with the events appended. */
export async function seedLog(store: EventStore, { events }: LogShape): Promise<number> {
  const accounts = accountsIn(events);
  const visitBatches: number[] = [];
  for (let left = visitsIn(events); left > 0; left -= VISIT_BATCH) visitBatches.push(Math.min(VISIT_BATCH, left));
  // One work list where visit batches are spread evenly among the accounts, so they interleave.
  const every = Math.max(1, Math.floor(accounts / Math.max(1, visitBatches.length)));
  const work: (() => Promise<unknown>)[] = [];
  let batch = 0;
  for (let n = 0; n < accounts; n++) {
    const account = accountEvents(n);
    work.push(() => store.append(account.streamId, account.events, 'no_stream'));
    if (n % every === 0 && batch < visitBatches.length) {
      const visits = visitEvents(batch % DAYS, visitBatches[batch++]);
      work.push(() => store.append(visits.streamId, visits.events, 'any'));
    }
  }
  for (; batch < visitBatches.length; batch++) {
    const visits = visitEvents(batch % DAYS, visitBatches[batch]);
    work.push(() => store.append(visits.streamId, visits.events, 'any'));
  }
  let next = 0;
  const writer = async (): Promise<void> => {
    while (next < work.length) await work[next++]();
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  return 2 * accounts + visitsIn(events);
}
