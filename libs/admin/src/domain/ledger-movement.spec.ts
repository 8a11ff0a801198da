import { balanceAt, type LedgerMovement, type LoggedMovement } from './ledger-movement.js';

const USER = 'user';
const logged = (occurredAt: string, movement: LedgerMovement, position: string): LoggedMovement => ({ movement, position, occurredAt });

/** A coupon, a bounty reserved, paid out in part and released, then a payout received: the figures each records are deliberately wrong, since the fold counts amounts. */
const WALLET: readonly LoggedMovement[] = [
  logged('2026-03-01T10:00:00.000Z', { type: 'CoinsCredited', data: { userId: USER, amount: 1000, totalAfter: 0, reservedAfter: 0 } }, '1/1'),
  logged('2026-03-02T10:00:00.000Z', { type: 'CoinsReserved', data: { userId: USER, reservationId: 'b', amount: 150, totalAfter: 0, reservedAfter: 0 } }, '2/1'),
  logged('2026-03-03T10:00:00.000Z', { type: 'ReservationTransferred', data: { userId: USER, reservationId: 'b', amount: 25, payeeId: 'c', totalAfter: 0, reservedAfter: 0 } }, '3/1'),
  logged('2026-03-03T10:00:00.000Z', { type: 'ReservationReleased', data: { userId: USER, reservationId: 'b', amount: 125, totalAfter: 0, reservedAfter: 0 } }, '3/2'),
  logged('2026-03-04T10:00:00.000Z', { type: 'TransferReceived', data: { userId: USER, reservationId: 'x', amount: 40, payerId: 'p', totalAfter: 0, reservedAfter: 0 } }, '4/1'),
];

describe('balanceAt', () => {
  it.each([
    ['before the first movement', '2026-02-28T00:00:00Z', { total: 0, reserved: 0, eventsCounted: 0, lastPosition: null }],
    ['at the coupon, counting it', '2026-03-01T10:00:00Z', { total: 1000, reserved: 0, eventsCounted: 1, lastPosition: '1/1' }],
    ['after the reservation', '2026-03-02T12:00:00Z', { total: 1000, reserved: 150, eventsCounted: 2, lastPosition: '2/1' }],
    ['after the payout and its release', '2026-03-03T23:59:59Z', { total: 975, reserved: 0, eventsCounted: 4, lastPosition: '3/2' }],
    ['after everything', '2026-12-31T00:00:00Z', { total: 1015, reserved: 0, eventsCounted: 5, lastPosition: '4/1' }],
  ])('folds the amounts %s', (_case, at, expected) => {
    expect(balanceAt(WALLET, new Date(at))).toEqual(expected);
  });

  it('stops at the first movement after the moment, in stream order', () => {
    const late = logged('2026-03-05T00:00:00.000Z', { type: 'CoinsCredited', data: { userId: USER, amount: 5, totalAfter: 0, reservedAfter: 0 } }, '0/9');
    expect(balanceAt([late, ...WALLET], new Date('2026-03-04T00:00:00Z'))).toMatchObject({ total: 0, eventsCounted: 0 });
  });
});
