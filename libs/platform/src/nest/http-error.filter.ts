import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { WrongExpectedRevisionError } from '#eventstore';
import { DomainError, type DomainErrorKind } from '../event-sourcing/domain-error.js';
import type { FieldErrorBody } from './error-body.js';
import { isLostConnection } from './lost-connection.js';
import { StillShowingError } from './read-back.js';
import { TooManyRequestsError } from './too-many-requests.error.js';

const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  too_many_requests: HttpStatus.TOO_MANY_REQUESTS,
};

/** Fastify's own errors before a route's handler (body parsing, content length), carrying a status and a code. */
interface FastifyError extends Error {
  readonly statusCode: number;
  readonly code: string;
}
const isFastifyError = (e: unknown): e is FastifyError =>
  e instanceof Error && typeof (e as Partial<FastifyError>).statusCode === 'number' && typeof (e as Partial<FastifyError>).code === 'string';

// Fastify's messages name its internals ("content-type is set to 'application/json'"); these say what to fix.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON (Content-Type: application/json)',
};

export const SERVICE_UNAVAILABLE_MESSAGE = 'VibeMatch is briefly unavailable. Please try again in a moment.';

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
  if (error instanceof StillShowingError) {
    return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { message: error.message }, headers: { 'Retry-After': String(error.retryAfterSeconds) } };
  }
  if (error instanceof DomainError) return { status: STATUS_OF[error.kind], body: { ...error.details, message: error.message } };
  // Nest wraps Fastify's errors (body parsing), whose own messages name Fastify's internals.
  if (error instanceof HttpException && isFastifyError(error.cause)) return toErrorAnswer(error.cause);
  if (error instanceof HttpException) return fromHttpException(error);
  if (error instanceof WrongExpectedRevisionError) {
    return { status: HttpStatus.CONFLICT, body: { message: 'This was changed by another request at the same time. Please try again.' } };
  }
  if (isFastifyError(error) && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: { message: FASTIFY_MESSAGES[error.code] ?? 'The request could not be read' } };
  }
  if (isLostConnection(error)) return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { message: SERVICE_UNAVAILABLE_MESSAGE }, headers: { 'Retry-After': '5' } };
  return null;
}

/** Turns every error into the JSON answer `{message}` that the client reads (spec section 7). */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(error: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const answer = toErrorAnswer(error);
    if (answer) {
      // A lost database or Redis: the client is told to retry, operations should still hear of it.
      if (answer.status >= 500) this.logger.warn(error instanceof Error ? error.message : String(error));
      if (answer.headers) reply.headers(answer.headers);
      void reply.status(answer.status).send(answer.body);
      return;
    }
    this.logger.error(error instanceof Error ? error.stack : String(error));
    void reply.status(HttpStatus.INTERNAL_SERVER_ERROR).send({ message: 'Something went wrong on our side. Please try again.' });
  }
}
