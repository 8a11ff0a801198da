import { describe, expect, it } from '@jest/globals';
import { type SongFormValues, emptySongValues, parseDuration, songRequestOf, songValuesOf, validateSong } from './song-form-values';
import type { Song } from './songs.api';

const valid: SongFormValues = { ...emptySongValues, title: 'Midnight Drive', tagIds: [1] };

const song: Song = {
  id: 'song-1',
  artistId: 'artist-1',
  title: 'Midnight Drive',
  description: null,
  spotifyUrl: null,
  youtubeUrl: 'https://youtu.be/abc',
  soundcloudUrl: 'https://soundcloud.com/ada/midnight',
  coverArtUrl: null,
  duration: 225,
  tags: [{ id: 4, name: 'Chill', category: 'mood' }],
  isActive: true,
  hasBounty: false,
  bounty: null,
  submissions: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('validateSong', () => {
  it('accepts a title and one tag', () => {
    expect(validateSong(valid)).toEqual({});
  });

  it('words every rule as spec section 5 does', () => {
    const errors = validateSong({
      ...emptySongValues,
      title: '  ',
      description: 'x'.repeat(501),
      urls: { spotifyUrl: 'open.spotify.com/track/1', youtubeUrl: '', soundcloudUrl: '' },
      duration: '3:75',
    });
    expect(errors).toEqual({
      title: 'Title is required',
      description: 'Description must be 500 characters or less',
      url: 'Must be a valid URL',
      duration: 'Duration must be minutes and seconds (3:45) or seconds (225), up to 24 hours',
      tagIds: 'Please select at least one tag',
    });
  });

  it('allows 500 characters of description and 200 of title, and refuses 11 tags', () => {
    expect(validateSong({ ...valid, description: 'x'.repeat(500), title: 't'.repeat(200) })).toEqual({});
    expect(validateSong({ ...valid, title: 't'.repeat(201) })).toEqual({ title: 'Title must be 200 characters or less' });
    expect(validateSong({ ...valid, tagIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] })).toEqual({ tagIds: 'You can select up to 10 tags' });
  });
});

describe('parseDuration', () => {
  it.each([
    ['', null],
    ['3:45', 225],
    [' 0:05 ', 5],
    ['225', 225],
    ['3:60', undefined],
    ['0:00', undefined],
    ['1440:00', 86400],
    ['86401', undefined],
    ['3.45', undefined],
    ['-1', undefined],
  ])('reads %j as %j', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });
});

describe('songValuesOf and songRequestOf', () => {
  it('opens an edit on the first platform with a link and keeps the other links', () => {
    const values = songValuesOf(song);
    expect(values.platform).toBe('youtube');
    expect(values.duration).toBe('3:45');
    expect(songRequestOf({ ...values, urls: { ...values.urls, youtubeUrl: 'https://youtu.be/new' } })).toEqual({
      title: 'Midnight Drive',
      description: null,
      spotifyUrl: null,
      youtubeUrl: 'https://youtu.be/new',
      soundcloudUrl: 'https://soundcloud.com/ada/midnight',
      duration: 225,
      tagIds: [4],
    });
  });
});
