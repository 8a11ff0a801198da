import { describe, expect, it } from '@jest/globals';
import {
  formatLongUtcDate,
  formatMonthAndYear,
  formatShortDate,
  formatShortDateTime,
  formatShortDateTimeWithSeconds,
  formatShortUtcDay,
  formatWholeNumber,
  formatWholeUsd,
} from './en-us-format';

// Each format must show exactly what the Intl format it replaces shows.
const numbers = [0, 1, 7, 42, 999, 1000, 1247, 12_345, 999_999, 1_000_000, 123_456_789, -1, -999, -1000, -1_234_567];
const usd = [...numbers, 0.4, 2.5, 999.5, 1249.49, -2.5, -1234.5];
// Midnight, noon, both sides of them, single- and double-digit days and months, a leap day.
const dates = [
  new Date(2026, 0, 1, 0, 0, 0),
  new Date(2026, 0, 1, 0, 5, 9),
  new Date(2026, 2, 4, 11, 59, 59),
  new Date(2026, 2, 4, 12, 0, 0),
  new Date(2026, 2, 4, 15, 7, 12),
  new Date(2024, 1, 29, 23, 30, 1),
  new Date(2025, 9, 10, 9, 9, 9),
  new Date(2025, 11, 31, 13, 45, 0),
  new Date(Date.UTC(2026, 5, 15, 0, 0, 0)),
  new Date(Date.UTC(2026, 5, 15, 23, 59, 59)),
];
const shortDate = { month: 'short', day: 'numeric', year: 'numeric' } as const;

describe('formatWholeNumber', () => {
  const intl = new Intl.NumberFormat('en-US');
  it.each(numbers)('shows %d as Intl does', (value) => {
    expect(formatWholeNumber(value)).toBe(intl.format(value));
  });
});

describe('formatWholeUsd', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  it.each(usd)('shows %d as Intl does', (value) => {
    expect(formatWholeUsd(value)).toBe(intl.format(value));
  });
});

describe.each([
  ['formatShortDate', formatShortDate, new Intl.DateTimeFormat('en-US', shortDate)],
  ['formatShortDateTime', formatShortDateTime, new Intl.DateTimeFormat('en-US', { ...shortDate, hour: 'numeric', minute: '2-digit' })],
  [
    'formatShortDateTimeWithSeconds',
    formatShortDateTimeWithSeconds,
    new Intl.DateTimeFormat('en-US', { ...shortDate, hour: 'numeric', minute: '2-digit', second: '2-digit' }),
  ],
  ['formatMonthAndYear', formatMonthAndYear, new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' })],
  ['formatLongUtcDate', formatLongUtcDate, new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })],
  ['formatShortUtcDay', formatShortUtcDay, new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })],
])('%s', (_name, format, intl) => {
  it.each(dates)('shows %p as Intl does', (date) => {
    expect(format(date)).toBe(intl.format(date));
  });
});
