import type { Provider, Type } from '@nestjs/common';
import type { Projection } from '#projections';
import { ACCOUNTS_CONTROLLERS, ACCOUNTS_PROVIDERS } from './accounts.slices.js';
import { LEDGER_CONTROLLERS, LEDGER_PROJECTIONS, LEDGER_PROVIDERS } from './ledger.slices.js';
import { OPERATIONS_CONTROLLERS, OPERATIONS_PROVIDERS } from './operations.slices.js';
import { PEOPLE_CONTROLLERS, PEOPLE_PROJECTIONS, PEOPLE_PROVIDERS } from './people.slices.js';

/**
 * The admin module's use cases in four groups, each listed in a file of its own: people and
 * statistics, account management, the ledger audit, operations (events, projections, queues).
 */
export const ADMIN_CONTROLLERS: readonly Type[] = [...PEOPLE_CONTROLLERS, ...ACCOUNTS_CONTROLLERS, ...LEDGER_CONTROLLERS, ...OPERATIONS_CONTROLLERS];
export const ADMIN_PROVIDERS: readonly Provider[] = [...PEOPLE_PROVIDERS, ...ACCOUNTS_PROVIDERS, ...LEDGER_PROVIDERS, ...OPERATIONS_PROVIDERS];
export const ADMIN_PROJECTIONS: readonly Projection[] = [...PEOPLE_PROJECTIONS, ...LEDGER_PROJECTIONS];
