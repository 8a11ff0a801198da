import { LRUCache } from 'lru-cache';

export type Check = 'up' | 'down';

/** How long one round of probes answers every health request: monitors ask every few seconds at most. */
const HEALTH_CHECKS_FRESH_MS = 1_000;
const TIMEOUT_MS = 2_000;

async function probe(check: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS)));
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The health endpoint is public and not rate-limited (load balancers and monitors call it), so a
 * round of probes is shared: requests during a round wait for it, and its answer serves for
 * `freshMs` after it. However many requests arrive, PostgreSQL, Redis and the event store each
 * get at most one probe per round; a flood of health requests cannot load the services that
 * hold the money.
 */
export class SharedHealthChecks<Name extends string> {
  private readonly rounds: LRUCache<'round', Record<Name, Check>>;

  constructor(probes: Readonly<Record<Name, () => Promise<unknown>>>, freshMs = HEALTH_CHECKS_FRESH_MS) {
    const names = Object.keys(probes) as Name[];
    this.rounds = new LRUCache({
      max: 1,
      ttl: freshMs,
      fetchMethod: async () => {
        const states = await Promise.all(names.map((name) => probe(probes[name])));
        return Object.fromEntries(names.map((name, i) => [name, states[i]])) as Record<Name, Check>;
      },
    });
  }

  /** Each service's state, from the round under way or the last one while it is fresh. */
  async current(): Promise<Record<Name, Check>> {
    // The fetch method never rejects (each probe answers 'down' instead) nor answers undefined.
    return (await this.rounds.fetch('round')) as Record<Name, Check>;
  }
}
