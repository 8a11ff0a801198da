import { baseApi as api } from "../../api/base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    redeemCoupon: build.mutation<RedeemCouponApiResponse, RedeemCouponApiArg>({
      query: (queryArg) => ({
        url: `/api/add-vibecoins`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getBalance: build.query<GetBalanceApiResponse, GetBalanceApiArg>({
      query: () => ({ url: `/api/user/balance` }),
    }),
    listTransactions: build.query<
      ListTransactionsApiResponse,
      ListTransactionsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/wallet/transactions`,
        params: {
          limit: queryArg.limit,
          before: queryArg.before,
        },
      }),
    }),
    listPackages: build.query<ListPackagesApiResponse, ListPackagesApiArg>({
      query: () => ({ url: `/api/vibecoins/packages` }),
    }),
    buyVibeCoins: build.mutation<BuyVibeCoinsApiResponse, BuyVibeCoinsApiArg>({
      query: (queryArg) => ({
        url: `/api/vibecoins/purchases`,
        method: "POST",
        body: queryArg.buyVibeCoinsRequest,
        headers: {
          "Idempotency-Key": queryArg["Idempotency-Key"],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as walletApi };
export type RedeemCouponApiResponse = /** status 200  */ CouponRedeemedResponse;
export type RedeemCouponApiArg = RedeemCouponRequest;
export type GetBalanceApiResponse = /** status 200  */ BalanceResponse;
export type GetBalanceApiArg = void;
export type ListTransactionsApiResponse =
  /** status 200  */ WalletTransactionsPage;
export type ListTransactionsApiArg = {
  limit?: number;
  /** The nextCursor of the page before */
  before?: string;
};
export type ListPackagesApiResponse =
  /** status 200  */ VibeCoinPackagesResponse;
export type ListPackagesApiArg = void;
export type BuyVibeCoinsApiResponse = /** status 201  */ PurchaseResponse;
export type BuyVibeCoinsApiArg = {
  /** New for each purchase, the same on a retry: a retried purchase is credited once */
  "Idempotency-Key": string;
  buyVibeCoinsRequest: BuyVibeCoinsRequest;
};
export type BalanceResponse = {
  /** Every coin in the wallet, reserved ones included */
  total: number;
  /** Held in escrow for bounties and submissions */
  reserved: number;
  /** What can be spent: total − reserved */
  available: number;
};
export type CouponRedeemedResponse = {
  message: string;
  vibeCoinsAdded: number;
  /** The wallet right after the coupon */
  balance: BalanceResponse;
};
export type FieldErrorBody = {
  field: string;
  message: string;
};
export type ErrorBody = {
  message: string;
  errors?: FieldErrorBody[];
};
export type RedeemCouponRequest = {
  couponCode: string;
};
export type TitledRef = {
  id: string;
  /** Null when it was never known here */
  title: string | null;
};
export type WalletTransactionResponse = {
  id: string;
  /** credit: coins came in; reserve: set aside in escrow; release: back to available; payout: paid from a reservation to a curator; payout-received: paid to you */
  kind: "credit" | "reserve" | "release" | "payout" | "payout-received";
  cause: "coupon" | "purchase" | "bounty" | "submission";
  /** Why a reservation was released */
  releaseReason:
    | (
        | "cancelled"
        | "expired"
        | "rejected"
        | "refunded"
        | "settled"
        | "unfunded"
        | "replaced"
      )
    | null;
  /** Whole VC moved, never negative */
  amount: number;
  /** Change of the available coins (signed) */
  availableChange: number;
  /** Change of the total (signed) */
  totalChange: number;
  /** The wallet right after this movement */
  balanceAfter: BalanceResponse;
  occurredAt: string;
  song: (TitledRef | (null | null)) | null;
  playlist: (TitledRef | (null | null)) | null;
  bountyId: string | null;
  submissionId: string | null;
  campaignId: string | null;
  purchaseId: string | null;
  packageId: string | null;
  /** The other wallet of a payout */
  counterpartyId: string | null;
};
export type WalletTransactionsPage = {
  /** Newest first */
  items: WalletTransactionResponse[];
  /** Pass as `before` for the next (older) page; null at the end */
  nextCursor: string | null;
};
export type VibeCoinPackageResponse = {
  id: string;
  usd: number;
  /** Coins received, bonus included */
  vibeCoins: number;
  bonus: number;
  /** USD per coin */
  effectiveRate: number;
  isPopular: boolean;
  isBestValue: boolean;
};
export type VibeCoinPackagesResponse = {
  packages: VibeCoinPackageResponse[];
  /** Who takes the money; null when purchases are off */
  provider: string | null;
  /** No card is charged (the test provider) */
  testMode: boolean;
};
export type PurchaseResponse = {
  purchaseId: string;
  packageId: string;
  /** pending: pay on checkoutUrl; the coins come when the provider confirms */
  status: "completed" | "pending";
  vibeCoins: number;
  testMode: boolean;
  checkoutUrl: string | null;
  balance: BalanceResponse;
};
export type BuyVibeCoinsRequest = {
  packageId: string;
};
export const {
  useRedeemCouponMutation,
  useGetBalanceQuery,
  useListTransactionsQuery,
  useListPackagesQuery,
  useBuyVibeCoinsMutation,
} = injectedRtkApi;
