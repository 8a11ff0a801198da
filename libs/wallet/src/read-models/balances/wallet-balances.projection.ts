import { defineProjection, table } from '#projections';
import type { WalletMovement } from '../../domain/wallet.events.js';
import { LedgerTotal, WHOLE_LEDGER } from './ledger-total.entity.js';
import { WALLET_BALANCES_SCHEMA, WalletBalance } from './wallet-balance.entity.js';

export const WALLET_BALANCES_PROJECTION = 'wallet-balances';

/** Every wallet event carries the balance after it: the row is that balance, whatever the event. */
const balanceAfter = (_row: unknown, { data }: { data: WalletMovement['data'] }) => ({
  userId: data.userId,
  total: data.totalAfter,
  reserved: data.reservedAfter,
});

type Totals = Pick<LedgerTotal, 'id' | 'credited' | 'inFlight'>;
const moved = (row: Totals | undefined, credited: number, inFlight: number): Totals => ({
  id: WHOLE_LEDGER,
  credited: Number(row?.credited ?? 0) + credited,
  inFlight: Number(row?.inFlight ?? 0) + inFlight,
});

/** The balance a user sees (navigation, balance page), read in one row instead of folding the wallet stream. */
export const walletBalancesProjection = defineProjection({
  name: WALLET_BALANCES_PROJECTION,
  // 2: the whole ledger's totals (coins credited, coins in flight) beside the balances.
  version: 2,
  schema: WALLET_BALANCES_SCHEMA,
  tables: [
    table<WalletBalance, WalletMovement>({
      entity: WalletBalance,
      key: (event) => ({ userId: event.data.userId }),
      on: {
        CoinsCredited: balanceAfter,
        CoinsReserved: balanceAfter,
        ReservationReleased: balanceAfter,
        ReservationTransferred: balanceAfter,
        TransferReceived: balanceAfter,
      },
    }),
    table<LedgerTotal, WalletMovement>({
      entity: LedgerTotal,
      key: () => ({ id: WHOLE_LEDGER }),
      on: {
        CoinsCredited: (row, { data }) => moved(row, data.amount, 0),
        ReservationTransferred: (row, { data }) => moved(row, 0, data.amount),
        TransferReceived: (row, { data }) => moved(row, 0, -data.amount),
      },
    }),
  ],
});
