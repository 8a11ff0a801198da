import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '../event-sourcing/command-context.js';

/** The command context of an HTTP request: its actor, and a correlation id (the caller's x-request-id or a new one). */
export const RequestContext = createParamDecorator((_data: unknown, context: ExecutionContext): CommandContext => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const header = request.headers['x-request-id'];
  const correlationId = typeof header === 'string' && /^[\w-]{1,100}$/.test(header) ? header : randomUUID();
  return {
    actorId: request.user?.id ?? null,
    correlationId,
    causationId: `http:${request.method} ${request.routeOptions.url ?? request.url}`,
  };
});
