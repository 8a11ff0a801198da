// What other features and the app may use of this feature; they import nothing else from its folder.
export { SongCollection } from './song-collection';
export { type Song, useGetUserSongsQuery } from './songs.api';
