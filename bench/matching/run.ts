/**
 * `npm run bench:matching [playlists]`: the matching endpoint over a large catalog. Seeds, through
 * the event store's append as catalog and identity write them, a taxonomy of 212 tags, 500
 * curators, `playlists` playlists (default 100,000; or BENCH_PLAYLISTS) of 3 to 10 random tags
 * each and 300 songs of one artist (30 of each tag count, 1 to 10); lets the app's own projection
 * build matching's read model; then asks the real HTTP endpoint
 * GET /api/songs/{id}/matching-playlists for every song in turn, one request at a time, as the
 * artist, and prints p50 and p95 of its latency (overall and by the song's tag count), and the
 * same for search, beside GET /api/auth/user (the cost of any signed-in request: session, guard,
 * one read). `-- --keep` keeps the database (its URL is printed) to look into with EXPLAIN.
 * Needs what the API tests need: PostgreSQL (TEST_DATABASE_URL) and Redis (REDIS_URL).
 */
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import type { EventStore } from '#eventstore';
import { EVENT_STORE, PG_POOL, ReadYourWrites } from '#platform';
import { randomBytes } from 'node:crypto';
import { createTestApp, createTestDatabase, signUp } from '#testing';
import { Seeder } from './seed.js';
import { percentile } from '../shared/percentile.js';

const DEFAULT_PLAYLISTS = 100_000;
const CURATORS = 500;
const SONGS_PER_TAG_COUNT = 30;
const ROUNDS = 4;

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const stats = (samples: readonly number[]) => ({
  requests: samples.length,
  'p50 ms': +percentile(samples, 0.5).toFixed(1),
  'p95 ms': +percentile(samples, 0.95).toFixed(1),
  'max ms': +percentile(samples, 1).toFixed(1),
});

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function main(): Promise<void> {
  const [size] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const keep = process.argv.includes('--keep');
  const playlists = Number(size ?? process.env.BENCH_PLAYLISTS ?? DEFAULT_PLAYLISTS);
  if (!Number.isSafeInteger(playlists) || playlists < 1) throw new Error(`The number of playlists must be a positive integer, got ${process.argv[2]}`);
  // Not a vm_… database: a Jest run drops those it finds idle, and --keep keeps this one.
  const t = await createTestApp({ reuse: { database: await createTestDatabase('bench_matching'), redisPrefix: `bench-${randomBytes(5).toString('hex')}` } });
  try {
    await t.app.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    const store = t.app.get<EventStore>(EVENT_STORE);
    const pool = t.app.get<pg.Pool>(PG_POOL);
    const seeder = new Seeder(store);

    const artist = await signUp(t);
    const [songs, appendMs] = await timed(async () => {
      await seeder.addTaxonomy();
      const curators = await seeder.addCurators(CURATORS);
      await seeder.addPlaylists(playlists, curators, (done) => console.log(`  appended ${done.toLocaleString('en')} playlists`));
      return seeder.addSongs(artist.user.id, SONGS_PER_TAG_COUNT);
    });
    console.log(`seed: ${playlists.toLocaleString('en')} playlists, ${CURATORS} curators, ${songs.length} songs appended in ${seconds(appendMs)}`);
    const [, projectMs] = await timed(async () => {
      const readYourWrites = t.app.get(ReadYourWrites);
      while (!(await readYourWrites.waitForReaders(seeder.lastPosition, ['PlaylistCreated', 'SongAdded']))) {
        const { rows } = await pool.query<{ count: string }>('select count(*) from rm_matching.playlists');
        console.log(`  projected ${Number(rows[0].count).toLocaleString('en')} playlists`);
      }
    });
    console.log(`project: matching's read model caught up ${seconds(projectMs)} after the last append`);
    // What autovacuum does soon after a bulk load: statistics, and the visibility map that lets the
    // ranking read playlist_tags' covering index without visiting the table.
    for (const table of ['playlists', 'playlist_tags', 'songs', 'people', 'tags']) await pool.query(`vacuum analyze rm_matching.${table}`);

    const cookie = { cookie: artist.cookie };
    const get = async (path: string, expected?: (results: number) => boolean): Promise<number> => {
      const started = performance.now();
      const response = await fetch(`${url}${path}`, { headers: cookie });
      const body: unknown = await response.json();
      const ms = performance.now() - started;
      if (response.status !== 200 || (expected && !(Array.isArray(body) && expected(body.length)))) throw new Error(`GET ${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
      return ms;
    };

    // A first round warms the connection pool and PostgreSQL's caches; it is not counted.
    for (const song of songs) await get(`/api/songs/${song.id}/matching-playlists`);
    const baseline: number[] = [];
    for (let i = 0; i < songs.length; i++) baseline.push(await get('/api/auth/user'));
    const byTags = new Map<number, number[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const song of songs) {
        const ms = await get(`/api/songs/${song.id}/matching-playlists`, (results) => results > 0 && results <= 50);
        byTags.set(song.tags, [...(byTags.get(song.tags) ?? []), ms]);
      }
    }
    const candidates = await pool.query<{ tags: number; candidates: string }>(
      `select cardinality(s.tag_ids) as tags, round(avg((select count(*) from rm_matching.playlists p where p.tag_ids && s.tag_ids and p.accepting_submissions))) as candidates
         from rm_matching.songs s group by 1 order by 1`,
    );
    const scored = new Map(candidates.rows.map((row) => [row.tags, Number(row.candidates)]));
    console.log(`\nGET /api/songs/{id}/matching-playlists over ${playlists.toLocaleString('en')} playlists, one request at a time (${ROUNDS} rounds of ${songs.length} songs)`);
    console.table([
      ...[...byTags].sort(([a], [b]) => a - b).map(([tags, samples]) => ({ 'song tags': tags, 'playlists scored (avg)': scored.get(tags), ...stats(samples) })),
      { 'song tags': 'all', 'playlists scored (avg)': undefined, ...stats([...byTags.values()].flat()) },
      { 'song tags': 'GET /api/auth/user', 'playlists scored (avg)': undefined, ...stats(baseline) },
    ]);

    const searches: [string, string][] = [
      ['by a misspelt name', '/api/search/playlists?q=chill%20vibez'],
      ['by part of a name', '/api/search/playlists?q=lofi'],
      ['by 3 tags', `/api/search/playlists?tags=${seeder.taxonomy.slice(0, 3).map((tag) => tag.id).join(',')}`],
      ['curators by a tag', `/api/search/curators?tags=${seeder.taxonomy[0].id}`],
    ];
    const searchRows = [];
    for (const [name, path] of searches) {
      await get(path);
      const samples: number[] = [];
      for (let i = 0; i < 100; i++) samples.push(await get(path, (results) => results > 0));
      searchRows.push({ search: name, ...stats(samples) });
    }
    console.log('\nsearch, one request at a time');
    console.table(searchRows);
  } finally {
    if (keep) {
      await t.stop();
      console.log(`\nkept the database: ${t.database.url}`);
    } else {
      await t.close();
    }
  }
}

await main();
