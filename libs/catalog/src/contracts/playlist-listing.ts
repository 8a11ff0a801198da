import type { PlaylistDetails } from '../domain/playlist.events.js';

/**
 * What a read model shows of a playlist's details, picked one by one so that a row never holds
 * more than its entity: the one mapping of catalog's own playlists and of the copies that the
 * marketplace's directory and matching build from catalog's published events. Tags are left out:
 * each read model keeps them its own way.
 */
export const playlistListingOf = (details: PlaylistDetails) => ({
  name: details.name,
  description: details.description,
  platform: details.platform,
  playlistUrl: details.playlistUrl,
  coverImageUrl: details.coverImageUrl,
  followerCount: details.followerCount,
  trackCount: details.trackCount,
  acceptingSubmissions: details.acceptingSubmissions,
  reviewPrice: details.reviewPrice,
  placementPrice: details.placementPrice,
});
