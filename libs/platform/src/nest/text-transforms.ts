import { Transform } from 'class-transformer';

const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/** Trims a text field before validation; a value of another type passes on to the validators, which refuse it. */
export const Trim = (): PropertyDecorator => Transform(({ value }: { value: unknown }) => trimmed(value));

/** Trims a text field, and turns blank text into null, which clears an optional field. */
export const TrimToNull = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => {
    const text = trimmed(value);
    return text === '' ? null : text;
  });
