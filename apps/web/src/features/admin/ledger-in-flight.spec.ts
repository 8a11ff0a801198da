import { describe, expect, it } from '@jest/globals';
import { formatAge, inFlightSummary } from './ledger-in-flight';

describe('formatAge', () => {
  it('reads in the largest unit that keeps it short', () => {
    expect([0, 45, 59, 60, 420, 3599, 3600, 7200, 172_799, 172_800].map(formatAge)).toEqual(['0 s', '45 s', '59 s', '1 min', '7 min', '59 min', '1 h', '2 h', '47 h', '2 days']);
  });
});

describe('inFlightSummary', () => {
  it('says when nothing is in flight', () => {
    expect(inFlightSummary({ count: 0, oldestAgeSeconds: null })).toBe('No payout on its way to a payee');
  });

  it('counts the payouts and ages the oldest', () => {
    expect(inFlightSummary({ count: 1, oldestAgeSeconds: 42 })).toBe('1 payout on the way, the oldest paid out 42 s ago');
    expect(inFlightSummary({ count: 3, oldestAgeSeconds: 420 })).toBe('3 payouts on the way, the oldest paid out 7 min ago');
  });
});
