import { SharedHealthChecks } from './shared-health-checks.js';

/** A probe that counts its calls and answers when told to (or fails, for a service that is down). */
function countedProbe(outcome: 'up' | 'down') {
  const probe = { calls: 0, release: () => undefined as void, run: async (): Promise<void> => undefined };
  probe.run = () => {
    probe.calls += 1;
    return new Promise<void>((resolve, reject) => {
      probe.release = () => (outcome === 'up' ? resolve() : reject(new Error('refused')));
    });
  };
  return probe;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SharedHealthChecks', () => {
  it('probes each service once for all the requests of a round, and answers each of them', async () => {
    const postgres = countedProbe('up');
    const redis = countedProbe('down');
    const checks = new SharedHealthChecks({ postgres: () => postgres.run(), redis: () => redis.run() });

    const answers = Promise.all(Array.from({ length: 50 }, () => checks.current()));
    await pause(0);
    postgres.release();
    redis.release();

    expect(await answers).toEqual(Array.from({ length: 50 }, () => ({ postgres: 'up', redis: 'down' })));
    expect({ postgres: postgres.calls, redis: redis.calls }).toEqual({ postgres: 1, redis: 1 });
  });

  it('answers from the last round while it is fresh, and probes again once it is not', async () => {
    let calls = 0;
    const checks = new SharedHealthChecks({ postgres: async () => void (calls += 1) }, 20);

    expect(await checks.current()).toEqual({ postgres: 'up' });
    expect(await checks.current()).toEqual({ postgres: 'up' });
    expect(calls).toBe(1);

    await pause(60);
    expect(await checks.current()).toEqual({ postgres: 'up' });
    expect(calls).toBe(2);
  });
});
