import { walletApi as generatedWalletApi } from './wallet.api.generated';

export type {
  BalanceResponse as Balance,
  VibeCoinPackageResponse as VibeCoinPackage,
  WalletTransactionResponse as WalletTransaction,
} from './wallet.api.generated';

/** The tag of every read of coins: any feature whose mutation moves coins invalidates it (a bounty, a submission, a claim). */
export const BALANCE_TAG = 'Balance';

/** The generated wallet endpoints plus caching: a coupon or a purchase refreshes the balance, the history and the current user. */
export const walletApi = generatedWalletApi.enhanceEndpoints({
  addTagTypes: [BALANCE_TAG, 'CurrentUser'],
  endpoints: {
    getBalance: { providesTags: [BALANCE_TAG] },
    listTransactions: { providesTags: [BALANCE_TAG] },
    redeemCoupon: { invalidatesTags: (result) => (result ? [BALANCE_TAG, 'CurrentUser'] : []) },
    buyVibeCoins: { invalidatesTags: (result) => (result ? [BALANCE_TAG, 'CurrentUser'] : []) },
  },
});

export const { useGetBalanceQuery, useListTransactionsQuery, useListPackagesQuery, useRedeemCouponMutation, useBuyVibeCoinsMutation } = walletApi;
