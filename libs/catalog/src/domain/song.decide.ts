import { DomainError } from '#platform';
import type { SongDetails, SongEvent } from './song.events.js';
import { evolveSong, initialSongState, type SongState } from './song.state.js';
import type { TaxonomyState } from './taxonomy.decide.js';

/** Spec section 9: a song's description and its tags. */
export const MAX_DESCRIPTION_LENGTH = 500;
export const MAX_TAGS = 10;

export const TITLE_REQUIRED = 'Title is required';
export const DESCRIPTION_TOO_LONG = 'Description must be 500 characters or less';
export const TAGS_REQUIRED = 'Please select at least one tag';
export const TOO_MANY_TAGS = 'You can select up to 10 tags';
export const ARTISTS_ONLY = 'Only artists can add songs';
export const SONG_NOT_FOUND = 'Song not found';
export const NOT_YOUR_SONG = 'You can only change your own songs';
export const DELETE_WITH_BOUNTY = 'Cannot delete song with an active bounty. Cancel the bounty first.';
export const DELETE_WITH_PENDING_SUBMISSIONS = 'Cannot delete song with pending submissions. Wait for curator responses first.';

/** Why a song cannot be hidden, as the "Cannot Hide Song" dialog badges it (spec section 8). */
export const HIDE_REFUSAL_REASONS = ['active_bounty', 'pending_submissions', 'active_submissions'] as const;
export type HideRefusalReason = (typeof HIDE_REFUSAL_REASONS)[number];

const HIDE_REFUSALS: Record<HideRefusalReason, { readonly message: string; readonly hint: string }> = {
  active_bounty: { message: 'Cannot hide song with an active bounty', hint: 'Cancel the bounty first to hide this song.' },
  pending_submissions: { message: 'Cannot hide song with pending submissions', hint: 'Wait for curator reviews or cancel submissions first.' },
  active_submissions: { message: 'Cannot hide song with active placements', hint: 'Wait for curator reviews or cancel submissions first.' },
};

/** `Tag 999 does not exist` / `Tags 998, 999 do not exist`. */
export const unknownTagsMessage = (ids: readonly number[]): string =>
  ids.length === 1 ? `Tag ${ids[0]} does not exist` : `Tags ${ids.join(', ')} do not exist`;

/**
 * What a song is bound to elsewhere: its active bounty (wallet) and its submissions (marketplace).
 * Those modules' events arrive later; the handler reads these from the songs read model.
 */
export interface SongObligations {
  /** Whole VibeCoins of the active bounty (review + placement); null when the song has none. */
  readonly bountyAmount: number | null;
  /** Submissions still waiting for the curator's answer. */
  readonly pendingSubmissions: number;
  /** Placements under way (accepted campaigns not yet completed). */
  readonly activeSubmissions: number;
}

export const NO_OBLIGATIONS: SongObligations = { bountyAmount: null, pendingSubmissions: 0, activeSubmissions: 0 };

/**
 * Looking up cover art is not pure, so the handler does it up front (see {@link coverArtTrackUrl})
 * and brings what it found: null when it did not look, or found nothing.
 */
interface SongWrite {
  readonly songId: string;
  readonly details: SongDetails;
  readonly lookedUpCoverArtUrl: string | null;
  /** The taxonomy as it is now: every tag id must be in it. */
  readonly taxonomy: TaxonomyState;
}

/** Whether the account may own songs is read from its own stream by the handler. */
export interface AddSong extends SongWrite {
  readonly type: 'AddSong';
  readonly artistId: string;
  readonly isArtist: boolean;
}

/** The full details after the edit (not a diff), as the song form sends them. */
export interface UpdateSong extends SongWrite {
  readonly type: 'UpdateSong';
  readonly actorId: string;
}

export interface DeleteSong {
  readonly type: 'DeleteSong';
  readonly songId: string;
  readonly actorId: string;
  readonly obligations: SongObligations;
}

export interface SetSongVisibility {
  readonly type: 'SetSongVisibility';
  readonly songId: string;
  readonly actorId: string;
  readonly isActive: boolean;
  readonly obligations: SongObligations;
}

export type SongCommand = AddSong | UpdateSong | DeleteSong | SetSongVisibility;

type LiveSong = Extract<SongState, { status: 'active' | 'hidden' }>;

/** The song the actor may change: refuses unknown and deleted songs, and other artists' songs. */
function ownSong(state: SongState, actorId: string): LiveSong | DomainError {
  if (state.status === 'none' || state.status === 'deleted') return new DomainError('not_found', SONG_NOT_FOUND);
  if (state.artistId !== actorId) return new DomainError('forbidden', NOT_YOUR_SONG);
  return state;
}

/** The rules of one song. */
export function decideSong(command: SongCommand, state: SongState): SongEvent[] | DomainError {
  switch (command.type) {
    case 'AddSong': {
      if (!command.isArtist) return new DomainError('forbidden', ARTISTS_ONLY);
      if (state.status !== 'none') return new DomainError('conflict', 'This song already exists');
      const details = validDetails(command, state);
      if (details instanceof DomainError) return details;
      return [{ type: 'SongAdded', data: { songId: command.songId, artistId: command.artistId, details } }];
    }
    case 'UpdateSong': {
      const song = ownSong(state, command.actorId);
      if (song instanceof DomainError) return song;
      const details = validDetails(command, song);
      if (details instanceof DomainError) return details;
      if (sameDetails(details, song.details)) return [];
      return [{ type: 'SongUpdated', data: { songId: song.songId, artistId: song.artistId, details } }];
    }
    case 'DeleteSong': {
      const song = ownSong(state, command.actorId);
      if (song instanceof DomainError) return song;
      if (command.obligations.bountyAmount !== null) return new DomainError('conflict', DELETE_WITH_BOUNTY);
      if (command.obligations.pendingSubmissions > 0) return new DomainError('conflict', DELETE_WITH_PENDING_SUBMISSIONS);
      return [{ type: 'SongDeleted', data: { songId: song.songId, artistId: song.artistId } }];
    }
    case 'SetSongVisibility':
      return decideVisibility(command, state);
  }
}

function decideVisibility(command: SetSongVisibility, state: SongState): SongEvent[] | DomainError {
  const song = ownSong(state, command.actorId);
  if (song instanceof DomainError) return song;
  const { songId, artistId } = song;
  // Unhiding is direct (spec section 4); asking for the state the song is in changes nothing.
  if (command.isActive) return song.status === 'hidden' ? [{ type: 'SongUnhidden', data: { songId, artistId } }] : [];
  if (song.status === 'hidden') return [];
  const reason = hideRefusalReason(command.obligations);
  if (reason === null) return [{ type: 'SongHidden', data: { songId, artistId } }];
  const { bountyAmount, pendingSubmissions, activeSubmissions } = command.obligations;
  return new DomainError('conflict', HIDE_REFUSALS[reason].message, {
    canHide: false,
    reason,
    details: HIDE_REFUSALS[reason].hint,
    bountyAmount,
    submissionCount: pendingSubmissions + activeSubmissions,
  });
}

/** The first thing that keeps a song visible, in the order the spec lists them; null when none does. */
function hideRefusalReason({ bountyAmount, pendingSubmissions, activeSubmissions }: SongObligations): HideRefusalReason | null {
  if (bountyAmount !== null) return 'active_bounty';
  if (pendingSubmissions > 0) return 'pending_submissions';
  if (activeSubmissions > 0) return 'active_submissions';
  return null;
}

/** The details to record: checked against the song rules of spec section 5, tags without repeats, cover art filled in. */
function validDetails(command: SongWrite, state: SongState): SongDetails | DomainError {
  const { details, taxonomy } = command;
  const title = details.title.trim();
  if (!title) return new DomainError('invalid', TITLE_REQUIRED);
  if ((details.description?.length ?? 0) > MAX_DESCRIPTION_LENGTH) return new DomainError('invalid', DESCRIPTION_TOO_LONG);
  const tagIds = [...new Set(details.tagIds)];
  if (tagIds.length === 0) return new DomainError('invalid', TAGS_REQUIRED);
  if (tagIds.length > MAX_TAGS) return new DomainError('invalid', TOO_MANY_TAGS);
  const unknown = tagIds.filter((id) => !taxonomy.has(id));
  if (unknown.length > 0) return new DomainError('invalid', unknownTagsMessage(unknown), { unknownTagIds: unknown });
  return { ...details, title, tagIds, coverArtUrl: details.coverArtUrl ?? keptCoverArt(details, state) ?? command.lookedUpCoverArtUrl };
}

/** A song whose Spotify link stays keeps its cover art when the form sends none (the song form has no cover field). */
function keptCoverArt(details: SongDetails, state: SongState): string | null {
  if (state.status === 'none' || state.details.spotifyUrl !== details.spotifyUrl) return null;
  return state.details.coverArtUrl;
}

/**
 * The Spotify track URL whose cover art the handler should look up for these details (spec
 * section 7: only for track URLs); null when the artist gave cover art, the song keeps its own,
 * or there is no track URL, so that no outside call is made for nothing.
 */
export function coverArtTrackUrl(details: SongDetails, state: SongState): string | null {
  if (details.coverArtUrl !== null || keptCoverArt(details, state) !== null) return null;
  return details.spotifyUrl !== null && isSpotifyTrackUrl(details.spotifyUrl) ? details.spotifyUrl : null;
}

/** `https://open.spotify.com/[intl-xx/]track/{id}`, with any query string. */
export function isSpotifyTrackUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname !== 'open.spotify.com') return false;
  const segments = url.pathname.split('/').filter(Boolean);
  const at = segments[0]?.startsWith('intl-') ? 1 : 0;
  return segments[at] === 'track' && segments.length === at + 2 && /^[A-Za-z0-9]+$/.test(segments[at + 1]);
}

function sameDetails(a: SongDetails, b: SongDetails): boolean {
  const { tagIds: tagsA, ...restA } = a;
  const { tagIds: tagsB, ...restB } = b;
  return tagsA.join() === tagsB.join() && (Object.keys(restA) as (keyof typeof restA)[]).every((key) => restA[key] === restB[key]);
}

export const songDecider = {
  initialState: initialSongState,
  evolve: evolveSong,
  decide: decideSong,
};
