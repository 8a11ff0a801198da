// What other features and the app may use of this feature; they import nothing else from its folder.
export { MatchingPlaylistsDialog, type MatchingSong } from './matching-playlists-dialog';
