/**
 * How big the seeded history is and what happens in it. Scale 1 is the shape: 10,000
 * artists, 2,000 curators, 50,000 playlists, 100,000 songs, and bounties and requests ending
 * every way they can; about a million events (1.37M with 100,000 requests, hence 60,000). Every choice (who, what, which outcome,
 * which price) is drawn from one pseudo-random sequence of the seed number: two runs with the same
 * scale and seed do the same things in the same order. Ids and instants are the app's own.
 */
export interface SeedOptions {
  /** 1 = the size; 0.01 a smoke run; 2 twice the issue's. */
  readonly scale: number;
  /** The seed number of the pseudo-random choices. */
  readonly seed: number;
}

/** How a bounty's story ends. `expired` and `lapsed` need time to pass (the first of the two phases). */
export const BOUNTY_OUTCOMES = ['completed', 'rejected', 'cancelled', 'expired', 'lapsed', 'open'] as const;
export type BountyOutcome = (typeof BOUNTY_OUTCOMES)[number];

/** How a request to a playlist ends. `expired` needs time to pass (the first phase). */
export const REQUEST_OUTCOMES = ['reviewed', 'added', 'rejected', 'expired', 'pending'] as const;
export type RequestOutcome = (typeof REQUEST_OUTCOMES)[number];

export interface SeedPlan {
  readonly artists: number;
  readonly curators: number;
  readonly playlistsPerCurator: number;
  readonly songsPerArtist: number;
  /** Share of artists who also buy a package (after the coupon every artist redeems). */
  readonly buyers: number;
  readonly bounties: Readonly<Record<BountyOutcome, number>>;
  readonly requests: Readonly<Record<RequestOutcome, number>>;
}

/** Shares of each outcome, from the shape of a marketplace a year in (most work gets done). */
const BOUNTY_SHARES: Readonly<Record<BountyOutcome, number>> = { completed: 0.45, rejected: 0.1, cancelled: 0.1, expired: 0.1, lapsed: 0.05, open: 0.2 };
const REQUEST_SHARES: Readonly<Record<RequestOutcome, number>> = { reviewed: 0.35, added: 0.2, rejected: 0.2, expired: 0.15, pending: 0.1 };
const BOUNTIES_AT_SCALE_1 = 40_000;
const REQUESTS_AT_SCALE_1 = 60_000;

function shareOut<K extends string>(total: number, shares: Readonly<Record<K, number>>): Record<K, number> {
  const entries = Object.entries(shares) as [K, number][];
  return Object.fromEntries(entries.map(([key, share]) => [key, Math.round(total * share)])) as Record<K, number>;
}

export function planOf({ scale }: SeedOptions): SeedPlan {
  const count = (n: number, least = 1): number => Math.max(least, Math.round(n * scale));
  return {
    // At least 20 of each, so that a tiny run's curators are not all busy at once (CAMPAIGNS_PER_CURATOR).
    artists: count(10_000, 20),
    curators: count(2_000, 20),
    playlistsPerCurator: 25,
    songsPerArtist: 10,
    buyers: 0.3,
    bounties: shareOut(count(BOUNTIES_AT_SCALE_1), BOUNTY_SHARES),
    requests: shareOut(count(REQUESTS_AT_SCALE_1), REQUEST_SHARES),
  };
}

const USAGE = 'npm run bench:seed -- [--scale 1] [--seed 1]';

/** Reads `--scale` and `--seed` (or BENCH_SCALE, BENCH_SEED); refuses what is not a size. */
export function seedOptionsOf(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): SeedOptions {
  const flag = (name: string): string | undefined => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const scale = Number(flag('scale') ?? env.BENCH_SCALE ?? 1);
  const seed = Number(flag('seed') ?? env.BENCH_SEED ?? 1);
  if (!(scale > 0 && scale <= 10)) throw new Error(`--scale must be a number above 0 and at most 10 (${USAGE})`);
  if (!Number.isSafeInteger(seed)) throw new Error(`--seed must be a whole number (${USAGE})`);
  return { scale, seed };
}

/** The name under which a seeded history is kept (database and files). */
export const seedName = ({ scale, seed }: SeedOptions): string => `scale${String(scale).replace('.', '_')}_seed${seed}`;

/** The flags that name a seeded history, to hand to a benchmark's other process. */
export const seedArgs = ({ scale, seed }: SeedOptions): string[] => ['--scale', String(scale), '--seed', String(seed)];
