import { deciderSpecification } from '#testing';
import {
  AMOUNT_NOT_WHOLE, COUPON_ALREADY_REDEEMED, COUPON_NOT_VALID, insufficientFundsMessage, type ReplaceReservation, type ReserveCoins, type SettleReservation, walletDecider,
} from './wallet.decide.js';
import type { MovementCause, WalletEvent } from './wallet.events.js';
import { availableOf } from './wallet.state.js';

const spec = deciderSpecification(walletDecider);
const USER = 'artist-1';
const CURATOR = 'curator-1';
const bountyCause: MovementCause = { kind: 'bounty', bountyId: 'b1', songId: 's1', campaignId: null };

const credited = (amount: number, totalAfter = amount, movementId = 'coupon:vibe', reservedAfter = 0): WalletEvent => ({
  type: 'CoinsCredited',
  data: { userId: USER, movementId, amount, cause: { kind: 'coupon', code: 'vibe' }, totalAfter, reservedAfter },
});
const reserved = (reservationId: string, amount: number, totalAfter: number, reservedAfter: number): WalletEvent => ({
  type: 'CoinsReserved',
  data: { userId: USER, reservationId, amount, cause: bountyCause, totalAfter, reservedAfter },
});
const abandoned = (reservationId: string, reason: 'unfunded' | 'replaced', totalAfter: number, reservedAfter: number): WalletEvent => ({
  type: 'ReservationAbandoned',
  data: { userId: USER, reservationId, reason, totalAfter, reservedAfter },
});
const reserve = (amount: number, reservationId = 'b1'): ReserveCoins => ({ type: 'ReserveCoins', userId: USER, reservationId, amount, cause: bountyCause });
const settle = (payout: number | null, reservationId = 'b1', campaignId: string | null = null): SettleReservation => ({
  type: 'SettleReservation',
  userId: USER,
  reservationId,
  payout: payout === null ? null : { amount: payout, payeeId: CURATOR },
  reason: 'settled',
  campaignId,
});

describe('wallet: coupons', () => {
  const redeem = (code: string, validCode: string | null = 'vibe') => ({ type: 'RedeemCoupon' as const, userId: USER, code, validCode });

  it('credits 1000 VC for the server’s code, in any letter case and with spaces around it', () => {
    spec.given([]).when(redeem('  ViBe ')).then([credited(1000)]);
  });

  it('refuses a second redemption of the same coupon', () => {
    spec.given([credited(1000)]).when(redeem('VIBE')).thenRefuses('conflict', COUPON_ALREADY_REDEEMED);
  });

  it.each([
    ['another code', 'nope', 'vibe'],
    ['an empty code', '   ', 'vibe'],
    ['any code when the server has none', 'vibe', null],
  ])('refuses %s as not valid', (_case, code, validCode) => {
    spec.given([]).when(redeem(code, validCode)).thenRefuses('invalid', COUPON_NOT_VALID);
  });
});

describe('wallet: purchases', () => {
  const purchase = (coins: number) => ({ type: 'CreditPurchase' as const, userId: USER, purchaseId: 'p1', packageId: 'pack-10', provider: 'test', coins });
  const purchased: WalletEvent = {
    type: 'CoinsCredited',
    data: { userId: USER, movementId: 'p1', amount: 51, cause: { kind: 'purchase', purchaseId: 'p1', packageId: 'pack-10', provider: 'test' }, totalAfter: 51, reservedAfter: 0 },
  };

  it('credits a purchase once, whatever the number of retries', () => {
    spec.given([]).when(purchase(51)).then([purchased]);
    spec.given([purchased]).when(purchase(51)).thenNothingHappens();
  });

  it.each([0, -5, 2.5])('refuses to credit %p coins', (coins) => {
    spec.given([]).when(purchase(coins)).thenRefuses('invalid', AMOUNT_NOT_WHOLE);
  });
});

describe('wallet: reservations (escrow)', () => {
  it('reserves coins that are available: reserved grows, total stays', () => {
    spec.given([credited(100)]).when(reserve(60)).then([reserved('b1', 60, 100, 60)]);
  });

  it('reserves exactly what is available, and refuses one coin more with what was needed and what was available', () => {
    spec.given([credited(100), reserved('b0', 40, 100, 40)]).when(reserve(60)).then([reserved('b1', 60, 100, 100)]);
    spec
      .given([credited(100), reserved('b0', 40, 100, 40)])
      .when(reserve(61))
      .thenRefuses('conflict', insufficientFundsMessage(61, 60), { needed: 61, available: 60 });
  });

  it('changes nothing when the same reservation is asked again, held or already closed', () => {
    spec.given([credited(100), reserved('b1', 60, 100, 60)]).when(reserve(60)).thenNothingHappens();
    const released: WalletEvent = { type: 'ReservationReleased', data: { userId: USER, reservationId: 'b1', amount: 60, reason: 'cancelled', cause: bountyCause, totalAfter: 100, reservedAfter: 0 } };
    spec.given([credited(100), reserved('b1', 60, 100, 60), released]).when(reserve(60)).thenNothingHappens();
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses to reserve %p', (amount) => {
    spec.given([credited(100)]).when(reserve(amount)).thenRefuses('invalid', AMOUNT_NOT_WHOLE);
  });
});

describe('wallet: moving a reservation to a new total (a bounty’s new terms)', () => {
  const replace = (amount: number, from: string[] = ['b1'], reservationId = 'x1'): ReplaceReservation => ({ type: 'ReplaceReservation', userId: USER, from, reservationId, amount });
  const released = (reservationId: string, amount: number, totalAfter: number, reservedAfter: number): WalletEvent => ({
    type: 'ReservationReleased',
    data: { userId: USER, reservationId, amount, reason: 'replaced', cause: bountyCause, totalAfter, reservedAfter },
  });
  const funded = [credited(200), reserved('b1', 150, 200, 150)];

  it('reserves the difference of a higher total in one append, up to exactly what is available', () => {
    spec.given(funded).when(replace(200)).then([released('b1', 150, 200, 0), reserved('x1', 200, 200, 200)]);
  });

  it('releases the difference of a lower total at once', () => {
    const after = spec.given(funded).when(replace(60));
    after.then([released('b1', 150, 200, 0), reserved('x1', 60, 200, 60)]);
    expect(availableOf(after.stateAfter())).toBe(140);
  });

  it('refuses a difference above what is available, with what was needed and what was available', () => {
    spec.given(funded).when(replace(225)).thenRefuses('conflict', insufficientFundsMessage(75, 50), { needed: 75, available: 50 });
  });

  it('moves the open one of the bounty’s reservations, and changes nothing once moved, settled, or with none open', () => {
    const moved = [...funded, released('b1', 150, 200, 0), reserved('x1', 200, 200, 200)];
    spec.given(moved).when(replace(200)).thenNothingHappens();
    spec.given(moved).when(replace(100, ['b1', 'x1'], 'x2')).then([released('x1', 200, 200, 0), reserved('x2', 100, 200, 100)]);
    spec.given([...funded, { type: 'ReservationReleased', data: { userId: USER, reservationId: 'b1', amount: 150, reason: 'cancelled', cause: bountyCause, totalAfter: 200, reservedAfter: 0 } }])
      .when(replace(100)).thenNothingHappens();
  });

  it('closes what it was to move from when that was never held: a move into it arriving late then holds nothing (a refused change)', () => {
    // The refusal's restore (x1 back to r1) runs before the change's own move from b1 into x1.
    const restored = spec.given(funded).when(replace(150, ['x1'], 'r1'));
    restored.then([abandoned('x1', 'replaced', 200, 150)]);
    spec.given([...funded, abandoned('x1', 'replaced', 200, 150)]).when(replace(200)).thenNothingHappens();
  });
});

describe('wallet: settling a reservation', () => {
  const given = [credited(200), reserved('b1', 150, 200, 150)];

  it('pays part to the payee and releases the rest in one decision: never both reserved and paid', () => {
    const events = spec.given(given).when(settle(25, 'b1', 'c1'));
    const cause = { ...bountyCause, campaignId: 'c1' };
    events.then([
      { type: 'ReservationTransferred', data: { userId: USER, reservationId: 'b1', amount: 25, payeeId: CURATOR, cause, totalAfter: 175, reservedAfter: 125 } },
      { type: 'ReservationReleased', data: { userId: USER, reservationId: 'b1', amount: 125, reason: 'settled', cause, totalAfter: 175, reservedAfter: 0 } },
    ]);
    const after = events.stateAfter();
    expect({ total: after.total, reserved: after.reserved, available: availableOf(after) }).toEqual({ total: 175, reserved: 0, available: 175 });
  });

  it('releases everything when nothing is paid', () => {
    spec.given(given).when(settle(null)).then([
      { type: 'ReservationReleased', data: { userId: USER, reservationId: 'b1', amount: 150, reason: 'settled', cause: bountyCause, totalAfter: 200, reservedAfter: 0 } },
    ]);
  });

  it('settles once: a second settle changes nothing', () => {
    const settled = spec.given(given).when(settle(150));
    settled.then([
      { type: 'ReservationTransferred', data: { userId: USER, reservationId: 'b1', amount: 150, payeeId: CURATOR, cause: bountyCause, totalAfter: 50, reservedAfter: 0 } },
      { type: 'ReservationReleased', data: { userId: USER, reservationId: 'b1', amount: 0, reason: 'settled', cause: bountyCause, totalAfter: 50, reservedAfter: 0 } },
    ]);
    const twice = walletDecider.decide(settle(150), settled.stateAfter());
    expect(twice).toEqual([]);
  });

  it('closes a reservation never held without moving a coin: a reserve under its id arriving late holds nothing (a verdict that overtook it)', () => {
    const unheld = spec.given(given).when({ ...settle(null, 'never-held'), reason: 'unfunded' });
    unheld.then([abandoned('never-held', 'unfunded', 200, 150)]);
    expect(availableOf(unheld.stateAfter())).toBe(50);
    spec.given([...given, abandoned('never-held', 'unfunded', 200, 150)]).when(reserve(50, 'never-held')).thenNothingHappens();
    spec.given([...given, abandoned('never-held', 'unfunded', 200, 150)]).when(settle(null, 'never-held')).thenNothingHappens();
  });

  it.each([151, -1, 2.5])('refuses a payout of %p from a reservation of 150', (amount) => {
    spec.given(given).when(settle(amount)).thenRefuses('invalid', 'A payout must be between 0 and the 150 VC reserved');
  });
});

describe('wallet: receiving a payout', () => {
  const receive = { type: 'ReceiveTransfer' as const, userId: CURATOR, reservationId: 'b1', amount: 25, payerId: USER, cause: bountyCause };
  const received: WalletEvent = { type: 'TransferReceived', data: { ...receive, totalAfter: 25, reservedAfter: 0 } };
  const { type: _type, ...data } = receive;

  it('credits the payee once per reservation', () => {
    spec.given([]).when(receive).then([{ type: 'TransferReceived', data: { ...data, totalAfter: 25, reservedAfter: 0 } }]);
    spec.given([received]).when(receive).thenNothingHappens();
  });
});
