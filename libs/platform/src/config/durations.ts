import { Duration } from 'luxon';
import { ValidateBy } from 'class-validator';

/**
 * The two shapes the security settings are written in:
 * a duration, whole seconds or a number with a unit (`90`, `90s`, `15m`, `24h`, `7d`), and
 * a rate limit, a count per duration (`20/1h`: 20 in any hour).
 */
const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;
type Unit = keyof typeof UNIT_SECONDS;

const DURATION = '([1-9]\\d{0,8})([smhd]?)';
export const DURATION_PATTERN = new RegExp(`^${DURATION}$`);
export const RATE_LIMIT_PATTERN = new RegExp(`^([1-9]\\d{0,8})/${DURATION}$`);

/** How many tries a limit lets through in each window of its length. */
export interface RateLimitRule {
  readonly points: number;
  readonly windowSeconds: number;
}

const secondsOf = (amount: string, unit: string): number => Number(amount) * (unit === '' ? 1 : UNIT_SECONDS[unit as Unit]);

/** Seconds of a duration that matched {@link DURATION_PATTERN}. */
export function parseDuration(text: string): number {
  const [, amount, unit] = DURATION_PATTERN.exec(text) ?? [];
  if (amount === undefined || unit === undefined) throw new Error(`Not a duration: ${text}`);
  return secondsOf(amount, unit);
}

/** The rule of a rate limit that matched {@link RATE_LIMIT_PATTERN}. */
export function parseRateLimit(text: string): RateLimitRule {
  const [, points, amount, unit] = RATE_LIMIT_PATTERN.exec(text) ?? [];
  if (points === undefined || amount === undefined || unit === undefined) throw new Error(`Not a rate limit: ${text}`);
  return { points: Number(points), windowSeconds: secondsOf(amount, unit) };
}

/** Milliseconds of an ISO-8601 duration above zero (`P30D`, `PT2S`); null when the text is not one. */
export function isoDurationMs(text: string): number | null {
  const duration = Duration.fromISO(text);
  return duration.isValid && duration.toMillis() > 0 ? duration.toMillis() : null;
}

/** A section variable holding an ISO-8601 duration above zero (`P30D`, `PT2S`). */
export const IsIsoDuration = (name: string): PropertyDecorator =>
  ValidateBy({
    name: 'isIsoDuration',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isoDurationMs(value) !== null,
      defaultMessage: () => `${name} must be an ISO-8601 duration above zero, such as P30D or PT10M`,
    },
  });
