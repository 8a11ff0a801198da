// What other features and the app may use of this feature; they import nothing else from its folder.
export { PlaylistCard } from './playlist-card';
export { PlaylistCollection } from './playlist-collection';
export { PLATFORM_LABELS } from './playlist-form-values';
export { type Playlist, useGetUserPlaylistsQuery } from './playlists.api';
