import { defineConfigSection, IsIsoDuration, isoDurationMs } from '#platform';

/** The admin module's environment variables: how long the ledger audit lets a payout stay in flight. */
class AdminVariables {
  /** A payout paid out of a reservation longer ago than this and not yet received breaks `payout_stuck`. */
  @IsIsoDuration('LEDGER_IN_FLIGHT_LIMIT')
  LEDGER_IN_FLIGHT_LIMIT = 'PT5M';
}

export interface AdminConfig {
  readonly ledgerInFlightLimitMs: number;
}

export const adminConfig = defineConfigSection('admin', AdminVariables, (env): AdminConfig => ({
  ledgerInFlightLimitMs: isoDurationMs(env.LEDGER_IN_FLIGHT_LIMIT) ?? 0,
}));

/** Inject with `@Inject(ADMIN_CONFIG)`. */
export const ADMIN_CONFIG = adminConfig.token;
