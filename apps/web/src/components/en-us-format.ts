// The numbers and dates the product shows, as Intl's 'en-US' formats show them, without Intl: a
// page's first Intl formatter loads the browser's locale data (ICU), 30 to 150 ms of main thread
// on a mid-range machine, four times that on Lighthouse's mobile, and most pages show a balance or
// a date in their first paint. These formats are fixed, so they are written out here;
// en-us-format.spec.ts checks them against Intl.

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** A whole number with thousands separators ("1,247"), as `Intl.NumberFormat('en-US')`. */
export function formatWholeNumber(value: number): string {
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** Whole US dollars ("$1,250"), as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })`. */
export function formatWholeUsd(value: number): string {
  // Intl rounds halves away from zero; Math.round rounds them up.
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded < 0 ? `-$${formatWholeNumber(-rounded)}` : `$${formatWholeNumber(rounded)}`;
}

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const localDay = (date: Date): CalendarDay => ({ year: date.getFullYear(), month: date.getMonth(), day: date.getDate() });
const utcDay = (date: Date): CalendarDay => ({ year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() });
const shortDate = ({ year, month, day }: CalendarDay): string => `${SHORT_MONTHS[month]} ${day}, ${year}`;

const twoDigits = (value: number): string => String(value).padStart(2, '0');
/** "3:07" or "3:07:12", then "PM": the 12-hour clock of the browser's time zone. */
function clockTime(date: Date, withSeconds: boolean): string {
  const hours = date.getHours();
  const seconds = withSeconds ? `:${twoDigits(date.getSeconds())}` : '';
  return `${hours % 12 || 12}:${twoDigits(date.getMinutes())}${seconds} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Mar 4, 2026" in the browser's time zone: `{ month: 'short', day: 'numeric', year: 'numeric' }`. */
export const formatShortDate = (date: Date): string => shortDate(localDay(date));

/** "Mar 4, 2026, 3:07 PM" in the browser's time zone: the short date with `hour: 'numeric', minute: '2-digit'`. */
export const formatShortDateTime = (date: Date): string => `${formatShortDate(date)}, ${clockTime(date, false)}`;

/** "Mar 4, 2026, 3:07:12 PM" in the browser's time zone: the short date and time with `second: '2-digit'`. */
export const formatShortDateTimeWithSeconds = (date: Date): string => `${formatShortDate(date)}, ${clockTime(date, true)}`;

/** "March 2026" in the browser's time zone: `{ month: 'long', year: 'numeric' }`. */
export function formatMonthAndYear(date: Date): string {
  const { year, month } = localDay(date);
  return `${LONG_MONTHS[month]} ${year}`;
}

/** "March 4, 2026" in UTC: `{ dateStyle: 'long', timeZone: 'UTC' }`. */
export function formatLongUtcDate(date: Date): string {
  const { year, month, day } = utcDay(date);
  return `${LONG_MONTHS[month]} ${day}, ${year}`;
}

/** "Mar 4" in UTC: `{ month: 'short', day: 'numeric', timeZone: 'UTC' }`. */
export function formatShortUtcDay(date: Date): string {
  const { month, day } = utcDay(date);
  return `${SHORT_MONTHS[month]} ${day}`;
}
