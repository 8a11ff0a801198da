import { DomainError } from '#platform';
import type { SongDetails, SongEvent, SongHoldKind } from './song.events.js';
import { evolveSong, initialSongState, type SongHolds, type SongState } from './song.state.js';
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

/** What holds a song, as its own stream tells it (decision 0018): what the hide and delete rules weigh. */
export interface SongObligations {
  /** Whole VibeCoins of the active bounty (review + placement); null when the song has none. */
  readonly bountyAmount: number | null;
  /** Campaign requests still waiting for the curator's answer. */
  readonly pendingSubmissions: number;
  /** Requests that ended with the song added to a playlist. */
  readonly activeSubmissions: number;
}

export function obligationsOf({ byId, placements }: SongHolds): SongObligations {
  const holds = [...byId.values()];
  const bounty = holds.find((held) => held.hold === 'bounty');
  return { bountyAmount: bounty ? bounty.amount : null, pendingSubmissions: holds.filter((held) => held.hold === 'request').length, activeSubmissions: placements };
}

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
}

export interface SetSongVisibility {
  readonly type: 'SetSongVisibility';
  readonly songId: string;
  readonly actorId: string;
  readonly isActive: boolean;
}

/** The marketplace holds the artist's visible song for a bounty or a request (decision 0018). */
export interface HoldSong {
  readonly type: 'HoldSong';
  readonly songId: string;
  readonly artistId: string;
  readonly holdId: string;
  readonly hold: SongHoldKind;
  readonly amount: number;
}

export interface ReleaseSong {
  readonly type: 'ReleaseSong';
  readonly songId: string;
  readonly holdId: string;
  readonly placed: boolean;
}

export type SongCommand = AddSong | UpdateSong | DeleteSong | SetSongVisibility | HoldSong | ReleaseSong;

export const SONG_CANNOT_BE_HELD = 'This song is not a visible song of yours';
export const HOLD_ENDED = 'What held this song has already ended';

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
      const obligations = obligationsOf(song.holds);
      if (obligations.bountyAmount !== null) return new DomainError('conflict', DELETE_WITH_BOUNTY);
      if (obligations.pendingSubmissions > 0) return new DomainError('conflict', DELETE_WITH_PENDING_SUBMISSIONS);
      return [{ type: 'SongDeleted', data: { songId: song.songId, artistId: song.artistId } }];
    }
    case 'SetSongVisibility':
      return decideVisibility(command, state);
    case 'HoldSong':
      return hold(command, state);
    case 'ReleaseSong': {
      // A release may come first when a replay meets a hold that ended before holds were recorded: it counts then.
      if (state.status === 'none' || (state.holds.seen.has(command.holdId) && !state.holds.byId.has(command.holdId))) return [];
      const { songId, artistId } = state;
      return [{ type: 'SongReleased', data: { songId, artistId, holdId: command.holdId, placed: command.placed } }];
    }
  }
}

/**
 * Only a visible song of the artist's is held; holding again while held changes nothing, and a hold
 * that already ended is not taken again (the bounty or request it was for is over: nothing may be
 * reserved for it any more).
 */
function hold(command: HoldSong, state: SongState): SongEvent[] | DomainError {
  if (state.status !== 'none' && state.holds.byId.has(command.holdId)) return [];
  if (state.status !== 'none' && state.holds.seen.has(command.holdId)) return new DomainError('conflict', HOLD_ENDED);
  if (state.status !== 'active' || state.artistId !== command.artistId) return new DomainError('conflict', SONG_CANNOT_BE_HELD);
  const { songId, artistId, holdId, hold: kind, amount } = command;
  return [{ type: 'SongHeld', data: { songId, artistId, holdId, hold: kind, amount } }];
}

function decideVisibility(command: SetSongVisibility, state: SongState): SongEvent[] | DomainError {
  const song = ownSong(state, command.actorId);
  if (song instanceof DomainError) return song;
  const { songId, artistId } = song;
  // Unhiding is direct (spec section 4); asking for the state the song is in changes nothing.
  if (command.isActive) return song.status === 'hidden' ? [{ type: 'SongUnhidden', data: { songId, artistId } }] : [];
  if (song.status === 'hidden') return [];
  const obligations = obligationsOf(song.holds);
  const reason = hideRefusalReason(obligations);
  if (reason === null) return [{ type: 'SongHidden', data: { songId, artistId } }];
  const { bountyAmount, pendingSubmissions, activeSubmissions } = obligations;
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
