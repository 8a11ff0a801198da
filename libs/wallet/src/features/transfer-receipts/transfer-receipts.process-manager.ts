import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '#eventstore';
import { ProcessManager, systemContext } from '#platform';
import { receiveTransferOf } from '../../application/receive-transfer.js';
import { Wallets } from '../../application/wallets.js';
import type { WalletEvent } from '../../domain/wallet.events.js';

type Transferred = Extract<WalletEvent, { type: 'ReservationTransferred' }>;

/**
 * The name its checkpoint is stored under, kept from before the events were renamed (issue 22):
 * a new name would start a new checkpoint and handle the whole log again.
 */
export const TRANSFER_RECEIPTS_PROCESS = 'wallet-payouts';

/**
 * The payee's side of every transfer, after a crash between the payer's `ReservationTransferred`
 * and the credit that the settle handler makes at once: the payee's wallet records each transfer
 * once (its `received` set), so the usual case, where the credit is already there, appends nothing.
 */
@Injectable()
export class TransferReceiptsProcessManager extends ProcessManager {
  protected readonly name = TRANSFER_RECEIPTS_PROCESS;
  protected readonly types = ['ReservationTransferred'];

  constructor(private readonly wallets: Wallets) {
    super();
  }

  protected async handle(event: RecordedEvent): Promise<void> {
    await this.wallets.apply(receiveTransferOf(event as RecordedEvent & Transferred), systemContext(TRANSFER_RECEIPTS_PROCESS));
  }
}
