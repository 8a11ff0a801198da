import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { DomainError } from '../event-sourcing/domain-error.js';
import type { FieldErrorBody } from './error-body.js';

function flatten(errors: ValidationError[], parent = ''): FieldErrorBody[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    // Decorators register bottom-up: reversed, the messages come in the order the DTO lists them,
    // so a missing field reports "… is required" before its format or length rules.
    // A field's rules may share a message ("Email is required" for both missing and not a string): once each.
    const own = [...new Set(Object.values(e.constraints ?? {}).reverse())].map((message) => ({ field, message }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

export const UNSTORABLE_TEXT_MESSAGE = 'Text must be valid Unicode without NUL characters';
export const BODY_NOT_OBJECT_MESSAGE = 'The request body must be a JSON object';

/** Every body of the API is an object (a DTO class); JSON's other values (arrays, strings, null) are no request. */
const isNonObjectBody = (value: unknown, metadata: ArgumentMetadata): boolean =>
  metadata.type === 'body' && value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value));

/** Deeper than any request of the API nests; the class transformer recurses once a level, and far deeper would overflow its stack. */
const MAX_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body must not nest objects or arrays more than ${MAX_DEPTH} levels deep`;

/**
 * What unfits a request before any rule sees it: text PostgreSQL (jsonb and text) cannot store (NUL
 * characters, lone UTF-16 surrogates), or a nesting deeper than {@link MAX_DEPTH}. Null when fit.
 */
function unfitValue(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') || !value.isWellFormed() ? UNSTORABLE_TEXT_MESSAGE : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return TOO_DEEP_MESSAGE;
  for (const [key, inner] of Object.entries(value)) {
    const unfit = unfitValue(key, depth + 1) ?? unfitValue(inner, depth + 1);
    if (unfit) return unfit;
  }
  return null;
}

/**
 * Validates bodies, queries and parameters; a bad one answers 400 with the first message and the
 * full list. Text the database cannot store, and nesting no request has, are refused here first.
 */
class RequestValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (isNonObjectBody(value, metadata)) throw new DomainError('invalid', BODY_NOT_OBJECT_MESSAGE);
    const unfit = unfitValue(value);
    if (unfit) throw new DomainError('invalid', unfit);
    return super.transform(value, metadata);
  }
}

export const createValidationPipe = (): ValidationPipe =>
  new RequestValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors);
      return new DomainError('invalid', fieldErrors[0]?.message ?? 'The request is not valid', { errors: fieldErrors });
    },
  });
