/**
 * The events bench:ingest appends through the event store's own append: accounts with two events
 * each (UserRegistered, then UserProfileUpdated or UserRoleSelected) and page visits (PageVisited,
 * in batches per day stream).
 */
import { randomUUID } from 'node:crypto';
import type { NewEvent } from '#eventstore';

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
