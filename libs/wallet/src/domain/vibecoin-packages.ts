/** A package of VibeCoins for sale (spec section 9): coins include the bonus; the rate is USD per coin. */
export interface VibeCoinPackage {
  readonly id: string;
  readonly usd: number;
  readonly vibeCoins: number;
  readonly bonus: number;
  readonly effectiveRate: number;
  readonly isPopular: boolean;
  readonly isBestValue: boolean;
}

const pack = (usd: number, vibeCoins: number, bonus: number, effectiveRate: number, flag: 'popular' | 'best' | null = null): VibeCoinPackage => ({
  id: `pack-${usd}`,
  usd,
  vibeCoins,
  bonus,
  effectiveRate,
  isPopular: flag === 'popular',
  isBestValue: flag === 'best',
});

/** The six packages, cheapest first. The server alone says what a package costs and gives. */
export const VIBECOIN_PACKAGES: readonly VibeCoinPackage[] = [
  pack(5, 25, 0, 0.2),
  pack(10, 51, 1, 0.196),
  pack(25, 130, 5, 0.192),
  pack(50, 260, 10, 0.192, 'popular'),
  pack(100, 525, 25, 0.19),
  pack(250, 1300, 50, 0.192, 'best'),
];

export const packageById = (id: string): VibeCoinPackage | undefined => VIBECOIN_PACKAGES.find((p) => p.id === id);
