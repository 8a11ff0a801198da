/**
 * The real app (real PostgreSQL and Redis, as the API tests build it) on a copy of the seeded
 * history (bench:seed), signed in as the artist who sent the most requests and the curator who
 * got the most: the busiest accounts' money and marketplace reads are the ones measured; and as
 * {@link CURATORS_IN_TURN} other curators, for discovery as many curators ask for it.
 * Arguments: the seeded history's --scale and --seed.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createTestApp } from '#testing';
import { copyOfSeed } from '../seed/seeded-database.js';
import { seedOptionsOf } from '../seed/seed-plan.js';
import { serveForParent } from '../shared/child-server.js';
import { signIn } from '../shared/seeded-accounts.js';

export interface VibeMatchInfo {
  readonly url: string;
  readonly artistId: string;
  /** The artist's cookies (`vm.sid=…; vm.signed-in=1`), as a browser sends them. */
  readonly artistCookie: string;
  readonly curatorCookie: string;
  /** Cookies of other curators, more than discovery keeps fits for: taken in turn, each request scores anew. */
  readonly curatorsCookies: readonly string[];
  /** One of the artist's songs. */
  readonly songId: string;
}

const BUSIEST = (role: 'artist' | 'curator') => `
  SELECT u.id, u.email FROM rm_users.users u
  JOIN (SELECT ${role}_id AS id, count(*) FROM rm_market_submissions.submissions GROUP BY 1 ORDER BY 2 DESC LIMIT 1) busiest USING (id)`;

/** Taken in turn, 63 others ask between two requests of one curator: more than discovery keeps fits for (32, decision 0030). */
const CURATORS_IN_TURN = 64;

/** The accounts the bench signs in as: the busiest artist (with one of their songs) and curator, and curators to take in turn. */
async function accounts(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [artist] = (await client.query<{ id: string; email: string }>(BUSIEST('artist'))).rows;
    const [curator] = (await client.query<{ id: string; email: string }>(BUSIEST('curator'))).rows;
    const [song] = (await client.query<{ id: string }>('SELECT id FROM rm_songs.songs WHERE artist_id = $1 LIMIT 1', [artist?.id])).rows;
    if (!artist || !curator || !song) throw new Error('The seeded history has no requests: run npm run bench:seed');
    const inTurn = await client.query<{ email: string }>(`SELECT email FROM rm_users.users WHERE role IN ('curator', 'both') ORDER BY id LIMIT $1`, [CURATORS_IN_TURN]);
    return { artist, curator, songId: song.id, curators: inTurn.rows };
  } finally {
    await client.end();
  }
}

await serveForParent<VibeMatchInfo>(async () => {
  const { database } = await copyOfSeed(seedOptionsOf(process.argv.slice(2)));
  // One load generator is one address: the anonymous routes' per-address limits would answer it 429.
  const env = { RATE_LIMIT_SEARCH: '10000000/1m', RATE_LIMIT_ARTIST_INFO: '10000000/1m', RATE_LIMIT_DISCOVERY: '10000000/1m', RATE_LIMIT_PROFILES: '10000000/1m' };
  const t = await createTestApp({ reuse: { database, redisPrefix: `bench-api-${randomBytes(4).toString('hex')}` }, env, checkAnswers: false });
  await t.app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  const { artist, curator, songId, curators } = await accounts(database.url);
  // One after the other: each sign-in takes a point of the address's failure limit until it succeeds.
  const curatorsCookies: string[] = [];
  for (const other of curators) curatorsCookies.push(await signIn(url, other.email));
  const info = { url, artistId: artist.id, artistCookie: await signIn(url, artist.email), curatorCookie: await signIn(url, curator.email), curatorsCookies, songId };
  return { info, stop: () => t.close() };
});
