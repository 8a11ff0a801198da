import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../event-sourcing/domain-error.js';

/** Who a session signs in: only the user id (handlers read everything else fresh). */
export interface SessionUser {
  readonly id: string;
}

export const AUTH_REQUIRED_MESSAGE = 'Unauthorized: please log in to continue';

/** Lets a request through only with a signed-in session; otherwise 401. */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!context.switchToHttp().getRequest<FastifyRequest>().user) throw new DomainError('unauthenticated', AUTH_REQUIRED_MESSAGE);
    return true;
  }
}

/** The signed-in user's id, or null for a visitor (for routes open to both). */
export const ViewerId = createParamDecorator((_data: unknown, context: ExecutionContext): string | null => {
  return context.switchToHttp().getRequest<FastifyRequest>().user?.id ?? null;
});

/** The signed-in user's id (use behind {@link SessionAuthGuard}). */
export const CurrentUserId = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const user = context.switchToHttp().getRequest<FastifyRequest>().user;
  if (!user) throw new DomainError('unauthenticated', AUTH_REQUIRED_MESSAGE);
  return user.id;
});
