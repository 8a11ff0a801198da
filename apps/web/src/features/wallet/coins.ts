const wholeCoins = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** An amount of VibeCoins as the product shows it: rounded to whole VC (spec 2.13). */
export const formatCoins = (amount: number | string): string => `${wholeCoins.format(Math.round(Number(amount)))} VC`;
