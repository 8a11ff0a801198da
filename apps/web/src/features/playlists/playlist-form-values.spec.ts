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

  it('refuses an address that is not a URL, bad counts and prices, and an eleventh tag', () => {
    expect(
      validatePlaylist({
        ...valid,
        playlistUrl: 'spotify playlist',
        coverImageUrl: 'cover.png',
        trackCount: '1.5',
        reviewPrice: '',
        placementPrice: 'lots',
        tagIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      }),
    ).toEqual({
      playlistUrl: 'Must be a valid URL',
      coverImageUrl: 'Must be a valid URL',
      trackCount: 'Track count must be 0 or greater',
      reviewPrice: 'Review price must be a whole number of VibeCoins, 0 or greater',
      placementPrice: 'Placement price must be a whole number of VibeCoins, 0 or greater',
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
