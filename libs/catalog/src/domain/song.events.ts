import type { DomainEvent } from '#platform';

/** What an artist writes about a song (spec section 3); null means not set. */
export interface SongDetails {
  readonly title: string;
  readonly description: string | null;
  readonly spotifyUrl: string | null;
  readonly youtubeUrl: string | null;
  readonly soundcloudUrl: string | null;
  /** Given by the artist, or looked up from the track URL (oEmbed) when none was given. */
  readonly coverArtUrl: string | null;
  /** Length in seconds. */
  readonly duration: number | null;
  /** 1 to 10 ids of the taxonomy's tags. */
  readonly tagIds: number[];
}

/** Past-tense facts of a `song-<id>` stream. Never renamed or reshaped: add an upcaster instead. */
export type SongEvent =
  | DomainEvent<'SongAdded', { songId: string; artistId: string; details: SongDetails }>
  /** The full details after the edit (not a diff). */
  | DomainEvent<'SongUpdated', { songId: string; artistId: string; details: SongDetails }>
  /** Hidden songs are not matched and not found by search; the artist may unhide at any time. */
  | DomainEvent<'SongHidden', { songId: string; artistId: string }>
  | DomainEvent<'SongUnhidden', { songId: string; artistId: string }>
  | DomainEvent<'SongDeleted', { songId: string; artistId: string }>
  /**
   * Something elsewhere holds the song (decision 0018): a bounty (`amount` its VibeCoins) or a
   * campaign request, from its setting or sending until it ends. A held song is neither hidden nor
   * deleted; the marketplace holds and releases through catalog's commands.
   */
  | DomainEvent<'SongHeld', { songId: string; artistId: string; holdId: string; hold: SongHoldKind; amount: number }>
  /** The hold ended; `placed`: a request that ended with the song added to the playlist (an active placement). */
  | DomainEvent<'SongReleased', { songId: string; artistId: string; holdId: string; placed: boolean }>;

export type SongHoldKind = 'bounty' | 'request';

export type SongEventType = SongEvent['type'];
/** The events of a song's details and visibility, which other modules' read models follow. */
export const SONG_EVENT_TYPES: readonly SongEventType[] = ['SongAdded', 'SongUpdated', 'SongHidden', 'SongUnhidden', 'SongDeleted'];
/** The events of what holds a song (decision 0018). */
export const SONG_HOLD_EVENT_TYPES: readonly SongEventType[] = ['SongHeld', 'SongReleased'];

export const songStream = (songId: string): string => `song-${songId}`;
