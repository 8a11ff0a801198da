import { firstInOrder } from './first-in-order.js';

interface Item {
  readonly score: number;
  readonly at: number;
}

const byScore = (a: Item, b: Item): number => b.score - a.score;

describe('firstInOrder', () => {
  it('gives the first items of a stable sort, equal ones in the order they came, for every count', () => {
    let state = 11;
    const next = (): number => (state = (state * 16_807) % 2_147_483_647) % 7;
    const items: Item[] = Array.from({ length: 400 }, (_, at) => ({ score: next(), at }));
    const sorted = [...items].sort(byScore);
    for (const count of [1, 2, 48, 99, 100, 101, 399, 400, 500]) expect(firstInOrder(items, byScore, count)).toEqual(sorted.slice(0, count));
  });

  it('keeps the order of the items when all are equal, and gives nothing for no count', () => {
    const items: Item[] = Array.from({ length: 50 }, (_, at) => ({ score: 1, at }));
    expect(firstInOrder(items, () => 0, 3).map((item) => item.at)).toEqual([0, 1, 2]);
    expect(firstInOrder(items, byScore, 0)).toEqual([]);
  });
});
