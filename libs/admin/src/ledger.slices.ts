import type { Provider, Type } from '@nestjs/common';
import type { Projection } from '#projections';
import { WalletHistory } from './application/wallet-history.js';
import { ExportLedgerController } from './features/export-ledger/export-ledger.http.controller.js';
import { GetLedgerBalanceController } from './features/get-ledger-balance/get-ledger-balance.http.controller.js';
import { ListLedgerController } from './features/list-ledger/list-ledger.http.controller.js';
import { VerifyLedgerController } from './features/verify-ledger/verify-ledger.http.controller.js';
import { ledgerProjection } from './read-models/ledger/ledger.projection.js';
import { LedgerQuery } from './read-models/ledger/ledger.query.js';

/** The ledger use cases of the admin module: their controllers, providers and read models. */
export const LEDGER_CONTROLLERS: readonly Type[] = [ListLedgerController, ExportLedgerController, VerifyLedgerController, GetLedgerBalanceController];
export const LEDGER_PROVIDERS: readonly Provider[] = [LedgerQuery, WalletHistory];
export const LEDGER_PROJECTIONS: readonly Projection[] = [ledgerProjection];
