import { describe, expect, it } from '@jest/globals';
import { matchingTags, toggledTagIds } from './tag-search';
import type { Tag } from './tags.api';

const tags: Tag[] = [
  { id: 1, name: 'Indie Pop', category: 'genre' },
  { id: 2, name: 'Pop', category: 'genre' },
  { id: 3, name: 'K-Pop', category: 'genre' },
  { id: 4, name: 'Popping Bass', category: 'instrument' },
  { id: 5, name: 'Rock', category: 'genre' },
];

const names = (found: Tag[]) => found.map((tag) => tag.name);

describe('matchingTags', () => {
  it('puts names that start with the query before names that only contain it', () => {
    expect(names(matchingTags(tags, 'pop', 'all'))).toEqual(['Pop', 'Popping Bass', 'Indie Pop', 'K-Pop']);
  });

  it('ignores case and surrounding spaces', () => {
    expect(names(matchingTags(tags, '  ROCK ', 'all'))).toEqual(['Rock']);
  });

  it('keeps to the chosen category', () => {
    expect(names(matchingTags(tags, 'pop', 'genre'))).toEqual(['Pop', 'Indie Pop', 'K-Pop']);
    expect(names(matchingTags(tags, '', 'instrument'))).toEqual(['Popping Bass']);
  });

  it('lists every tag of the tab, in the taxonomy order, without a query', () => {
    expect(names(matchingTags(tags, '', 'all'))).toEqual(['Indie Pop', 'Pop', 'K-Pop', 'Popping Bass', 'Rock']);
  });

  it('finds nothing for a query no name contains', () => {
    expect(matchingTags(tags, 'jazz', 'all')).toEqual([]);
  });
});

describe('toggledTagIds', () => {
  it('adds an unselected tag and removes a selected one', () => {
    expect(toggledTagIds([1], 2, 10)).toEqual([1, 2]);
    expect(toggledTagIds([1, 2], 1, 10)).toEqual([2]);
  });

  it('adds nothing once the limit is reached, but still removes', () => {
    expect(toggledTagIds([1, 2], 3, 2)).toEqual([1, 2]);
    expect(toggledTagIds([1, 2], 2, 2)).toEqual([1]);
  });
});
