import { describe, expect, it } from '@jest/globals';
import { type PlaylistFormValues, emptyPlaylistValues, playlistRequestOf, validatePlaylist } from './playlist-form-values';

const valid: PlaylistFormValues = {
  ...emptyPlaylistValues,
  name: 'Dream Pop Daily',
  description: 'Hazy guitars and soft vocals, updated weekly.',
  playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DX6VDO8a6cQME',
  tagIds: [1, 2],
};

describe('validatePlaylist', () => {
  it('accepts a named, described, linked and tagged playlist with the default prices', () => {
    expect(validatePlaylist(valid)).toEqual({});
  });

  it('words every rule as spec section 5 does', () => {
    expect(validatePlaylist({ ...emptyPlaylistValues, description: 'Too short', followerCount: '-3' })).toEqual({
      name: 'Playlist name is required',
      description: 'Please provide a meaningful description (at least 10 characters)',
      playlistUrl: 'Playlist URL is required',
      followerCount: 'Follower count must be 0 or greater',
      tagIds: 'Tags required: Please select at least one tag to help artists find your playlist',
    });
  });

  it('keeps to the bounds the server sets where the spec is silent', () => {
    expect(validatePlaylist({ ...valid, name: 'n'.repeat(101), description: 'd'.repeat(1001), reviewPrice: '10001', placementPrice: '10000' })).toEqual({
      name: 'Playlist name must be at most 100 characters',
      description: 'Description must be at most 1000 characters',
      reviewPrice: 'Review price must be a whole number of VibeCoins from 1 to 10000',
    });
  });

  it('refuses an address that is not a URL, bad counts and prices, and an eleventh tag', () => {
    expect(
      validatePlaylist({
        ...valid,
        playlistUrl: 'spotify playlist',
        coverImageUrl: 'cover.png',
        followerCount: '1.5',
        trackCount: '1000001',
        reviewPrice: '0',
        placementPrice: 'lots',
        tagIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      }),
    ).toEqual({
      playlistUrl: 'Playlist URL must be a valid http(s) URL',
      coverImageUrl: 'Cover image URL must be a valid http(s) URL',
      followerCount: 'Follower count must be a whole number up to 1000000000',
      trackCount: 'Track count must be a whole number from 0 to 1000000',
      reviewPrice: 'Review price must be a whole number of VibeCoins from 1 to 10000',
      placementPrice: 'Placement price must be a whole number of VibeCoins from 1 to 10000',
      tagIds: 'Tag limit reached: You can select up to 10 tags maximum',
    });
  });
});

describe('playlistRequestOf', () => {
  it('sends numbers as numbers, an empty follower count as 0 and empty optional fields as null', () => {
    expect(playlistRequestOf({ ...valid, followerCount: '', trackCount: '', coverImageUrl: ' ' })).toEqual({
      name: 'Dream Pop Daily',
      description: 'Hazy guitars and soft vocals, updated weekly.',
      platform: 'spotify',
      playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DX6VDO8a6cQME',
      coverImageUrl: null,
      followerCount: 0,
      trackCount: null,
      acceptingSubmissions: true,
      reviewPrice: 25,
      placementPrice: 150,
      tagIds: [1, 2],
    });
  });
});
