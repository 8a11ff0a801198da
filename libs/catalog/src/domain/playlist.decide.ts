import { DomainError } from '#platform';
import type { CatalogMember } from './catalog-member.js';
import { DEFAULT_PLACEMENT_PRICE, DEFAULT_REVIEW_PRICE, type PlaylistDetails, type PlaylistEvent, type PlaylistPlatform } from './playlist.events.js';
import { isWebUrl } from './web-url.js';

export const PLAYLIST_NOT_FOUND = 'Playlist not found';
export const CURATORS_ONLY = 'Only curators can create playlists';
export const COMPLETE_CURATOR_PROFILE_FIRST = 'Complete your curator profile before creating playlists';
export const OWNER_ONLY_EDITS = 'Only the curator of this playlist can edit it';
export const OWNER_ONLY_DELETES = 'Only the curator of this playlist can delete it';

// Spec section 5, word for word.
export const NAME_REQUIRED = 'Playlist name is required';
export const DESCRIPTION_TOO_SHORT = 'Please provide a meaningful description (at least 10 characters)';
export const PLAYLIST_URL_REQUIRED = 'Playlist URL is required';
export const FOLLOWER_COUNT_NEGATIVE = 'Follower count must be 0 or greater';
export const TAGS_REQUIRED = 'Tags required: Please select at least one tag to help artists find your playlist';
export const TAG_LIMIT_REACHED = 'Tag limit reached: You can select up to 10 tags maximum';

/**
 * Bounds the spec leaves open, with room above real playlists (Spotify caps a playlist at 10,000
 * tracks; the largest have tens of millions of followers) and the prices in whole VibeCoins.
 */
export const PLAYLIST_LIMITS = {
  nameMaxLength: 100,
  descriptionMinLength: 10,
  descriptionMaxLength: 1000,
  urlMaxLength: 2048,
  followerCountMax: 1_000_000_000,
  trackCountMax: 1_000_000,
  tagsMax: 10,
  /** Whole VibeCoins, for the review and the placement price alike. */
  priceMin: 1,
  priceMax: 10_000,
} as const;

const L = PLAYLIST_LIMITS;
export const NAME_TOO_LONG = `Playlist name must be at most ${L.nameMaxLength} characters`;
export const DESCRIPTION_TOO_LONG = `Description must be at most ${L.descriptionMaxLength} characters`;
export const PLAYLIST_URL_INVALID = 'Playlist URL must be a valid http(s) URL';
export const COVER_IMAGE_URL_INVALID = 'Cover image URL must be a valid http(s) URL';
export const FOLLOWER_COUNT_INVALID = `Follower count must be a whole number up to ${L.followerCountMax}`;
export const TRACK_COUNT_INVALID = `Track count must be a whole number from 0 to ${L.trackCountMax}`;
export const REVIEW_PRICE_INVALID = `Review price must be a whole number of VibeCoins from ${L.priceMin} to ${L.priceMax}`;
export const PLACEMENT_PRICE_INVALID = `Placement price must be a whole number of VibeCoins from ${L.priceMin} to ${L.priceMax}`;
export const unknownTag = (tagId: number): string => `Tag ${tagId} does not exist`;

/**
 * What a curator sends for a playlist. The optional fields, left out, take their default when the
 * playlist is created and keep their value when it is edited (an edit form that does not show the
 * prices never resets them); null clears the cover image or the track count.
 */
export interface PlaylistInput {
  readonly name: string;
  readonly description: string;
  readonly platform: PlaylistPlatform;
  readonly playlistUrl: string;
  readonly tagIds: readonly number[];
  readonly coverImageUrl?: string | null;
  readonly followerCount?: number;
  readonly trackCount?: number | null;
  readonly acceptingSubmissions?: boolean;
  readonly reviewPrice?: number;
  readonly placementPrice?: number;
}

/** Looking tags up is not pure, so the handler does it up front: the ids of `input.tagIds` that the taxonomy holds. */
interface WithTags {
  readonly input: PlaylistInput;
  readonly existingTagIds: readonly number[];
}

export interface CreatePlaylist extends WithTags {
  readonly type: 'CreatePlaylist';
  readonly playlistId: string;
  readonly curatorId: string;
  /** The curator's account as catalog sees it, read by the handler at the moment of the command. */
  readonly curator: CatalogMember;
}

export interface UpdatePlaylist extends WithTags {
  readonly type: 'UpdatePlaylist';
  readonly playlistId: string;
  readonly actorId: string;
}

export interface DeletePlaylist {
  readonly type: 'DeletePlaylist';
  readonly playlistId: string;
  readonly actorId: string;
}

export type PlaylistCommand = CreatePlaylist | UpdatePlaylist | DeletePlaylist;

export type PlaylistState =
  | { readonly status: 'none' }
  | { readonly status: 'active'; readonly curatorId: string; readonly details: PlaylistDetails }
  | { readonly status: 'deleted'; readonly curatorId: string };

/** Every field of the details, so that a new one cannot be forgotten by an edit or the comparison. */
const DETAIL_FIELDS = Object.keys({
  name: true, description: true, platform: true, playlistUrl: true, coverImageUrl: true, followerCount: true,
  trackCount: true, acceptingSubmissions: true, reviewPrice: true, placementPrice: true, tagIds: true,
} satisfies Record<keyof PlaylistDetails, true>) as (keyof PlaylistDetails)[];

/** A new playlist's details: what was sent, and the defaults for what was left out. */
function created(input: PlaylistInput): PlaylistDetails {
  return {
    name: input.name,
    description: input.description,
    platform: input.platform,
    playlistUrl: input.playlistUrl,
    tagIds: [...input.tagIds],
    coverImageUrl: input.coverImageUrl ?? null,
    followerCount: input.followerCount ?? 0,
    trackCount: input.trackCount ?? null,
    acceptingSubmissions: input.acceptingSubmissions ?? true,
    reviewPrice: input.reviewPrice ?? DEFAULT_REVIEW_PRICE,
    placementPrice: input.placementPrice ?? DEFAULT_PLACEMENT_PRICE,
  };
}

/** The details after an edit: what was sent over the current ones (a left-out field keeps its value). */
function edited(current: PlaylistDetails, input: PlaylistInput): PlaylistDetails {
  const sent = Object.fromEntries(DETAIL_FIELDS.flatMap((field) => (input[field] === undefined ? [] : [[field, input[field]]]))) as Partial<PlaylistDetails>;
  return { ...current, ...sent };
}

/** The rules of one playlist. */
export function decidePlaylist(command: PlaylistCommand, state: PlaylistState): PlaylistEvent[] | DomainError {
  const { playlistId } = command;
  switch (command.type) {
    case 'CreatePlaylist': {
      if (state.status !== 'none') return new DomainError('conflict', 'This playlist already exists');
      const refusal = curatorRefusal(command.curator);
      if (refusal) return refusal;
      const details = checkedDetails(created(command.input), command.existingTagIds);
      if (details instanceof DomainError) return details;
      return [{ type: 'PlaylistCreated', data: { playlistId, curatorId: command.curatorId, details } }];
    }
    case 'UpdatePlaylist': {
      if (state.status !== 'active') return new DomainError('not_found', PLAYLIST_NOT_FOUND);
      if (state.curatorId !== command.actorId) return new DomainError('forbidden', OWNER_ONLY_EDITS);
      const details = checkedDetails(edited(state.details, command.input), command.existingTagIds);
      if (details instanceof DomainError) return details;
      if (sameDetails(details, state.details)) return [];
      return [{ type: 'PlaylistUpdated', data: { playlistId, curatorId: state.curatorId, details } }];
    }
    case 'DeletePlaylist':
      if (state.status !== 'active') return new DomainError('not_found', PLAYLIST_NOT_FOUND);
      if (state.curatorId !== command.actorId) return new DomainError('forbidden', OWNER_ONLY_DELETES);
      return [{ type: 'PlaylistDeleted', data: { playlistId, curatorId: state.curatorId } }];
  }
}

/** Only an account that acts as a curator (identity's rule) owns playlists. */
function curatorRefusal(member: CatalogMember): DomainError | null {
  if (member.actsAsCurator) return null;
  return new DomainError('forbidden', member.choseCuratorRole ? COMPLETE_CURATOR_PROFILE_FIRST : CURATORS_ONLY);
}

/** The details as stored (text trimmed, a blank cover image cleared, tags once each), or the first rule they break, in the form's order. */
function checkedDetails(details: PlaylistDetails, existingTagIds: readonly number[]): PlaylistDetails | DomainError {
  const coverImageUrl = details.coverImageUrl?.trim() || null;
  const normalized: PlaylistDetails = {
    ...details,
    name: details.name.trim(),
    description: details.description.trim(),
    playlistUrl: details.playlistUrl.trim(),
    coverImageUrl,
    tagIds: [...new Set(details.tagIds)],
  };
  const broken = firstBrokenRule(normalized, existingTagIds);
  return broken === null ? normalized : new DomainError('invalid', broken);
}

function firstBrokenRule(details: PlaylistDetails, existingTagIds: readonly number[]): string | null {
  return textRule(details) ?? countRule(details) ?? tagRule(details.tagIds, existingTagIds) ?? priceRule(details);
}

function textRule({ name, description, playlistUrl, coverImageUrl }: PlaylistDetails): string | null {
  if (name === '') return NAME_REQUIRED;
  if (name.length > L.nameMaxLength) return NAME_TOO_LONG;
  if (description.length < L.descriptionMinLength) return DESCRIPTION_TOO_SHORT;
  if (description.length > L.descriptionMaxLength) return DESCRIPTION_TOO_LONG;
  if (playlistUrl === '') return PLAYLIST_URL_REQUIRED;
  if (!isLink(playlistUrl)) return PLAYLIST_URL_INVALID;
  if (coverImageUrl !== null && !isLink(coverImageUrl)) return COVER_IMAGE_URL_INVALID;
  return null;
}

function countRule({ followerCount, trackCount }: PlaylistDetails): string | null {
  if (followerCount < 0) return FOLLOWER_COUNT_NEGATIVE;
  if (!isWhole(followerCount, 0, L.followerCountMax)) return FOLLOWER_COUNT_INVALID;
  if (trackCount !== null && !isWhole(trackCount, 0, L.trackCountMax)) return TRACK_COUNT_INVALID;
  return null;
}

function tagRule(tagIds: readonly number[], existingTagIds: readonly number[]): string | null {
  if (tagIds.length === 0) return TAGS_REQUIRED;
  if (tagIds.length > L.tagsMax) return TAG_LIMIT_REACHED;
  const unknown = tagIds.find((id) => !existingTagIds.includes(id));
  return unknown === undefined ? null : unknownTag(unknown);
}

function priceRule({ reviewPrice, placementPrice }: PlaylistDetails): string | null {
  if (!isWhole(reviewPrice, L.priceMin, L.priceMax)) return REVIEW_PRICE_INVALID;
  if (!isWhole(placementPrice, L.priceMin, L.priceMax)) return PLACEMENT_PRICE_INVALID;
  return null;
}

const isLink = (text: string): boolean => text.length <= L.urlMaxLength && isWebUrl(text);
const isWhole = (n: number, min: number, max: number): boolean => Number.isInteger(n) && n >= min && n <= max;

function sameDetails(a: PlaylistDetails, b: PlaylistDetails): boolean {
  return DETAIL_FIELDS.every((field) =>
    field === 'tagIds' ? a.tagIds.length === b.tagIds.length && a.tagIds.every((id, i) => id === b.tagIds[i]) : a[field] === b[field],
  );
}

/** Every event carries the whole state of the playlist after it. */
export function evolvePlaylist(_state: PlaylistState, event: PlaylistEvent): PlaylistState {
  switch (event.type) {
    case 'PlaylistCreated':
    case 'PlaylistUpdated':
      return { status: 'active', curatorId: event.data.curatorId, details: event.data.details };
    case 'PlaylistDeleted':
      return { status: 'deleted', curatorId: event.data.curatorId };
  }
}

export const playlistDecider = {
  initialState: (): PlaylistState => ({ status: 'none' }),
  evolve: evolvePlaylist,
  decide: decidePlaylist,
};
