import { LedgerAudit, MAX_LISTED_VIOLATIONS, verifyLedger, type LedgerViolation, type VerdictMoment } from './ledger-audit.js';
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
  type: 'ReservationTransferred',
  data: { userId, reservationId, amount, payeeId, ...after(figures) },
});
const receive = (userId: string, reservationId: string, amount: number, payerId: string, figures: After): LedgerMovement => ({
  type: 'TransferReceived',
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

/** The i-th event stands at `i/i` and happened i seconds after T0. */
const T0 = Date.parse('2026-03-05T10:00:00.000Z');
const seconds = (s: number) => s * 1000;
const positioned = (movements: readonly LedgerMovement[]) =>
  movements.map((movement, i) => ({ movement, position: `${i}/${i}`, occurredAt: new Date(T0 + seconds(i)).toISOString() }));
const FIVE_MINUTES = seconds(300);
/** A minute after T0, the in-flight limit at its default (PT5M). */
const NOW: VerdictMoment = { now: new Date(T0 + seconds(60)), inFlightLimitMs: FIVE_MINUTES };
const verify = (movements: readonly LedgerMovement[], moment = NOW) => verifyLedger(positioned(movements), moment);
/** Where the clean history's payout of bounty-2 (150 VC, not received) stands. */
const BOUNTY_2_PAID = 9;
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
      inFlight: { amount: 150, count: 1, oldestAgeSeconds: 60 - BOUNTY_2_PAID, oldestPosition: '9/9' },
      eventsChecked: 12,
      checkedUpTo: '11/11',
      violations: [],
    });
  });

  it('passes an empty log', () => {
    expect(verify([])).toEqual({
      ok: true,
      credited: 0,
      held: 0,
      reserved: 0,
      paidOut: 0,
      inFlight: { amount: 0, count: 0, oldestAgeSeconds: null, oldestPosition: null },
      eventsChecked: 0,
      checkedUpTo: null,
      violations: [],
    });
  });

  it('conservation: coins that came from nowhere (a payout received that nobody paid) break it', () => {
    const verdict = verify([...CLEAN, receive(CURATOR, 'sub-9', 70, ARTIST, [355, 0])]);
    expect(verdict).toMatchObject({ ok: false, credited: 1260, held: 1330 });
    expect(verdict.violations).toEqual([at('payout_unmatched', CURATOR), at('conservation', CURATOR)]);
    expect(verdict.violations[1].message).toBe('The wallets hold 1180 VC and 150 VC are on their way to payees: 1330 VC, but 1260 VC were credited');
  });

  it('conservation: coins that vanish (a release recording a lower total than the movements add up to) break it', () => {
    const verdict = verify([...CLEAN, release(ARTIST, 'sub-2', 40, [800, 0])]);
    expect(verdict).toMatchObject({ ok: false, credited: 1260, held: 1235 });
    expect(verdict.violations).toEqual([at('balance_after', ARTIST), at('conservation', ARTIST)]);
    expect(verdict.violations[1].message).toBe('The wallets hold 1085 VC and 150 VC are on their way to payees: 1235 VC, but 1260 VC were credited');
  });

  it('conservation: coins that vanish from a payout (paid out, and received as less) break it', () => {
    const verdict = verify([...CLEAN, receive(CURATOR, 'bounty-2', 100, ARTIST, [385, 0])]);
    expect(verdict).toMatchObject({ ok: false, credited: 1260, held: 1360 });
    expect(verdict.violations.map((v) => v.rule)).toEqual(['payout_unmatched', 'conservation']);
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

  describe('payouts in flight', () => {
    const paidSub2 = payOut(ARTIST, 'sub-2', 40, CURATOR, [785, 0]);

    it('counts every payout paid out and not yet received, the oldest first', () => {
      expect(verify([...CLEAN, paidSub2]).inFlight).toEqual({ amount: 190, count: 2, oldestAgeSeconds: 60 - BOUNTY_2_PAID, oldestPosition: '9/9' });
    });

    it('a payout received leaves the count, and the next oldest is the oldest', () => {
      const received = receive(CURATOR, 'bounty-2', 150, ARTIST, [435, 0]);
      expect(verify([...CLEAN, paidSub2, received]).inFlight).toEqual({ amount: 40, count: 1, oldestAgeSeconds: 60 - CLEAN.length, oldestPosition: NEXT });
      expect(verify([...CLEAN, received]).inFlight).toEqual({ amount: 0, count: 0, oldestAgeSeconds: null, oldestPosition: null });
    });

    it('payout_stuck: a payout not received longer than the limit after it was paid out', () => {
      const sevenMinutesLater: VerdictMoment = { now: new Date(T0 + seconds(BOUNTY_2_PAID + 7 * 60)), inFlightLimitMs: FIVE_MINUTES };
      const verdict = verify(CLEAN, sevenMinutesLater);
      expect(verdict.ok).toBe(false);
      expect(verdict.inFlight).toEqual({ amount: 150, count: 1, oldestAgeSeconds: 420, oldestPosition: '9/9' });
      expect(verdict.violations).toEqual([
        { rule: 'payout_stuck', message: '150 VC paid out of reservation bounty-2 7 minutes ago have not reached their payee', position: '9/9', userId: ARTIST },
      ]);
    });

    it('payout_stuck: each payout past the limit is reported, oldest first, and one within it is not', () => {
      const moment: VerdictMoment = { now: new Date(T0 + seconds(CLEAN.length + 30)), inFlightLimitMs: seconds(10) };
      const lateOne = payOut(ARTIST, 'sub-2', 40, CURATOR, [785, 0]);
      expect(verify([...CLEAN, lateOne], moment).violations.map((v) => [v.rule, v.position, v.message])).toEqual([
        ['payout_stuck', '9/9', '150 VC paid out of reservation bounty-2 33 seconds ago have not reached their payee'],
        ['payout_stuck', NEXT, '40 VC paid out of reservation sub-2 30 seconds ago have not reached their payee'],
      ]);
      expect(verify([...CLEAN, lateOne], { ...moment, inFlightLimitMs: seconds(31) }).violations.map((v) => v.position)).toEqual(['9/9']);
    });

    it('payout_stuck: not while the payout is within the limit, up to the limit itself', () => {
      const atTheLimit: VerdictMoment = { now: new Date(T0 + seconds(BOUNTY_2_PAID) + FIVE_MINUTES), inFlightLimitMs: FIVE_MINUTES };
      expect(verify(CLEAN, atTheLimit)).toMatchObject({ ok: true, violations: [], inFlight: { count: 1, oldestAgeSeconds: 300 } });
    });

    it('payout_stuck: never for a payout received, however long ago it was paid out', () => {
      const aDayLater: VerdictMoment = { now: new Date(T0 + seconds(86_400)), inFlightLimitMs: FIVE_MINUTES };
      expect(verify([...CLEAN, receive(CURATOR, 'bounty-2', 150, ARTIST, [435, 0])], aDayLater)).toMatchObject({ ok: true, violations: [] });
    });

    it('asking for the verdict again reports a stuck payout once', () => {
      const audit = new LedgerAudit();
      for (const logged of positioned(CLEAN)) audit.check(logged);
      const late: VerdictMoment = { now: new Date(T0 + seconds(BOUNTY_2_PAID + 2 * 86_400)), inFlightLimitMs: FIVE_MINUTES };
      expect(audit.verdict(late).violations.map((v) => v.message)).toEqual(['150 VC paid out of reservation bounty-2 2 days ago have not reached their payee']);
      expect(audit.verdict(late)).toEqual(audit.verdict(late));
    });
  });

  it('lists a bounded number of violations and counts the rest', () => {
    const forged = Array.from({ length: MAX_LISTED_VIOLATIONS + 3 }, (_, i) => release(ARTIST, `unknown-${i}`, 0, [825, 40]));
    const { violations } = verify([...CLEAN, ...forged]);
    expect(violations).toHaveLength(MAX_LISTED_VIOLATIONS + 1);
    expect(violations[MAX_LISTED_VIOLATIONS]).toEqual({ rule: 'too_many_violations', message: '3 more violations are not listed', position: null, userId: null });
  });

  it('counts the stuck payouts past the bound with the rest', () => {
    const forged = Array.from({ length: MAX_LISTED_VIOLATIONS + 3 }, (_, i) => release(ARTIST, `unknown-${i}`, 0, [825, 40]));
    const { violations } = verify([...CLEAN, ...forged], { now: new Date(T0 + seconds(86_400)), inFlightLimitMs: FIVE_MINUTES });
    expect(violations).toHaveLength(MAX_LISTED_VIOLATIONS + 1);
    expect(violations.some((v) => v.rule === 'payout_stuck')).toBe(false);
    expect(violations[MAX_LISTED_VIOLATIONS].message).toBe('4 more violations are not listed');
  });
});
