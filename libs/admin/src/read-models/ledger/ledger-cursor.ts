import { formatPosition, parsePosition, type Position } from '#eventstore';

/** Positions are PostgreSQL bigints: a cursor beyond them names no entry. */
const MAX_BIGINT = 2n ** 63n - 1n;

/** The opaque cursor of a page that ends at `position`: the next page starts before it. */
export const cursorAt = (position: Position): string => Buffer.from(formatPosition(position)).toString('base64url');

/** The position a cursor stands for; null for anything an earlier page did not give. */
export function positionOfCursor(cursor: string): Position | null {
  try {
    const position = parsePosition(Buffer.from(cursor, 'base64url').toString());
    const fits = (n: bigint) => n >= 0n && n <= MAX_BIGINT;
    return fits(position.commit) && fits(position.prepare) ? position : null;
  } catch {
    return null;
  }
}
