import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '#eventstore';
import { ProcessManager, systemContext } from '#platform';
import { receivePayoutOf } from '../../application/receive-payout.js';
import { Wallets } from '../../application/wallets.js';
import type { WalletEvent } from '../../domain/wallet.events.js';

type PaidOut = Extract<WalletEvent, { type: 'ReservationPaidOut' }>;

export const PAYOUTS_PROCESS = 'wallet-payouts';

/**
 * The payee's side of every payout, after a crash between the payer's `ReservationPaidOut` and the
 * credit that the settle handler makes at once: the payee's wallet records each payout once (its
 * `received` set), so the usual case, where the credit is already there, appends nothing.
 */
@Injectable()
export class PayoutsProcessManager extends ProcessManager {
  protected readonly name = PAYOUTS_PROCESS;
  protected readonly types = ['ReservationPaidOut'];

  constructor(private readonly wallets: Wallets) {
    super();
  }

  protected async handle(event: RecordedEvent): Promise<void> {
    await this.wallets.apply(receivePayoutOf(event as RecordedEvent & PaidOut), systemContext(PAYOUTS_PROCESS));
  }
}
