import { BALANCE_TAG, CURRENT_USER_TAG } from '../../api/cache-tags';
import { walletApi as generatedWalletApi } from './wallet.api.generated';

export type {
  BalanceResponse as Balance,
  VibeCoinPackageResponse as VibeCoinPackage,
  WalletTransactionResponse as WalletTransaction,
} from './wallet.api.generated';


/** The generated wallet endpoints plus caching: a coupon or a purchase refreshes the balance, the history and the current user. */
export const walletApi = generatedWalletApi.enhanceEndpoints({
  addTagTypes: [BALANCE_TAG, CURRENT_USER_TAG],
  endpoints: {
    getBalance: { providesTags: [BALANCE_TAG] },
    listTransactions: { providesTags: [BALANCE_TAG] },
    redeemCoupon: { invalidatesTags: (result) => (result ? [BALANCE_TAG, CURRENT_USER_TAG] : []) },
    buyVibeCoins: { invalidatesTags: (result) => (result ? [BALANCE_TAG, CURRENT_USER_TAG] : []) },
  },
});

export const { useGetBalanceQuery, useListTransactionsQuery, useListPackagesQuery, useRedeemCouponMutation, useBuyVibeCoinsMutation } = walletApi;
