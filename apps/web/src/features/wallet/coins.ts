import { formatWholeNumber } from '../../components/en-us-format';
/** An amount of VibeCoins as the product shows it: rounded to whole VC (spec 2.13). */
export const formatCoins = (amount: number | string): string => `${formatWholeNumber(Math.round(Number(amount)))} VC`;
