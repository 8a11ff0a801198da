import { personName, searchTextOf } from './search-text.js';

describe('searchTextOf', () => {
  it('folds case, accents and spacing', () => {
    expect(searchTextOf('  Beyoncé   LIVE ')).toEqual({ folded: 'beyonce live', compact: 'beyoncelive' });
  });

  it('keeps only letters and digits in the compact form, of any script', () => {
    expect(searchTextOf('Lo-Fi Beats').compact).toBe('lofibeats');
    expect(searchTextOf('Hip Hop 90’s!').compact).toBe('hiphop90s');
    expect(searchTextOf('東京 Nights').compact).toBe('東京nights');
  });

  it('leaves nothing of text without letters or digits', () => {
    expect(searchTextOf(' !!! ')).toEqual({ folded: '!!!', compact: '' });
  });
});

describe('personName', () => {
  it('is the display name when there is one, else first and last name', () => {
    expect(personName({ displayName: 'Night Owl', firstName: 'Ana', lastName: 'Lee' })).toBe('Night Owl');
    expect(personName({ displayName: null, firstName: 'Ana', lastName: 'Lee' })).toBe('Ana Lee');
    expect(personName({ displayName: '  ', firstName: 'Ana', lastName: 'Lee' })).toBe('Ana Lee');
  });
});
