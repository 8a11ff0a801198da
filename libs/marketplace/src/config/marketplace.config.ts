import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { defineConfigSection, IsIsoDuration, isoDurationMs } from '#platform';

/** The marketplace's environment variables: how long bounties live, how long curators have to answer and to work. */
class MarketplaceVariables {
  /** How long a bounty stays open (spec section 9: 30 days). */
  @IsIsoDuration('BOUNTY_LIFETIME')
  BOUNTY_LIFETIME = 'P30D';

  /** How long a submission waits for the curator before it expires and is refunded in full. */
  @IsIsoDuration('SUBMISSION_RESPONSE_WINDOW')
  SUBMISSION_RESPONSE_WINDOW = 'P7D';

  /** How long a claimed campaign waits for its curator to accept it before it ends and the bounty reopens (decision 0018). */
  @IsIsoDuration('CAMPAIGN_ACCEPT_WINDOW')
  CAMPAIGN_ACCEPT_WINDOW = 'P3D';

  /** How long an accepted campaign has, from its acceptance, to be completed before it ends unpaid (decision 0018). */
  @IsIsoDuration('CAMPAIGN_COMPLETION_WINDOW')
  CAMPAIGN_COMPLETION_WINDOW = 'P14D';

  /** How many unfinished (claimed or accepted) campaigns one curator may hold at once. */
  @Transform(({ value }: { value: unknown }) => (value === undefined ? 10 : Number(value)))
  @IsInt({ message: 'CAMPAIGNS_PER_CURATOR must be a whole number' })
  @Min(1, { message: 'CAMPAIGNS_PER_CURATOR must be at least 1' })
  @Max(1000, { message: 'CAMPAIGNS_PER_CURATOR must be at most 1000' })
  CAMPAIGNS_PER_CURATOR = 10;

  /** How often the sweep looks for bounties and submissions past their time (the delayed jobs' safety net). */
  @IsIsoDuration('EXPIRY_SWEEP_INTERVAL')
  EXPIRY_SWEEP_INTERVAL = 'PT1M';
}

export interface MarketplaceConfig {
  readonly bountyLifetimeMs: number;
  readonly submissionResponseWindowMs: number;
  readonly expirySweepIntervalMs: number;
  readonly campaignAcceptWindowMs: number;
  readonly campaignCompletionWindowMs: number;
  readonly campaignsPerCurator: number;
}

const ms = (text: string): number => isoDurationMs(text) ?? 0;

export const marketplaceConfig = defineConfigSection('marketplace', MarketplaceVariables, (env): MarketplaceConfig => ({
  bountyLifetimeMs: ms(env.BOUNTY_LIFETIME),
  submissionResponseWindowMs: ms(env.SUBMISSION_RESPONSE_WINDOW),
  expirySweepIntervalMs: ms(env.EXPIRY_SWEEP_INTERVAL),
  campaignAcceptWindowMs: ms(env.CAMPAIGN_ACCEPT_WINDOW),
  campaignCompletionWindowMs: ms(env.CAMPAIGN_COMPLETION_WINDOW),
  campaignsPerCurator: env.CAMPAIGNS_PER_CURATOR,
}));

/** Inject with `@Inject(MARKETPLACE_CONFIG)`. */
export const MARKETPLACE_CONFIG = marketplaceConfig.token;
