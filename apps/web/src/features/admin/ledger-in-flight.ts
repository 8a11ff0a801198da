import type { LedgerVerification } from './admin.api';

/** A number of seconds as a person reads an age: "45 s", "7 min", "3 h", "2 days". */
export function formatAge(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole < 60) return `${whole} s`;
  if (whole < 3600) return `${Math.floor(whole / 60)} min`;
  if (whole < 2 * 86_400) return `${Math.floor(whole / 3600)} h`;
  return `${Math.floor(whole / 86_400)} days`;
}

/** The payouts on their way to a payee beside the verdict: how many, and how long the oldest has waited. */
export function inFlightSummary({ count, oldestAgeSeconds }: Pick<LedgerVerification['inFlight'], 'count' | 'oldestAgeSeconds'>): string {
  if (count === 0) return 'No payout on its way to a payee';
  const payouts = `${count} ${count === 1 ? 'payout' : 'payouts'} on the way`;
  return oldestAgeSeconds === null ? payouts : `${payouts}, the oldest paid out ${formatAge(oldestAgeSeconds)} ago`;
}
