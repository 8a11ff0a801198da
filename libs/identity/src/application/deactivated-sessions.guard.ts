import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionUser } from '#platform';
import { UserSessions } from '../infrastructure/user-sessions.js';
import { UserLookup } from '../read-models/users/user.lookup.js';

/**
 * Every route, before its own guards (registered as APP_GUARD): a session whose account an admin
 * has deactivated is signed out, and the request goes on as a visitor's (so a route that needs a
 * session answers 401). The deactivation ends every session it finds; this catches one it could
 * not: a sign-in that read the account just before the deactivation and recorded its session just
 * after, or a request that saved its session again as it was being ended (docs/decisions/0013).
 * Read from the users read model, which the deactivating request waited for.
 */
@Injectable()
export class DeactivatedSessionsGuard implements CanActivate {
  constructor(
    private readonly users: UserLookup,
    private readonly sessions: UserSessions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const user = request.isAuthenticated?.() ? (request.user as SessionUser | undefined) : undefined;
    if (user && (await this.users.byId(user.id))?.isActive === false) await this.sessions.endCurrent(request);
    return true;
  }
}
