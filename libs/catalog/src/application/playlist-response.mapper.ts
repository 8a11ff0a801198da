import type { PlaylistResponse } from '../contracts/catalog.responses.js';
import type { PlaylistDetails } from '../domain/playlist.events.js';
import type { Tag } from '../domain/tag.events.js';

/** A playlist as the API shows it, from its stream or from the read model (whose rows have this shape). */
export type PlaylistView = PlaylistDetails & { readonly id: string; readonly curatorId: string; readonly createdAt: Date };

/** Picks the fields one by one, so that a new column never leaks by default; `tags` are the view's, resolved. */
export function toPlaylistResponse(view: PlaylistView, tags: readonly Tag[]): PlaylistResponse {
  return {
    id: view.id,
    curatorId: view.curatorId,
    name: view.name,
    description: view.description,
    platform: view.platform,
    playlistUrl: view.playlistUrl,
    spotifyUrl: view.platform === 'spotify' ? view.playlistUrl : null,
    coverImageUrl: view.coverImageUrl,
    coverArtUrl: view.coverImageUrl,
    tags: tags.map(({ id, name, category }) => ({ id, name, category })),
    followerCount: view.followerCount,
    trackCount: view.trackCount,
    acceptingSubmissions: view.acceptingSubmissions,
    reviewPrice: view.reviewPrice,
    placementPrice: view.placementPrice,
    createdAt: view.createdAt.toISOString(),
  };
}
