import type { DomainEvent } from '#platform';

export const PLAYLIST_PLATFORMS = ['spotify', 'apple_music', 'youtube', 'soundcloud', 'other'] as const;
export type PlaylistPlatform = (typeof PLAYLIST_PLATFORMS)[number];

/** Prices when a curator gives none (spec section 9). */
export const DEFAULT_REVIEW_PRICE = 25;
export const DEFAULT_PLACEMENT_PRICE = 150;

/** What a curator writes about a playlist (spec sections 3 and 5); null means not set. */
export interface PlaylistDetails {
  readonly name: string;
  readonly description: string;
  readonly platform: PlaylistPlatform;
  readonly playlistUrl: string;
  readonly coverImageUrl: string | null;
  readonly followerCount: number;
  readonly trackCount: number | null;
  readonly acceptingSubmissions: boolean;
  /** Whole VibeCoins the curator asks for a review and for a placement. */
  readonly reviewPrice: number;
  readonly placementPrice: number;
  /** 1 to 10 ids of the taxonomy's tags. */
  readonly tagIds: number[];
}

/** Past-tense facts of a `playlist-<id>` stream. Never renamed or reshaped: add an upcaster instead. */
export type PlaylistEvent =
  | DomainEvent<'PlaylistCreated', { playlistId: string; curatorId: string; details: PlaylistDetails }>
  /** The full details after the edit (not a diff). */
  | DomainEvent<'PlaylistUpdated', { playlistId: string; curatorId: string; details: PlaylistDetails }>
  | DomainEvent<'PlaylistDeleted', { playlistId: string; curatorId: string }>;

export type PlaylistEventType = PlaylistEvent['type'];
export const PLAYLIST_EVENT_TYPES: readonly PlaylistEventType[] = ['PlaylistCreated', 'PlaylistUpdated', 'PlaylistDeleted'];

export const playlistStream = (playlistId: string): string => `playlist-${playlistId}`;
