import type { Position } from '#eventstore';

/** How a read model stands, as the admin's projections page shows it. */
export type ProjectionHealth = 'live' | 'behind' | 'rebuilding';

/** A rebuild under way (anywhere) says more than the lag, which a rebuild's swap resets. */
export const projectionHealth = ({ rebuilding, lagEvents }: { readonly rebuilding: boolean; readonly lagEvents: number }): ProjectionHealth =>
  rebuilding ? 'rebuilding' : lagEvents > 0 ? 'behind' : 'live';

/** Whole seconds since the oldest event the projection has not applied; null when it has applied them all. */
export function lagSeconds(oldestUnappliedAt: string | null, now: Date): number | null {
  if (oldestUnappliedAt === null) return null;
  return Math.max(0, Math.floor((now.getTime() - Date.parse(oldestUnappliedAt)) / 1000));
}

export interface ReplayProgress {
  readonly phase: 'replaying' | 'swapping' | 'done';
  /** How far the replay has read the log; null before its first page. */
  readonly position: Position | null;
  /** The newest event of the log when last looked at; null for an empty log. */
  readonly head: Position | null;
}

/**
 * How far a rebuild has come, 0 to 100: the position it has read against the log's head (their
 * `prepare` parts, which grow along the log on both stores), as the command line's bar shows it.
 * It reads 100 only once the copy is swapped in; the head moves on while the app keeps writing.
 */
export function replayPercent({ phase, position, head }: ReplayProgress): number {
  if (phase === 'done') return 100;
  if (position === null || head === null || head.prepare <= 0n) return 0;
  const percent = Number((position.prepare * 100n) / head.prepare);
  return Math.min(99, Math.max(0, percent));
}
