import type { Provider, Type } from '@nestjs/common';
import type { Projection } from '#projections';

/** The ledger use cases of the admin module: their controllers, providers and read models. */
export const LEDGER_CONTROLLERS: readonly Type[] = [];
export const LEDGER_PROVIDERS: readonly Provider[] = [];
export const LEDGER_PROJECTIONS: readonly Projection[] = [];
