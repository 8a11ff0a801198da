/**
 * The events of catalog's streams (`taxonomy`, `song-…`, `playlist-…`, `favorites-…`) that other
 * modules may consume to build read models of their own. Published as they are stored.
 */
export { TAG_CATEGORIES, TAXONOMY_STREAM } from '../domain/tag.events.js';
export type { Tag, TagCategory, TagEvent } from '../domain/tag.events.js';
export { SONG_EVENT_TYPES, SONG_HOLD_EVENT_TYPES, songStream } from '../domain/song.events.js';
export type { SongDetails, SongEvent, SongEventType, SongHoldKind } from '../domain/song.events.js';
export { DEFAULT_PLACEMENT_PRICE, DEFAULT_REVIEW_PRICE, PLAYLIST_EVENT_TYPES, PLAYLIST_PLATFORMS, playlistStream } from '../domain/playlist.events.js';
export type { PlaylistDetails, PlaylistEvent, PlaylistEventType, PlaylistPlatform } from '../domain/playlist.events.js';
export type { FavoriteEvent } from '../domain/favorite.events.js';
export { playlistListingOf } from './playlist-listing.js';
