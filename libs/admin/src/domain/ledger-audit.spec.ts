import { MAX_LISTED_VIOLATIONS, verifyLedger, type LedgerViolation } from './ledger-audit.js';
import type { LedgerMovement } from './ledger-movement.js';

const ARTIST = 'artist';
const CURATOR = 'curator';

/** The figures a movement records after itself: [total, reserved]. */
type After = readonly [number, number];
const after = ([totalAfter, reservedAfter]: After) => ({ totalAfter, reservedAfter });

const credit = (userId: string, amount: number, figures: After): LedgerMovement => ({ type: 'CoinsCredited', data: { userId, amount, ...after(figures) } });
const reserve = (userId: string, reservationId: string, amount: number, figures: After): LedgerMovement => ({
  type: 'CoinsReserved',
  data: { userId, reservationId, amount, ...after(figures) },
});
const release = (userId: string, reservationId: string, amount: number, figures: After): LedgerMovement => ({
  type: 'ReservationReleased',
  data: { userId, reservationId, amount, ...after(figures) },
});
const payOut = (userId: string, reservationId: string, amount: number, payeeId: string, figures: After): LedgerMovement => ({
  type: 'ReservationPaidOut',
  data: { userId, reservationId, amount, payeeId, ...after(figures) },
});
const receive = (userId: string, reservationId: string, amount: number, payerId: string, figures: After): LedgerMovement => ({
  type: 'PayoutReceived',
  data: { userId, reservationId, amount, payerId, ...after(figures) },
});

/**
 * A whole history: a coupon, a submission paid in part, a bounty cancelled, a purchase, a bounty
 * paid in full whose payee has not received it yet (in flight), and a reservation still open.
 */
const CLEAN: readonly LedgerMovement[] = [
  credit(ARTIST, 1000, [1000, 0]),
  reserve(ARTIST, 'sub-1', 150, [1000, 150]),
  payOut(ARTIST, 'sub-1', 25, CURATOR, [975, 125]),
  release(ARTIST, 'sub-1', 125, [975, 0]),
  receive(CURATOR, 'sub-1', 25, ARTIST, [25, 0]),
  reserve(ARTIST, 'bounty-1', 25, [975, 25]),
  release(ARTIST, 'bounty-1', 25, [975, 0]),
  credit(CURATOR, 260, [285, 0]),
  reserve(ARTIST, 'bounty-2', 150, [975, 150]),
  payOut(ARTIST, 'bounty-2', 150, CURATOR, [825, 0]),
  release(ARTIST, 'bounty-2', 0, [825, 0]),
  reserve(ARTIST, 'sub-2', 40, [825, 40]),
];

const positioned = (movements: readonly LedgerMovement[]) => movements.map((movement, i) => ({ movement, position: `${i}/${i}` }));
const verify = (movements: readonly LedgerMovement[]) => verifyLedger(positioned(movements));
/** The violations of the clean history with `extra` appended after it. */
const violationsAfter = (...extra: LedgerMovement[]) => verify([...CLEAN, ...extra]).violations;
/** Where the first event appended after the clean history stands. */
const NEXT = `${CLEAN.length}/${CLEAN.length}`;
const at = (rule: LedgerViolation['rule'], userId: string, position = NEXT) => expect.objectContaining({ rule, userId, position });

describe('verifyLedger', () => {
  it('passes a whole history, counting the payout in flight as held', () => {
    expect(verify(CLEAN)).toEqual({
      ok: true,
      credited: 1260,
      held: 1260,
      reserved: 40,
      paidOut: 175,
      eventsChecked: 12,
      checkedUpTo: '11/11',
      violations: [],
    });
  });

  it('passes an empty log', () => {
    expect(verify([])).toEqual({ ok: true, credited: 0, held: 0, reserved: 0, paidOut: 0, eventsChecked: 0, checkedUpTo: null, violations: [] });
  });

  it('conservation: coins that came from nowhere (a payout received that nobody paid) break it', () => {
    const verdict = verify([...CLEAN, receive(CURATOR, 'sub-9', 70, ARTIST, [355, 0])]);
    expect(verdict).toMatchObject({ ok: false, credited: 1260, held: 1330 });
    expect(verdict.violations).toEqual([at('payout_unmatched', CURATOR), at('conservation', CURATOR)]);
    expect(verdict.violations[1].message).toBe('The wallets hold 1180 VC and 150 VC are on their way to payees: 1330 VC, but 1260 VC were credited');
  });

  it('conservation: reported where the imbalance appears, not again at every later event', () => {
    const violations = violationsAfter(receive(CURATOR, 'sub-9', 70, ARTIST, [355, 0]), credit(ARTIST, 5, [830, 40]), receive(CURATOR, 'bounty-2', 150, ARTIST, [505, 0]));
    expect(violations.map((v) => v.rule)).toEqual(['payout_unmatched', 'conservation']);
  });

  it('negative_available: a reservation above the available coins', () => {
    expect(violationsAfter(reserve(ARTIST, 'sub-3', 900, [825, 940]))).toEqual([at('negative_available', ARTIST)]);
    expect(violationsAfter(reserve(ARTIST, 'sub-3', 900, [825, 940]))[0].message).toBe('CoinsReserved leaves the wallet with -115 VC available');
  });

  it('negative_available: reported where it goes below 0, not again while it stays there', () => {
    expect(violationsAfter(reserve(ARTIST, 'sub-3', 900, [825, 940]), reserve(ARTIST, 'sub-4', 10, [825, 950])).map((v) => v.rule)).toEqual(['negative_available']);
  });

  it('negative_reserved: a release of more than the wallet holds in escrow', () => {
    expect(violationsAfter(release(ARTIST, 'sub-2', 50, [825, -10]))).toEqual([at('reservation_overdrawn', ARTIST), at('negative_reserved', ARTIST)]);
  });

  it('negative_total: a payout of coins the wallet does not have', () => {
    const violations = violationsAfter(reserve('newcomer', 'sub-5', 30, [0, 30]), payOut('newcomer', 'sub-5', 30, CURATOR, [-30, 0]));
    expect(violations).toEqual([at('negative_available', 'newcomer'), at('negative_total', 'newcomer', `${CLEAN.length + 1}/${CLEAN.length + 1}`)]);
  });

  it('invalid_amount: a fraction or a negative amount of coins', () => {
    expect(violationsAfter(credit(ARTIST, 2.5, [825, 40]))).toEqual([at('invalid_amount', ARTIST)]);
    expect(violationsAfter(reserve(ARTIST, 'sub-3', -5, [825, 40]))).toEqual([at('invalid_amount', ARTIST)]);
    expect(violationsAfter(release(ARTIST, 'sub-2', 0, [825, 40]))).toEqual([at('reservation_not_emptied', ARTIST)]);
  });

  it('reservation_reopened: the same reservation reserved twice', () => {
    expect(violationsAfter(reserve(ARTIST, 'sub-2', 40, [825, 80]))).toEqual([at('reservation_reopened', ARTIST)]);
  });

  it('reservation_closed_twice: a reservation released again, or paid out after it closed', () => {
    expect(violationsAfter(release(ARTIST, 'bounty-1', 25, [825, 15]))).toEqual([at('reservation_closed_twice', ARTIST)]);
    expect(violationsAfter(payOut(ARTIST, 'bounty-1', 5, CURATOR, [820, 35]))).toEqual([at('reservation_closed_twice', ARTIST)]);
  });

  it('reservation_unknown: a release of a reservation the wallet never made', () => {
    expect(violationsAfter(release(CURATOR, 'sub-2', 0, [285, 0]))).toEqual([at('reservation_unknown', CURATOR)]);
  });

  it('reservation_overdrawn: paying out and releasing more than the reservation held', () => {
    const violations = violationsAfter(payOut(ARTIST, 'sub-2', 30, CURATOR, [795, 10]), release(ARTIST, 'sub-2', 20, [795, -10]));
    expect(violations.map((v) => v.rule)).toEqual(['reservation_overdrawn', 'negative_reserved']);
    expect(violations[0].message).toBe('Reservation sub-2 held 40 VC and has paid out or released 50 VC');
  });

  it('reservation_not_emptied: a reservation closed with coins still in it', () => {
    expect(violationsAfter(release(ARTIST, 'sub-2', 30, [825, 10]))).toEqual([at('reservation_not_emptied', ARTIST)]);
  });

  it('payout_unmatched: a payout received for another amount or by another payee than the one paid', () => {
    const otherAmount = violationsAfter(receive(CURATOR, 'bounty-2', 140, ARTIST, [425, 0]));
    expect(otherAmount.map((v) => v.rule)).toEqual(['payout_unmatched', 'conservation']);
    expect(otherAmount[0]).toEqual(at('payout_unmatched', CURATOR));
    expect(violationsAfter(receive('someone', 'bounty-2', 150, ARTIST, [150, 0])).map((v) => v.rule)).toEqual(['payout_unmatched', 'conservation']);
  });

  it('payout_received_twice: the same payout received again', () => {
    const violations = violationsAfter(receive(CURATOR, 'sub-1', 25, ARTIST, [310, 0]));
    expect(violations.map((v) => v.rule)).toEqual(['payout_received_twice', 'conservation']);
    expect(violations[0]).toEqual(at('payout_received_twice', CURATOR));
  });

  it('balance_after: an event whose recorded figures are not what the movements add up to, reported once', () => {
    const violations = violationsAfter(reserve(ARTIST, 'sub-3', 10, [825, 40]), reserve(ARTIST, 'sub-4', 10, [825, 50]));
    expect(violations).toEqual([at('balance_after', ARTIST)]);
    expect(violations[0].message).toBe('CoinsReserved records total 825, reserved 40 after it, but the movements add up to total 825, reserved 50');
  });

  it('lists a bounded number of violations and counts the rest', () => {
    const forged = Array.from({ length: MAX_LISTED_VIOLATIONS + 3 }, (_, i) => release(ARTIST, `unknown-${i}`, 0, [825, 40]));
    const { violations } = verify([...CLEAN, ...forged]);
    expect(violations).toHaveLength(MAX_LISTED_VIOLATIONS + 1);
    expect(violations[MAX_LISTED_VIOLATIONS]).toEqual({ rule: 'too_many_violations', message: '3 more violations are not listed', position: null, userId: null });
  });
});
