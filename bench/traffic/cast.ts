/**
 * The users a benchmark's traffic acts as, signed up through the API on top of the seeded
 * history: artists with coins enough for any run (the coupon and three packages), and curators
 * with playlists whose review costs the least, each with the session cookie a browser would keep.
 */
import { randomUUID } from 'node:crypto';
import { TEST_COUPON_CODE } from '#testing';
import { runPool } from '../shared/work-pool.js';

export interface CastMember {
  readonly id: string;
  readonly cookie: string;
}

export interface CastCurator extends CastMember {
  readonly playlistIds: readonly string[];
}

export interface Cast {
  readonly artists: readonly CastMember[];
  readonly curators: readonly CastCurator[];
}

/** BENCH_CAST shrinks it (a smoke run): signing up costs each an argon2 hash. */
const ARTISTS = Number(process.env.BENCH_CAST ?? 200);
const CURATORS = Math.max(1, Math.round(ARTISTS / 5));
const PLAYLISTS_PER_CURATOR = 3;
const PACKAGES_PER_ARTIST = 3;

/** A JSON call as a browser makes it; fails on any answer but `expected`. */
export async function call(url: string, method: string, path: string, cookie: string | null, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown; cookie: string | null }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(cookie && { cookie }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const setCookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, cookie: setCookie || null };
}

async function expectCall(url: string, method: string, path: string, cookie: string | null, body?: unknown, headers?: Record<string, string>): Promise<{ body: unknown; cookie: string | null }> {
  const answer = await call(url, method, path, cookie, body, headers);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

async function signUp(url: string, role: 'artist' | 'curator'): Promise<CastMember> {
  const body = { email: `cast-${randomUUID()}@bench.test`, password: 'bench-secret', firstName: 'Bench', lastName: role, role };
  const { body: user, cookie } = await expectCall(url, 'POST', '/api/auth/register', null, body);
  if (!cookie) throw new Error('Signing up set no session cookie');
  return { id: (user as { id: string }).id, cookie };
}

async function artist(url: string): Promise<CastMember> {
  const member = await signUp(url, 'artist');
  await expectCall(url, 'POST', '/api/add-vibecoins', member.cookie, { couponCode: TEST_COUPON_CODE });
  for (let i = 0; i < PACKAGES_PER_ARTIST; i++) await expectCall(url, 'POST', '/api/vibecoins/purchases', member.cookie, { packageId: 'pack-250' }, { 'idempotency-key': randomUUID() });
  return member;
}

async function curator(url: string, n: number): Promise<CastCurator> {
  const member = await signUp(url, 'curator');
  await expectCall(url, 'PATCH', '/api/curator/profile', member.cookie, { displayName: `Bench Curator ${n}`, bio: 'Curates for the benchmarks.' });
  const playlistIds: string[] = [];
  for (let p = 0; p < PLAYLISTS_PER_CURATOR; p++) {
    const playlist = { name: `Bench ${n}.${p}`, description: 'For the load.', platform: 'spotify', playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DX2Nc3B70tvx0', followerCount: 1000, acceptingSubmissions: true, tagIds: [1, 4], reviewPrice: 5, placementPrice: 50 };
    playlistIds.push(((await expectCall(url, 'POST', '/api/playlists', member.cookie, playlist)).body as { id: string }).id);
  }
  return { ...member, playlistIds };
}

export async function signUpCast(url: string): Promise<Cast> {
  const artists: CastMember[] = [];
  const curators: CastCurator[] = [];
  await runPool(Array.from({ length: ARTISTS }, () => async () => void artists.push(await artist(url))), 16);
  await runPool(Array.from({ length: CURATORS }, (_, n) => async () => void curators.push(await curator(url, n))), 16);
  return { artists, curators };
}
