/** The admin statistics' days: "today" and a chart's days are UTC days, whatever the server's or the admin's time zone. */

const DAY_MS = 86_400_000;

/** The UTC day of a moment, `YYYY-MM-DD`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The moments of `at`'s UTC day: from its start, included, to the next day's start, excluded. */
export function utcDayRange(at: Date): { readonly start: Date; readonly end: Date } {
  const start = Date.parse(utcDay(at));
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/** The `count` UTC days that end with `today`'s, oldest first. */
export function daysEndingOn(today: Date, count: number): string[] {
  const last = Date.parse(utcDay(today));
  return Array.from({ length: count }, (_, i) => utcDay(new Date(last - (count - 1 - i) * DAY_MS)));
}
