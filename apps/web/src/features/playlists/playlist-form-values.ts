import type { FieldErrors } from '../../components/form-errors';
import { isHttpUrl } from '../../components/form-validation';
import {
  PLAYLIST_REQUEST_DESCRIPTION_MAX_LENGTH,
  PLAYLIST_REQUEST_FOLLOWER_COUNT_MAXIMUM,
  PLAYLIST_REQUEST_NAME_MAX_LENGTH,
  PLAYLIST_REQUEST_REVIEW_PRICE_MAXIMUM,
  PLAYLIST_REQUEST_REVIEW_PRICE_MINIMUM,
  PLAYLIST_REQUEST_TRACK_COUNT_MAXIMUM,
} from '../../api/request-limits.generated';
import { DEFAULT_PLACEMENT_PRICE, DEFAULT_REVIEW_PRICE, MAX_TAGS, PLAYLIST_DESCRIPTION_MIN_LENGTH } from '../../constants';
import type { Playlist, PlaylistPlatform, PlaylistRequest } from './playlists.api';

/** What the Create Playlist and Edit Playlist form holds; numbers as typed. */
export interface PlaylistFormValues {
  name: string;
  description: string;
  platform: PlaylistPlatform;
  playlistUrl: string;
  coverImageUrl: string;
  followerCount: string;
  trackCount: string;
  reviewPrice: string;
  placementPrice: string;
  acceptingSubmissions: boolean;
  tagIds: number[];
}

export type PlaylistFormErrors = FieldErrors<PlaylistFormValues>;

/** Every platform of the API's list with its name, in the order the form offers them. */
export const PLATFORM_LABELS: Record<PlaylistPlatform, string> = {
  spotify: 'Spotify',
  apple_music: 'Apple Music',
  youtube: 'YouTube',
  soundcloud: 'SoundCloud',
  other: 'Other',
};

export const emptyPlaylistValues: PlaylistFormValues = {
  name: '',
  description: '',
  platform: 'spotify',
  playlistUrl: '',
  coverImageUrl: '',
  followerCount: '0',
  trackCount: '',
  reviewPrice: String(DEFAULT_REVIEW_PRICE),
  placementPrice: String(DEFAULT_PLACEMENT_PRICE),
  acceptingSubmissions: true,
  tagIds: [],
};

export function playlistValuesOf(playlist: Playlist): PlaylistFormValues {
  return {
    name: playlist.name,
    description: playlist.description,
    platform: playlist.platform,
    playlistUrl: playlist.playlistUrl,
    coverImageUrl: playlist.coverImageUrl ?? '',
    followerCount: String(playlist.followerCount),
    trackCount: playlist.trackCount === null ? '' : String(playlist.trackCount),
    reviewPrice: String(playlist.reviewPrice),
    placementPrice: String(playlist.placementPrice),
    acceptingSubmissions: playlist.acceptingSubmissions,
    tagIds: playlist.tags.map((tag) => tag.id),
  };
}

/** A whole number written with digits only, or undefined for anything else. */
function wholeNumber(text: string): number | undefined {
  return /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/** Bounds the spec leaves open, as the server's playlist rules set them. */
const LIMITS = {
  nameMax: PLAYLIST_REQUEST_NAME_MAX_LENGTH,
  descriptionMax: PLAYLIST_REQUEST_DESCRIPTION_MAX_LENGTH,
  followersMax: PLAYLIST_REQUEST_FOLLOWER_COUNT_MAXIMUM,
  tracksMax: PLAYLIST_REQUEST_TRACK_COUNT_MAXIMUM,
  priceMin: PLAYLIST_REQUEST_REVIEW_PRICE_MINIMUM,
  priceMax: PLAYLIST_REQUEST_REVIEW_PRICE_MAXIMUM,
} as const;

export const TAGS_REQUIRED = { title: 'Tags required', description: 'Please select at least one tag to help artists find your playlist' };

function urlProblem(url: string, label: string): string | undefined {
  return url.trim() !== '' && !isHttpUrl(url.trim()) ? `${label} must be a valid http(s) URL` : undefined;
}

function followerCountProblem(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  if (/^\s*-\s*\d/.test(text)) return 'Follower count must be 0 or greater';
  const count = wholeNumber(text);
  return count === undefined || count > LIMITS.followersMax ? `Follower count must be a whole number up to ${LIMITS.followersMax}` : undefined;
}

function boundedProblem(text: string, min: number, max: number, message: string): string | undefined {
  const value = wholeNumber(text);
  return value === undefined || value < min || value > max ? message : undefined;
}

/** The playlist form's rules (spec section 5) with its messages. */
export function validatePlaylist(values: PlaylistFormValues): PlaylistFormErrors {
  const name = values.name.trim();
  const description = values.description.trim();
  const errors: PlaylistFormErrors = {
    name: name === '' ? 'Playlist name is required' : name.length > LIMITS.nameMax ? `Playlist name must be at most ${LIMITS.nameMax} characters` : undefined,
    description:
      description.length < PLAYLIST_DESCRIPTION_MIN_LENGTH
        ? `Please provide a meaningful description (at least ${PLAYLIST_DESCRIPTION_MIN_LENGTH} characters)`
        : description.length > LIMITS.descriptionMax
          ? `Description must be at most ${LIMITS.descriptionMax} characters`
          : undefined,
    playlistUrl: values.playlistUrl.trim() === '' ? 'Playlist URL is required' : urlProblem(values.playlistUrl, 'Playlist URL'),
    coverImageUrl: urlProblem(values.coverImageUrl, 'Cover image URL'),
    followerCount: followerCountProblem(values.followerCount),
    trackCount:
      values.trackCount.trim() === '' ? undefined : boundedProblem(values.trackCount, 0, LIMITS.tracksMax, `Track count must be a whole number from 0 to ${LIMITS.tracksMax}`),
    reviewPrice: boundedProblem(values.reviewPrice, LIMITS.priceMin, LIMITS.priceMax, `Review price must be a whole number of VibeCoins from ${LIMITS.priceMin} to ${LIMITS.priceMax}`),
    placementPrice: boundedProblem(
      values.placementPrice,
      LIMITS.priceMin,
      LIMITS.priceMax,
      `Placement price must be a whole number of VibeCoins from ${LIMITS.priceMin} to ${LIMITS.priceMax}`,
    ),
    tagIds:
      values.tagIds.length === 0
        ? `${TAGS_REQUIRED.title}: ${TAGS_REQUIRED.description}`
        : values.tagIds.length > MAX_TAGS
          ? `Tag limit reached: You can select up to ${MAX_TAGS} tags maximum`
          : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** The request body of a valid form. */
export function playlistRequestOf(values: PlaylistFormValues): PlaylistRequest {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    platform: values.platform,
    playlistUrl: values.playlistUrl.trim(),
    coverImageUrl: values.coverImageUrl.trim() || null,
    followerCount: wholeNumber(values.followerCount) ?? 0,
    trackCount: wholeNumber(values.trackCount) ?? null,
    acceptingSubmissions: values.acceptingSubmissions,
    reviewPrice: wholeNumber(values.reviewPrice) ?? 0,
    placementPrice: wholeNumber(values.placementPrice) ?? 0,
    tagIds: values.tagIds,
  };
}
