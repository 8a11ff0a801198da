import type { Position } from './event-store.port.js';

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export const isAtOrAfter = (a: Position, b: Position): boolean => comparePositions(a, b) >= 0;

/** The later of two positions. */
export const later = (a: Position, b: Position): Position => (isAtOrAfter(a, b) ? a : b);

/** "commit/prepare": the form positions take in checkpoints, logs and JSON. */
export const formatPosition = (p: Position): string => `${p.commit}/${p.prepare}`;

export function parsePosition(text: string): Position {
  const match = /^(-?\d+)\/(-?\d+)$/.exec(text);
  if (!match) throw new Error(`Not a log position: ${text}`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}
