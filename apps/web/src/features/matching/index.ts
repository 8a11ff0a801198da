// What other features may use of this feature; they import nothing else from its folder.
export { MatchingPlaylistsDialog, type MatchingSong } from './matching-playlists-dialog';
