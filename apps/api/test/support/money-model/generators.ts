// The money model's commands as fast-check generates them (indices into the actors and into what
// the model knows at the time), the steps that batch them or move the clock, and the fixed
// sequence THROUGH_EVERY_DEADLINE that the generated ones follow.
import fc from 'fast-check';
import type { Answer, RequestType } from './world.js';

/** Every price and amount is a multiple of 5: a stale price is the current one plus 1, which no change makes. */
export const REVIEW_PRICES = [5, 10, 25, 100] as const;
export const PLACEMENT_PRICES = [50, 150, 900] as const;

/** Answer feedback around the 20 characters (after trimming) that earn a rejected request its review price. */
export const FEEDBACK = { none: undefined, short: '  Not for this list!!  ', meaningful: '  Not for this list!!!  ' } as const;
type FeedbackKind = keyof typeof FEEDBACK;

export type Generated =
  | { readonly kind: 'setBounty'; readonly artist: number; readonly pick: number; readonly review: number; readonly placement: number }
  | { readonly kind: 'cancelBounty'; readonly artist: number; readonly pick: number }
  | { readonly kind: 'claim'; readonly curator: number; readonly pick: number }
  | { readonly kind: 'accept' | 'reject'; readonly pick: number }
  | { readonly kind: 'complete'; readonly pick: number; readonly placed: boolean }
  | { readonly kind: 'send'; readonly artist: number; readonly pick: number; readonly type: RequestType; readonly stale: boolean }
  | { readonly kind: 'answer'; readonly pick: number; readonly status: Answer; readonly feedback: FeedbackKind; readonly wrongCurator: boolean }
  | { readonly kind: 'price'; readonly playlist: number; readonly review: number; readonly placement: number };

export type Step = { readonly kind: 'batch'; readonly commands: readonly Generated[] } | { readonly kind: 'advance'; readonly days: number };

/** How many artists and curators take part. */
interface Actors {
  readonly artists: number;
  readonly curators: number;
}

const pick = fc.nat({ max: 23 });
const rarely = fc.constantFrom(false, false, false, false, false, true);

/** One command of the given actors. */
function generated(actors: Actors): fc.Arbitrary<Generated> {
  const artistIx = fc.nat({ max: actors.artists - 1 });
  const curatorIx = fc.nat({ max: actors.curators - 1 });
  return fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('setBounty' as const), artist: artistIx, pick, review: fc.constantFrom(10, 50, 100), placement: fc.constantFrom(0, 0, 50, 150, 300, 300) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelBounty' as const), artist: artistIx, pick }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('claim' as const), curator: curatorIx, pick }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('accept' as const), pick }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('reject' as const), pick }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('complete' as const), pick, placed: fc.boolean() }) },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('send' as const), artist: artistIx, pick, type: fc.constantFrom<RequestType>('review', 'placement'), stale: rarely }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('answer' as const),
        pick,
        status: fc.constantFrom<Answer>('reviewed', 'added', 'rejected'),
        feedback: fc.constantFrom<FeedbackKind>('none', 'short', 'meaningful'),
        wrongCurator: rarely,
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('price' as const), playlist: curatorIx, review: fc.constantFrom(...REVIEW_PRICES), placement: fc.constantFrom(...PLACEMENT_PRICES) }) },
  );
}

/** A sequence of steps: batches of one to six commands sent at once, and moves of the clock. */
export function steps(actors: Actors, length: { readonly minLength: number; readonly maxLength: number }): fc.Arbitrary<Step[]> {
  return fc.array(
    fc.oneof(
      { weight: 4, arbitrary: fc.array(generated(actors), { minLength: 1, maxLength: 6 }).map((commands): Step => ({ kind: 'batch', commands })) },
      // Around every window: just before, at and past the accept (3), response (7), completion (14) and bounty (30) days.
      { weight: 1, arbitrary: fc.constantFrom(1, 2, 3, 4, 6, 7, 8, 13, 14, 16, 30).map((days): Step => ({ kind: 'advance', days })) },
    ),
    length,
  );
}

const batch = (...commands: Generated[]): Step => ({ kind: 'batch', commands });
const advance = (days: number): Step => ({ kind: 'advance', days });

/**
 * One sequence run before the generated ones, through each deadline and limit that random
 * sequences reach only now and then: a curator's third claim (the limit), a cancel refused while a
 * campaign is under way, accepted campaigns never completed (the completion window), claims never
 * accepted (the accept window), bounties ending with a pending campaign, requests never answered.
 */
export const THROUGH_EVERY_DEADLINE: Step[] = [
  batch(
    { kind: 'setBounty', artist: 0, pick: 0, review: 50, placement: 150 },
    { kind: 'setBounty', artist: 0, pick: 1, review: 10, placement: 0 },
    { kind: 'setBounty', artist: 1, pick: 0, review: 100, placement: 300 },
    { kind: 'send', artist: 1, pick: 0, type: 'review', stale: false },
    { kind: 'send', artist: 1, pick: 1, type: 'placement', stale: false },
  ),
  // Three claims by one curator at once: two campaigns and the limit.
  batch({ kind: 'claim', curator: 0, pick: 0 }, { kind: 'claim', curator: 0, pick: 1 }, { kind: 'claim', curator: 0, pick: 2 }),
  batch({ kind: 'accept', pick: 0 }, { kind: 'accept', pick: 1 }, { kind: 'answer', pick: 1, status: 'reviewed', feedback: 'none', wrongCurator: false }),
  // The artist cannot take back a bounty under way; another is cancelled while a curator claims it.
  batch({ kind: 'cancelBounty', artist: 0, pick: 0 }, { kind: 'cancelBounty', artist: 1, pick: 0 }, { kind: 'claim', curator: 1, pick: 0 }),
  // Past the completion window of both campaigns, and the response window of the request.
  advance(14),
  batch({ kind: 'claim', curator: 1, pick: 0 }, { kind: 'claim', curator: 1, pick: 1 }, { kind: 'send', artist: 0, pick: 0, type: 'placement', stale: false }),
  // Past the accept window of both claims.
  advance(3),
  batch({ kind: 'claim', curator: 0, pick: 0 }, { kind: 'complete', pick: 3, placed: false }, { kind: 'price', playlist: 0, review: 25, placement: 150 }),
  // Past both bounties' end, one of them claimed (pending), and past the second request's window.
  advance(16),
  batch({ kind: 'setBounty', artist: 0, pick: 0, review: 100, placement: 300 }, { kind: 'send', artist: 0, pick: 1, type: 'placement', stale: false }),
  batch({ kind: 'claim', curator: 1, pick: 0 }, { kind: 'send', artist: 0, pick: 2, type: 'placement', stale: true }),
  batch({ kind: 'complete', pick: 0, placed: true }, { kind: 'answer', pick: 0, status: 'rejected', feedback: 'meaningful', wrongCurator: false }),
];
