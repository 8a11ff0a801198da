import { formatPosition } from '#eventstore';
import { PassThrough } from 'node:stream';
import { EXIT_OK, EXIT_USAGE, runRebuildCli } from '../src/rebuild-projections.cli.js';
import { createProjectionTestEnv, type ProjectionTestEnv } from '../../../libs/projections/test/support/projection-test-env.js';
import { AppliedEvent, COUNTER_PROJECTION, COUNTER_SCHEMA, StreamCount, counterProjection, expectedCounts } from '../../../libs/projections/test/support/stream-counter.js';

const capture = (): { stream: PassThrough; text: () => string } => {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
};

describe('projections:rebuild', () => {
  let env: ProjectionTestEnv;

  beforeEach(async () => {
    env = await createProjectionTestEnv([StreamCount, AppliedEvent]);
  });

  afterEach(async () => {
    await env.close();
  });

  it('rebuilds the named projection with a progress bar and a summary, and exits 0', async () => {
    for (let i = 0; i < 25; i++) await env.append(`user-${i % 3}`, 'Registered');
    await env.untilVisible();
    const out = capture();
    const code = await runRebuildCli({
      args: [COUNTER_PROJECTION],
      env: { DATABASE_URL: env.db.url },
      projections: [counterProjection()],
      stdout: out.stream,
      stderr: out.stream,
      progressBar: true,
    });
    expect(code).toBe(EXIT_OK);
    // Progress compares positions with positions; the events applied are a count beside them.
    const last = (await env.allEvents()).at(-1)!.position;
    expect(out.text()).toContain(`100% of the log | at ${formatPosition(last)} of ${formatPosition(last)} | 25 events applied | done`);
    expect(out.text()).toContain(`stream-counter v1: 25 events, at ${formatPosition(last)}, swapped in`);
    expect(out.text()).toMatch(/Rebuilt 1 projection\(s\) from 25 events in [\d.]+ s\./);
    expect(await env.counts(COUNTER_SCHEMA)).toEqual(expectedCounts(await env.allEvents()));
  });

  it('rebuilds every registered projection when no name is given', async () => {
    await env.append('user-1', 'Registered');
    await env.untilVisible();
    const out = capture();
    const code = await runRebuildCli({ args: [], env: { DATABASE_URL: env.db.url }, projections: [counterProjection()], stdout: out.stream });
    expect(code).toBe(EXIT_OK);
    expect(out.text()).toMatch(/Rebuilt 1 projection\(s\) from 1 events in/);
  });

  it('exits 2 with the known names for an unknown projection, and 2 without DATABASE_URL', async () => {
    const err = capture();
    expect(await runRebuildCli({ args: ['nope'], env: { DATABASE_URL: env.db.url }, projections: [counterProjection()], stderr: err.stream })).toBe(
      EXIT_USAGE,
    );
    expect(err.text()).toContain('Unknown projection "nope". Known projections: stream-counter');
    expect(await runRebuildCli({ args: [], env: {}, projections: [counterProjection()], stderr: err.stream })).toBe(EXIT_USAGE);
    expect(err.text()).toContain('DATABASE_URL is not set');
  });
});
