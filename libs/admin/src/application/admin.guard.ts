import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError, SessionAuthGuard, type SessionUser } from '#platform';
import { AdminAccess, ADMINS_ONLY } from '../contracts/admin-access.js';

/** Every /api/admin/* route: 401 without a session, 403 for anyone but an active admin. */
@Injectable()
export class AdminGuard implements CanActivate {
  private readonly session = new SessionAuthGuard();

  constructor(private readonly access: AdminAccess) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    this.session.canActivate(context);
    const user = context.switchToHttp().getRequest<FastifyRequest>().user as SessionUser;
    if (!(await this.access.isAdmin(user.id))) throw new DomainError('forbidden', ADMINS_ONLY);
    return true;
  }
}
