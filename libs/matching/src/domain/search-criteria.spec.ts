import { searchCriteria } from './search-criteria.js';

describe('searchCriteria', () => {
  it('is nothing to search without a query or tags (spec 5)', () => {
    expect(searchCriteria(undefined)).toBeNull();
    expect(searchCriteria('   ', [])).toBeNull();
    expect(searchCriteria(' - !', [])).toBeNull();
  });

  it('folds the query, and keeps each tag once', () => {
    expect(searchCriteria(' Chill  Vibez ', [3, 3, 7])).toEqual({ text: { folded: 'chill vibez', compact: 'chillvibez' }, tagIds: [3, 7] });
  });

  it('searches by tags alone, and by a query alone', () => {
    expect(searchCriteria('', [4])).toEqual({ text: null, tagIds: [4] });
    expect(searchCriteria('lofi')).toEqual({ text: { folded: 'lofi', compact: 'lofi' }, tagIds: [] });
  });
});
