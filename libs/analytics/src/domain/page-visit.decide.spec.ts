import { deciderSpecification } from '#testing';
import { pageVisitDecider, type RecordPageVisit } from './page-visit.decide.js';

const spec = deciderSpecification(pageVisitDecider);
const visit = (overrides: Partial<RecordPageVisit> = {}): RecordPageVisit =>
  ({ type: 'RecordPageVisit', visitId: 'v1', page: '/search', referrer: 'https://example.test/', userId: null, ...overrides });

describe('a page visit', () => {
  it('is recorded at the instant of the clock, with who saw the page and where they came from', () => {
    const now = new Date('2026-11-26T08:00:00.000Z');
    spec.given([]).when(visit({ userId: 'u1' }), now).then([
      { type: 'PageVisited', data: { visitId: 'v1', page: '/search', referrer: 'https://example.test/', userId: 'u1', visitedAt: '2026-11-26T08:00:00.000Z' } },
    ]);
  });

  it('has no referrer when the browser sent an empty one or none', () => {
    const now = new Date('2026-11-26T08:00:00.000Z');
    for (const referrer of ['', null, undefined]) {
      spec.given([]).when(visit({ referrer }), now).then([
        { type: 'PageVisited', data: { visitId: 'v1', page: '/search', referrer: null, userId: null, visitedAt: '2026-11-26T08:00:00.000Z' } },
      ]);
    }
  });
});
