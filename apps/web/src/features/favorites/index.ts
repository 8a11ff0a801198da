// What other features may use of this feature; they import nothing else from its folder.
export { FavoriteArtistButton } from './favorite-artist-button';
