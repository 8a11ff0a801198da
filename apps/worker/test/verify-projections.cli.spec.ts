import { PassThrough } from 'node:stream';
import { formatPosition } from '#eventstore';
import { rebuildProjection } from '#projections';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, runVerifyCli } from '../src/verify-projections.cli.js';
import { createProjectionTestEnv, type ProjectionTestEnv } from '../../../libs/projections/test/support/projection-test-env.js';
import { AppliedEvent, COUNTER_PROJECTION, COUNTER_SCHEMA, StreamCount, counterProjection } from '../../../libs/projections/test/support/stream-counter.js';

const capture = (): { stream: PassThrough; text: () => string } => {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
};

describe('projections:verify', () => {
  let env: ProjectionTestEnv;
  const verify = async (args: string[]): Promise<{ code: number; text: string }> => {
    const out = capture();
    const code = await runVerifyCli({ args, env: { DATABASE_URL: env.db.url }, projections: [counterProjection()], stdout: out.stream, stderr: out.stream });
    return { code, text: out.text() };
  };

  beforeEach(async () => {
    env = await createProjectionTestEnv([StreamCount, AppliedEvent]);
    for (let i = 0; i < 12; i++) await env.append(`user-${i % 3}`, 'Registered');
    await env.untilVisible();
    // The read model, built as the app's runner would have built it.
    await rebuildProjection({ databaseUrl: env.db.url, store: env.store, projection: counterProjection() });
  });

  afterEach(async () => {
    await env.close();
  });

  it('prints no differences for a healthy read model, and exits 0', async () => {
    const { code, text } = await verify([COUNTER_PROJECTION]);
    expect(code).toBe(EXIT_OK);
    const last = (await env.allEvents()).at(-1)!.position;
    expect(text).toMatch(new RegExp(`^stream-counter v1: no differences \\(12 events replayed up to ${formatPosition(last)} in [\\d.]+ s\\)\\n$`));
  });

  it('prints the rows that differ per table, and exits 1', async () => {
    await env.pool.query(`update ${COUNTER_SCHEMA}.stream_counts set events = 7, last_type = 'Renamed' where stream_id = 'user-2'`);
    const { code, text } = await verify([]);
    expect(code).toBe(EXIT_FAILED);
    expect(text).toContain('stream-counter v1: DIFFERS from the log');
    expect(text).toContain(
      '  stream_counts: 0 only in live, 0 only in the rebuilt copy, 1 changed\n' +
        '    changed {"stream_id": "user-2"}: events live 7, rebuilt 4; last_type live "Renamed", rebuilt "Registered"\n',
    );
    expect(text).not.toContain('applied_events');
  });

  it('exits 2 for an unknown projection', async () => {
    const { code, text } = await verify(['nope']);
    expect([code, text]).toEqual([EXIT_USAGE, 'Unknown projection "nope". Known projections: stream-counter\n']);
  });
});
