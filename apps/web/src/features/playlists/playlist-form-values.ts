import type { FieldErrors } from '../../components/form-errors';
import { isHttpUrl } from '../../components/form-validation';
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

/** A whole number of at least 0, or undefined for anything else. */
function wholeNumber(text: string): number | undefined {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

export const TAGS_REQUIRED = { title: 'Tags required', description: 'Please select at least one tag to help artists find your playlist' };

/** The playlist form's rules (spec section 5) with its messages. */
export function validatePlaylist(values: PlaylistFormValues): PlaylistFormErrors {
  const errors: PlaylistFormErrors = {};
  if (values.name.trim() === '') errors.name = 'Playlist name is required';
  if (values.description.trim().length < PLAYLIST_DESCRIPTION_MIN_LENGTH) {
    errors.description = `Please provide a meaningful description (at least ${PLAYLIST_DESCRIPTION_MIN_LENGTH} characters)`;
  }
  if (values.playlistUrl.trim() === '') errors.playlistUrl = 'Playlist URL is required';
  else if (!isHttpUrl(values.playlistUrl.trim())) errors.playlistUrl = 'Must be a valid URL';
  if (values.coverImageUrl.trim() !== '' && !isHttpUrl(values.coverImageUrl.trim())) errors.coverImageUrl = 'Must be a valid URL';
  if (values.followerCount.trim() !== '' && wholeNumber(values.followerCount) === undefined) errors.followerCount = 'Follower count must be 0 or greater';
  if (values.trackCount.trim() !== '' && wholeNumber(values.trackCount) === undefined) errors.trackCount = 'Track count must be 0 or greater';
  if (wholeNumber(values.reviewPrice) === undefined) errors.reviewPrice = 'Review price must be a whole number of VibeCoins, 0 or greater';
  if (wholeNumber(values.placementPrice) === undefined) errors.placementPrice = 'Placement price must be a whole number of VibeCoins, 0 or greater';
  if (values.tagIds.length === 0) errors.tagIds = `${TAGS_REQUIRED.title}: ${TAGS_REQUIRED.description}`;
  if (values.tagIds.length > MAX_TAGS) errors.tagIds = `Tag limit reached: You can select up to ${MAX_TAGS} tags maximum`;
  return errors;
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
