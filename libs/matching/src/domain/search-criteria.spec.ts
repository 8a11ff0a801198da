import { searchCriteria } from './search-criteria.js';

describe('searchCriteria', () => {
  it('is nothing to search without a query or tags (spec 5)', () => {
    expect(searchCriteria(undefined)).toBeNull();
    expect(searchCriteria('   ', [])).toBeNull();
    expect(searchCriteria(' - !', [])).toBeNull();
  });

  it('folds the query and its words, and keeps each tag once', () => {
    expect(searchCriteria(' Chill  Vibez ', [3, 3, 7])).toEqual({
      text: { folded: 'chill vibez', compact: 'chillvibez' },
      words: [
        { folded: 'chill', compact: 'chill' },
        { folded: 'vibez', compact: 'vibez' },
      ],
      tagIds: [3, 7],
    });
  });

  it('searches by tags alone, and by a query alone', () => {
    expect(searchCriteria('', [4])).toEqual({ text: null, words: [], tagIds: [4] });
    expect(searchCriteria('lofi')).toEqual({ text: { folded: 'lofi', compact: 'lofi' }, words: [{ folded: 'lofi', compact: 'lofi' }], tagIds: [] });
  });

  it('leaves out words without a letter or digit, and words after the tenth', () => {
    expect(searchCriteria('lo - fi')?.words.map((w) => w.compact)).toEqual(['lo', 'fi']);
    expect(searchCriteria('a b c d e f g h i j k l')?.words.map((w) => w.compact)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);
  });
});
