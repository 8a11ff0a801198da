import { describe, expect, it } from '@jest/globals';
import { type SearchState, readSearchState, searchArgsOf, searchParamsOf } from './search-params';

const read = (query: string) => readSearchState(new URLSearchParams(query));

describe('readSearchState', () => {
  it('reads the query, the tags and the tab from the URL', () => {
    expect(read('q=indie%20pop&tags=3,17&tab=playlists')).toEqual({ q: 'indie pop', tagIds: [3, 17], tab: 'playlists' });
  });

  it('starts on the Artists tab with nothing searched', () => {
    expect(read('')).toEqual({ q: '', tagIds: [], tab: 'artists' });
    expect(read('tab=songs')).toEqual({ q: '', tagIds: [], tab: 'artists' });
  });

  it('cuts a query longer than the server takes (100 characters)', () => {
    expect(read(`q=${'a'.repeat(120)}`).q).toBe('a'.repeat(100));
  });

  it('keeps valid tag ids only, each once, and at most 10', () => {
    expect(read('tags=4,x,-2,0,4,1.5,,7').tagIds).toEqual([4, 7]);
    expect(read(`tags=${Array.from({ length: 12 }, (_, index) => index + 1).join(',')}`).tagIds).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('searchParamsOf', () => {
  it('writes what is set and leaves out the rest and the default tab', () => {
    expect(searchParamsOf({ q: 'lofi', tagIds: [2, 9], tab: 'curators' }).toString()).toBe('q=lofi&tags=2%2C9&tab=curators');
    expect(searchParamsOf({ q: '', tagIds: [], tab: 'artists' }).toString()).toBe('');
  });

  it('round-trips through readSearchState', () => {
    const state: SearchState = { q: 'Mïdnight & Co', tagIds: [5], tab: 'playlists' };
    expect(readSearchState(searchParamsOf(state))).toEqual(state);
  });
});

describe('searchArgsOf', () => {
  it('searches nothing without a query or a tag (spaces are no query)', () => {
    expect(searchArgsOf({ q: '  ', tagIds: [], tab: 'artists' })).toBeNull();
  });

  it('sends the trimmed query and the tags comma-joined, leaving out what is empty', () => {
    expect(searchArgsOf({ q: ' dream ', tagIds: [], tab: 'artists' })).toEqual({ q: 'dream' });
    expect(searchArgsOf({ q: '', tagIds: [1, 8], tab: 'playlists' })).toEqual({ tags: '1,8' });
    expect(searchArgsOf({ q: 'dream', tagIds: [1], tab: 'playlists' })).toEqual({ q: 'dream', tags: '1' });
  });
});
