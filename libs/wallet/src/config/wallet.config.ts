import { IsIn, IsOptional, IsString, Matches, MinLength, ValidateIf } from 'class-validator';
import { defineConfigSection, URL_OF } from '#platform';

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The wallet's environment variables: the test coupon and the payment provider. */
class WalletVariables {
  /** When set, this code (any letter case) grants 1000 VC once per user; unset, no coupon is valid. */
  @IsOptional() @IsString() @MinLength(1)
  TEST_COUPON_CODE?: string;

  /** `test` completes purchases at once without charging a card (the default outside production); `stripe` uses Stripe Checkout. */
  @IsOptional() @IsIn(PAYMENT_PROVIDERS, { message: 'PAYMENT_PROVIDER must be test or stripe' })
  PAYMENT_PROVIDER?: PaymentProviderName;

  @ValidateIf((env: WalletVariables) => env.PAYMENT_PROVIDER === 'stripe')
  @IsString() @MinLength(1, { message: 'STRIPE_SECRET_KEY is required with PAYMENT_PROVIDER=stripe' })
  STRIPE_SECRET_KEY?: string;

  @ValidateIf((env: WalletVariables) => env.PAYMENT_PROVIDER === 'stripe')
  @IsString() @MinLength(1, { message: 'STRIPE_WEBHOOK_SECRET is required with PAYMENT_PROVIDER=stripe' })
  STRIPE_WEBHOOK_SECRET?: string;

  /** Stripe's API (tests point it at a local fake). */
  @Matches(URL_OF('http|https'), { message: 'STRIPE_API_URL must be an http(s) URL' })
  STRIPE_API_URL = 'https://api.stripe.com';

  NODE_ENV?: string;
}

export interface StripeConfig {
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly apiUrl: string;
}

export interface WalletConfig {
  /** Lower-cased; null when no coupon is valid. */
  readonly testCouponCode: string | null;
  /** Null in production without PAYMENT_PROVIDER: purchases are refused rather than faked. */
  readonly paymentProvider: PaymentProviderName | null;
  /** Null unless the provider is stripe. */
  readonly stripe: StripeConfig | null;
}

export const walletConfig = defineConfigSection('wallet', WalletVariables, (env): WalletConfig => {
  const paymentProvider = env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? null : 'test');
  return {
    testCouponCode: env.TEST_COUPON_CODE?.trim().toLowerCase() || null,
    paymentProvider,
    stripe:
      paymentProvider === 'stripe' && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL.replace(/\/$/, '') }
        : null,
  };
});

export const WALLET_CONFIG = walletConfig.token;
