// What other features may use of this feature; they import nothing else from its folder.
export { PlaylistCollection } from './playlist-collection';
export { type Playlist, useGetUserPlaylistsQuery } from './playlists.api';
