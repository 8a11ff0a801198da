import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { WrongExpectedRevisionError } from '#eventstore';
import { DomainError, type DomainErrorKind } from '../event-sourcing/domain-error.js';
import type { FieldErrorBody } from './error-body.js';
import { TooManyRequestsError } from './too-many-requests.error.js';

const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  too_many_requests: HttpStatus.TOO_MANY_REQUESTS,
};

/** Errors of Express's body parser (http-errors carrying a status and a type). */
interface BodyParserError extends Error {
  readonly status: number;
  readonly type: string;
}
const isBodyParserError = (e: unknown): e is BodyParserError =>
  e instanceof Error && typeof (e as Partial<BodyParserError>).status === 'number' && typeof (e as Partial<BodyParserError>).type === 'string';

const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON',
  'entity.too.large': 'The request body is too large',
  'encoding.unsupported': 'The request body encoding is not supported',
  'charset.unsupported': 'The request body charset is not supported',
};

interface ErrorAnswer {
  status: number;
  body: { message: string; errors?: FieldErrorBody[] } & Record<string, unknown>;
  headers?: Readonly<Record<string, string>>;
}

function fromHttpException(error: HttpException): ErrorAnswer {
  const response = error.getResponse();
  if (typeof response === 'string') return { status: error.getStatus(), body: { message: response } };
  const { message, errors } = response as { message?: string | string[]; errors?: FieldErrorBody[] };
  const text = Array.isArray(message) ? message[0] : (message ?? error.message);
  return { status: error.getStatus(), body: errors ? { message: text, errors } : { message: text } };
}

export function toErrorAnswer(error: unknown): ErrorAnswer | null {
  if (error instanceof TooManyRequestsError) {
    return { status: HttpStatus.TOO_MANY_REQUESTS, body: { message: error.message }, headers: { 'Retry-After': String(error.retryAfterSeconds) } };
  }
  if (error instanceof DomainError) return { status: STATUS_OF[error.kind], body: { ...error.details, message: error.message } };
  // Nest wraps the body parser's errors, whose own messages ("Unexpected end of JSON input") say little.
  if (error instanceof HttpException && isBodyParserError(error.cause)) return toErrorAnswer(error.cause);
  if (error instanceof HttpException) return fromHttpException(error);
  if (error instanceof WrongExpectedRevisionError) {
    return { status: HttpStatus.CONFLICT, body: { message: 'This was changed by another request at the same time. Please try again.' } };
  }
  if (isBodyParserError(error) && error.status >= 400 && error.status < 500) {
    return { status: error.status, body: { message: BODY_PARSER_MESSAGES[error.type] ?? 'The request body could not be read' } };
  }
  return null;
}

/** Turns every error into the JSON answer `{message}` that the client reads (spec section 7). */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const answer = toErrorAnswer(error);
    if (answer) {
      if (answer.headers) response.set(answer.headers);
      response.status(answer.status).json(answer.body);
      return;
    }
    this.logger.error(error instanceof Error ? error.stack : String(error));
    response.status(HttpStatus.INTERNAL_SERVER_ERROR).json({ message: 'Something went wrong on our side. Please try again.' });
  }
}
