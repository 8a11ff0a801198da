import type { AppendedListener, RecordedEvent } from '#eventstore';
import { EventProcessor } from '../src/index.js';
import { createProjectionTestEnv, type ProjectionTestEnv } from './support/projection-test-env.js';
import { AppliedEvent, StreamCount } from './support/stream-counter.js';
import { eventually, sleep, watched } from './support/timing.js';

const silent = { log: () => undefined, warn: () => undefined, error: () => undefined };

describe('EventProcessor (a process manager over the log)', () => {
  let env: ProjectionTestEnv;
  const processors: EventProcessor[] = [];

  beforeEach(async () => {
    env = await createProjectionTestEnv([StreamCount, AppliedEvent]);
  });

  afterEach(async () => {
    await Promise.all(processors.splice(0).map((processor) => processor.stop()));
    await env.close();
  });

  const processor = (handle: (event: RecordedEvent) => Promise<void>, name = 'test-processor'): EventProcessor => {
    const created = new EventProcessor({ name, types: ['Wanted'], store: env.store, pool: env.pool, handle, pollIntervalMs: 20, batchSize: 3, logger: silent });
    processors.push(created);
    return created;
  };

  it('hands each event of its types to the handler once, in log order, and skips the others', async () => {
    await env.append('a-1', 'Wanted', 'Other', 'Wanted');
    await env.append('b-1', 'Wanted', 'Wanted', 'Wanted', 'Other');
    const seen: string[] = [];
    const running = processor(async (event) => void seen.push(`${event.streamId}@${event.revision}`));
    await running.start();
    await env.untilVisible();
    await running.caughtUp();

    expect(seen).toEqual(['a-1@0', 'a-1@2', 'b-1@0', 'b-1@1', 'b-1@2']);
  });

  it('shares its work with another instance of itself: each event is handled once, whoever read it first', async () => {
    // Both read each new page before taking turns under the lock; the one that goes second must
    // not hand the events the first one handled to its handler again.
    const seen: string[] = [];
    const handle = async (event: RecordedEvent): Promise<void> => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`${event.streamId}@${event.revision}`);
    };
    const [first, second] = [processor(handle), processor(handle)];
    await first.start();
    await second.start();
    for (let i = 0; i < 30; i++) await env.append(`s-${i}`, 'Wanted', 'Other');
    await env.untilVisible();
    await first.caughtUp();
    await second.caughtUp();

    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
  });

  it('is woken by appends of its types, and sleeps through appends of other types', async () => {
    const { store, reads } = watched(env.store);
    // The processor is told of each append by the test, once it is visible (a transaction open
    // elsewhere may hide it for a while).
    let tell: AppendedListener = () => undefined;
    const appendAndTell = async (streamId: string, type: string): Promise<void> => {
      const { position } = await env.append(streamId, type);
      await env.untilVisible();
      tell({ eventCount: 1, types: [type], position });
    };
    const seen: string[] = [];
    const handle = async (event: RecordedEvent): Promise<void> => void seen.push(event.streamId);
    const told = Object.assign(store, { onAppended: (listener: AppendedListener) => void (tell = listener) });
    const running = new EventProcessor({ name: 'sleepy', types: ['Wanted'], store: told, pool: env.pool, handle, pollIntervalMs: 60_000, logger: silent });
    processors.push(running);
    await running.start();
    // Past its first look at the log, it sleeps until woken (its poll is a minute).
    expect(await eventually(() => reads.length > 0)).toBe(true);
    await sleep(300);
    const readsBefore = reads.length;

    await appendAndTell('o-1', 'Other');
    await sleep(300);
    expect(reads.length).toBe(readsBefore);

    await appendAndTell('w-1', 'Wanted');
    expect(await eventually(() => seen.length === 1)).toBe(true);
    expect(seen).toEqual(['w-1']);
  });

  it('sees events appended after it started', async () => {
    const seen: string[] = [];
    const running = processor(async (event) => void seen.push(event.streamId));
    await running.start();
    await env.append('late-1', 'Wanted');

    expect(await eventually(() => seen.length === 1)).toBe(true);
    expect(seen).toEqual(['late-1']);
  });

  it('retries a failing event until it succeeds and never skips it or moves past it', async () => {
    await env.append('s-1', 'Wanted', 'Wanted');
    const seen: string[] = [];
    let failures = 2;
    const running = processor(async (event) => {
      if (event.revision === 0n && failures > 0) {
        failures -= 1;
        throw new Error('the wallet is down');
      }
      seen.push(`${event.revision}`);
    });
    await running.start();

    expect(await eventually(() => seen.length >= 2)).toBe(true);
    expect(seen).toEqual(['0', '1']);
  });

  it('after a stop (a crash before the checkpoint moved) a new instance repeats the unfinished batch, never an earlier one', async () => {
    await env.append('c-1', 'Wanted', 'Wanted', 'Wanted');
    const first: string[] = [];
    const done = processor(async (event) => void first.push(`${event.revision}`), 'crashy');
    await done.start();
    await env.untilVisible();
    await done.caughtUp();
    await done.stop();
    await env.append('c-1', 'Wanted');
    let crash = true;
    const crashing = processor(async (event) => {
      if (crash) throw new Error('killed');
      first.push(`again ${event.revision}`);
    }, 'crashy');
    await crashing.start();
    await eventually(async () => (await env.pool.query("select 1 from projections.checkpoints where name = 'crashy'")).rowCount === 1);
    await crashing.stop();
    crash = false;
    const restarted = processor(async (event) => void first.push(`again ${event.revision}`), 'crashy');
    await restarted.start();
    await env.untilVisible();
    await restarted.caughtUp();

    expect(first).toEqual(['0', '1', '2', 'again 3']);
  });
});
