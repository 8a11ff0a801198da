import { describe, expect, it } from '@jest/globals';
import { orderTags } from './tag-order';

const tag = (id: number, category: string) => ({ id, category });

describe('orderTags', () => {
  it('puts genre tags first and keeps the given order within each group', () => {
    const tags = [tag(1, 'mood'), tag(2, 'genre'), tag(3, 'instrument'), tag(4, 'genre')];
    expect(orderTags(tags).map(({ id }) => id)).toEqual([2, 4, 1, 3]);
  });

  it('puts the highlighted tags first within the genres and within the others', () => {
    const tags = [tag(1, 'mood'), tag(2, 'genre'), tag(3, 'mood'), tag(4, 'genre'), tag(5, 'era')];
    expect(orderTags(tags, new Set([3, 4])).map(({ id }) => id)).toEqual([4, 2, 3, 1, 5]);
  });

  it('keeps a highlighted non-genre tag after every genre tag', () => {
    expect(orderTags([tag(1, 'mood'), tag(2, 'genre')], new Set([1])).map(({ id }) => id)).toEqual([2, 1]);
  });

  it('leaves an empty list empty', () => {
    expect(orderTags([])).toEqual([]);
  });
});
