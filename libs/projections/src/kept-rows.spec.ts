import { KeptRows } from './kept-rows.js';

const keys = (...ids: string[]) => new Map(ids.map((id) => [id, { id }]));
const lookup = (kept: KeptRows, ...ids: string[]) => {
  const { found, missing } = kept.lookup(keys(...ids));
  return { found: [...found.keys()], missing: [...missing.keys()] };
};

describe('the rows a rebuild keeps of its copy', () => {
  it('answer every key while none was forgotten: a key not kept is a row the copy does not have', () => {
    const kept = new KeptRows(3);
    kept.keep('a', { id: 'a', n: 1 });
    kept.keep('b', { id: 'b', n: 2 });
    expect(lookup(kept, 'a', 'b', 'c')).toEqual({ found: ['a', 'b'], missing: [] });
    expect(kept.lookup(keys('a')).found.get('a')).toEqual({ id: 'a', n: 1 });
  });

  it('forget a deleted row, which is then not there', () => {
    const kept = new KeptRows(3);
    kept.keep('a', { id: 'a' });
    kept.forget('a');
    expect(lookup(kept, 'a')).toEqual({ found: [], missing: [] });
  });

  it('past the limit forget the least recently used row, and from then on send the keys they lack to the copy', () => {
    const kept = new KeptRows(2);
    kept.keep('a', { id: 'a' });
    kept.keep('b', { id: 'b' });
    // Used just now: b is the one to go first.
    kept.lookup(keys('a'));
    kept.keep('c', { id: 'c' });
    expect(lookup(kept, 'a', 'b', 'c', 'd')).toEqual({ found: ['a', 'c'], missing: ['b', 'd'] });
  });
});
