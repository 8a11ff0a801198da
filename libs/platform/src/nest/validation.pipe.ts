import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { FieldErrorBody } from './error-body.js';

function flatten(errors: ValidationError[], parent = ''): FieldErrorBody[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    // Decorators register bottom-up: reversed, the messages come in the order the DTO lists them,
    // so a missing field reports "… is required" before its format or length rules.
    const own = Object.values(e.constraints ?? {}).reverse().map((message) => ({ field, message }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/** Validates bodies and queries; a bad one answers 400 with the first message and the full list. */
export const createValidationPipe = (): ValidationPipe =>
  new ValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors);
      return new BadRequestException({ message: fieldErrors[0]?.message ?? 'The request is not valid', errors: fieldErrors });
    },
  });
