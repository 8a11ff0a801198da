import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '../event-sourcing/domain-error.js';

/** What passport keeps of a signed-in user in the session. */
export interface SessionUser {
  readonly id: string;
}

export const AUTH_REQUIRED_MESSAGE = 'Unauthorized: please log in to continue';

/** Lets a request through only with a signed-in session; otherwise 401. */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.isAuthenticated?.() || !request.user) throw new DomainError('unauthenticated', AUTH_REQUIRED_MESSAGE);
    return true;
  }
}

/** The signed-in user's id, or null for a visitor (for routes open to both). */
export const ViewerId = createParamDecorator((_data: unknown, context: ExecutionContext): string | null => {
  const request = context.switchToHttp().getRequest<Request>();
  return request.isAuthenticated?.() ? ((request.user as SessionUser | undefined)?.id ?? null) : null;
});

/** The signed-in user's id (use behind {@link SessionAuthGuard}). */
export const CurrentUserId = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const user = context.switchToHttp().getRequest<Request>().user as SessionUser | undefined;
  if (!user) throw new DomainError('unauthenticated', AUTH_REQUIRED_MESSAGE);
  return user.id;
});
