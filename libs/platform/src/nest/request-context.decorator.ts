import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { CommandContext } from '../event-sourcing/command-context.js';
import type { SessionUser } from './session-auth.guard.js';

/** The command context of an HTTP request: its actor, and a correlation id (the caller's x-request-id or a new one). */
export const RequestContext = createParamDecorator((_data: unknown, context: ExecutionContext): CommandContext => {
  const request = context.switchToHttp().getRequest<Request>();
  const header = request.header('x-request-id');
  const correlationId = header && /^[\w-]{1,100}$/.test(header) ? header : randomUUID();
  return {
    actorId: (request.user as SessionUser | undefined)?.id ?? null,
    correlationId,
    causationId: `http:${request.method} ${request.route?.path ?? request.path}`,
  };
});
