// What other features and the app may use of this feature; they import nothing else from its folder.
export { BuyVibeCoinsButton } from './buy-vibecoins-dialog';
export { formatCoins } from './coins';
export { useBalance } from './use-balance';
export { type Balance, useGetBalanceQuery } from './wallet.api';
