import { daysEndingOn, utcDay, utcDayRange } from './utc-days.js';

describe('the UTC days of the admin statistics', () => {
  it('takes the UTC day of a moment, whatever its offset says', () => {
    expect(utcDay(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(utcDay(new Date('2026-03-02T00:30:00+02:00'))).toBe('2026-03-01');
  });

  it('bounds a day from its first moment to the next day’s', () => {
    expect(utcDayRange(new Date('2026-03-01T23:59:59.999Z'))).toEqual({ start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-03-02T00:00:00Z') });
  });

  it('lists the days ending today, oldest first, across month, year and leap-day ends', () => {
    expect(daysEndingOn(new Date('2028-03-01T08:00:00Z'), 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(daysEndingOn(new Date('2027-01-01T00:00:00Z'), 2)).toEqual(['2026-12-31', '2027-01-01']);
    expect(daysEndingOn(new Date('2027-01-01T23:59:00Z'), 1)).toEqual(['2027-01-01']);
  });
});
