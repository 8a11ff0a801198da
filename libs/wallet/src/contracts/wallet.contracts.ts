/**
 * The events of `wallet-<userId>` streams that other modules may consume (admin's ledger audit,
 * marketplace's process manager), published as they are stored, and the wallet's commands.
 */
export { WALLET_MOVEMENT_TYPES, walletStream } from '../domain/wallet.events.js';
export type { BalanceAfter, Coins, MovementCause, ReleaseReason, WalletEvent, WalletMovement, WalletMovementType } from '../domain/wallet.events.js';
export * from './wallet.commands.js';
export * from './wallet.responses.js';
/** The 409 of a shortfall (needed and available in the answer), for the modules whose requests reserve coins. */
export { InsufficientFunds } from '../domain/wallet.decide.js';
export { Balances, type LedgerTotals } from './balances.query.js';
