import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountStreamAdminAccess } from './application/admin-access.js';
import { AdminGuard } from './application/admin.guard.js';
import { ADMIN_CONTROLLERS, ADMIN_PROVIDERS } from './admin.slices.js';
import { AdminAccess } from './contracts/admin-access.js';

/**
 * Administration. Reads other modules only through their published events and contracts; writes
 * to accounts go through identity's commands. Every route is behind {@link AdminGuard}.
 */
@Module({
  imports: [CqrsModule],
  controllers: [...ADMIN_CONTROLLERS],
  providers: [{ provide: AdminAccess, useClass: AccountStreamAdminAccess }, AdminGuard, ...ADMIN_PROVIDERS],
  exports: [AdminAccess, AdminGuard],
})
export class AdminModule {}
