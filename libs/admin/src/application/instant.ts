import { isISO8601, ValidateBy } from 'class-validator';

/** A day (`2026-03-05`) or a moment with its offset (`2026-03-05T10:00:00Z`, `…+01:00`): never a local time, whose meaning would depend on the server. */
const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** A day alone: the filters read it as the whole UTC day. */
export const isDay = (text: string): boolean => text.length === 10;

/** Validates an ISO-8601 day or date-time with offset, a real one (no 30 February). */
export const IsInstant = (message: string): PropertyDecorator =>
  ValidateBy({
    name: 'isInstant',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && INSTANT.test(value) && isISO8601(value, { strict: true, strictSeparator: true }),
      defaultMessage: () => message,
    },
  });
