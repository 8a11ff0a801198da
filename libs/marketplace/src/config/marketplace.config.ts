import { defineConfigSection, IsIsoDuration, isoDurationMs } from '#platform';

/** The marketplace's environment variables: how long bounties live and how long curators have to answer. */
class MarketplaceVariables {
  /** How long a bounty stays open (spec section 9: 30 days). */
  @IsIsoDuration('BOUNTY_LIFETIME')
  BOUNTY_LIFETIME = 'P30D';

  /** How long a submission waits for the curator before it expires and is refunded in full. */
  @IsIsoDuration('SUBMISSION_RESPONSE_WINDOW')
  SUBMISSION_RESPONSE_WINDOW = 'P7D';

  /** How often the sweep looks for bounties and submissions past their time (the delayed jobs' safety net). */
  @IsIsoDuration('EXPIRY_SWEEP_INTERVAL')
  EXPIRY_SWEEP_INTERVAL = 'PT1M';
}

export interface MarketplaceConfig {
  readonly bountyLifetimeMs: number;
  readonly submissionResponseWindowMs: number;
  readonly expirySweepIntervalMs: number;
}

const ms = (text: string): number => isoDurationMs(text) ?? 0;

export const marketplaceConfig = defineConfigSection('marketplace', MarketplaceVariables, (env): MarketplaceConfig => ({
  bountyLifetimeMs: ms(env.BOUNTY_LIFETIME),
  submissionResponseWindowMs: ms(env.SUBMISSION_RESPONSE_WINDOW),
  expirySweepIntervalMs: ms(env.EXPIRY_SWEEP_INTERVAL),
}));

/** Inject with `@Inject(MARKETPLACE_CONFIG)`. */
export const MARKETPLACE_CONFIG = marketplaceConfig.token;
