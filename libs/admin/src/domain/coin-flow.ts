import { daysEndingOn } from './utc-days.js';

/** The VibeCoins that came in by purchase and went to curators on one UTC day. */
export interface CoinDay {
  readonly day: string;
  readonly purchased: number;
  readonly paidOut: number;
}

/**
 * The coin flow of the `count` days ending today, oldest first: a day with no movement is there
 * with zeros (a chart's gap is a day of nothing, not a missing point); days outside are ignored.
 */
export function coinFlow(recorded: readonly CoinDay[], today: Date, count: number): CoinDay[] {
  const byDay = new Map(recorded.map((row) => [row.day, row]));
  return daysEndingOn(today, count).map((day) => byDay.get(day) ?? { day, purchased: 0, paidOut: 0 });
}
