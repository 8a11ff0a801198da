import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { formatPosition, type EventStore } from '#eventstore';
import { EVENT_STORE, systemContext } from '#platform';
import { COUPON_COINS, fundWallet, signUp, type TestApp, appendEvents } from '#testing';
import { type MovementCause, ReserveCoinsCommand, walletStream } from '#wallet';

export interface PayeeReservation {
  readonly payer: { readonly id: string };
  readonly payee: { readonly id: string };
  readonly reservationId: string;
  readonly reserved: number;
  readonly cause: MovementCause;
}

/** An artist with the coupon's coins, `reserved` of them reserved for a submission to a curator, who has none. */
export async function reservationForPayee(app: TestApp, reserved: number): Promise<PayeeReservation> {
  const { agent: artist, user: payer } = await signUp(app);
  const { user: payee } = await signUp(app, { role: 'curator', curatorProfile: true });
  await fundWallet(artist);
  const reservationId = randomUUID();
  const cause: MovementCause = { kind: 'submission', submissionId: reservationId, songId: randomUUID(), playlistId: randomUUID() };
  await app.app.get(CommandBus).execute(new ReserveCoinsCommand(payer.id, reservationId, reserved, cause, systemContext('test')));
  return { payer, payee, reservationId, reserved, cause };
}

/**
 * The settle handler's first append alone: the payer's side of a transfer of `amount` and the release
 * of the rest, the payee not credited (a process that died between the two, docs/decisions/0010).
 * Answers the position of the `ReservationTransferred`.
 */
export async function transferWithoutCredit(app: TestApp, { payer, payee, reservationId, reserved, cause }: PayeeReservation, amount: number): Promise<string> {
  const totalAfter = COUPON_COINS - amount;
  await appendEvents(app, walletStream(payer.id), [
    { type: 'ReservationTransferred', data: { userId: payer.id, reservationId, amount, payeeId: payee.id, cause, totalAfter, reservedAfter: reserved - amount } },
    { type: 'ReservationReleased', data: { userId: payer.id, reservationId, amount: reserved - amount, reason: 'settled', cause, totalAfter, reservedAfter: 0 } },
  ]);
  const [transferred] = (await app.app.get<EventStore>(EVENT_STORE).readStream(walletStream(payer.id))).slice(-2);
  return formatPosition(transferred.position);
}
