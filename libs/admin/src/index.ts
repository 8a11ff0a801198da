import type { ModuleDefinition } from '#platform';
import { AdminModule } from './admin.module.js';
import { adminConfig } from './config/admin.config.js';
import { ADMIN_PROJECTIONS } from './admin.slices.js';

/** Administration: platform statistics, account management, the VibeCoin ledger audit, event replay. */
export const adminModule: ModuleDefinition = {
  name: 'admin',
  nestModule: () => ({ module: AdminModule }),
  projections: ADMIN_PROJECTIONS,
  config: adminConfig,
};

export * from './contracts/admin-access.js';
export * from './contracts/admin.responses.js';
export * from './contracts/projection-verification.responses.js';
