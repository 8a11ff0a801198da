import { lagSeconds, projectionHealth, replayPercent } from './projection-status.js';

const at = (prepare: number) => ({ commit: BigInt(prepare), prepare: BigInt(prepare) });

describe('projection status', () => {
  it('is rebuilding while a rebuild runs, whatever the lag; else behind with a lag, live without', () => {
    expect(projectionHealth({ rebuilding: true, lagEvents: 0 })).toBe('rebuilding');
    expect(projectionHealth({ rebuilding: true, lagEvents: 5 })).toBe('rebuilding');
    expect(projectionHealth({ rebuilding: false, lagEvents: 5 })).toBe('behind');
    expect(projectionHealth({ rebuilding: false, lagEvents: 0 })).toBe('live');
  });

  it('counts the lag in whole seconds since the oldest event not applied, null when none', () => {
    const now = new Date('2026-01-01T00:01:00.900Z');
    expect(lagSeconds('2026-01-01T00:00:00.000Z', now)).toBe(60);
    expect(lagSeconds('2026-01-01T00:01:01.000Z', now)).toBe(0);
    expect(lagSeconds(null, now)).toBeNull();
  });

  it("measures a replay's progress by position against the head, 100 only once swapped in", () => {
    expect(replayPercent({ phase: 'replaying', position: null, head: at(400) })).toBe(0);
    expect(replayPercent({ phase: 'replaying', position: at(100), head: at(400) })).toBe(25);
    expect(replayPercent({ phase: 'swapping', position: at(400), head: at(400) })).toBe(99);
    expect(replayPercent({ phase: 'done', position: at(400), head: at(400) })).toBe(100);
    expect(replayPercent({ phase: 'replaying', position: null, head: null })).toBe(0);
  });
});
