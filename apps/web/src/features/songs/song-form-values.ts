import { SONG_DETAILS_REQUEST_DURATION_MAXIMUM, SONG_DETAILS_REQUEST_TITLE_MAX_LENGTH } from '../../api/request-limits.generated';
import { MAX_TAGS, SONG_DESCRIPTION_MAX_LENGTH } from '../../constants';
import type { FieldErrors } from '../../components/form-errors';
import { isHttpUrl } from '../../components/form-validation';
import { SONG_PLATFORMS, type SongPlatform, type SongUrlField, formatDuration } from './song-display';
import type { Song, SongRequest } from './songs.api';

/** What the Add Song and Edit Song form holds; every streaming URL is kept, one is shown at a time. */
export interface SongFormValues {
  title: string;
  platform: SongPlatform;
  urls: Record<SongUrlField, string>;
  description: string;
  /** m:ss, or whole seconds. */
  duration: string;
  tagIds: number[];
}

export type SongFormErrors = FieldErrors<Omit<SongFormValues, 'urls'> & { url: string }>;

export const emptySongValues: SongFormValues = {
  title: '',
  platform: 'spotify',
  urls: { spotifyUrl: '', youtubeUrl: '', soundcloudUrl: '' },
  description: '',
  duration: '',
  tagIds: [],
};

export function songValuesOf(song: Song): SongFormValues {
  const urls = { spotifyUrl: song.spotifyUrl ?? '', youtubeUrl: song.youtubeUrl ?? '', soundcloudUrl: song.soundcloudUrl ?? '' };
  // The selector opens on the first platform the song has a link for.
  const platform = SONG_PLATFORMS.find(({ field }) => urls[field] !== '')?.platform ?? 'spotify';
  return {
    title: song.title,
    platform,
    urls,
    description: song.description ?? '',
    duration: song.duration === null ? '' : formatDuration(song.duration),
    tagIds: song.tags.map((tag) => tag.id),
  };
}

const DURATION_PATTERN = /^(?:(\d{1,4}):([0-5]\d)|(\d{1,5}))$/;
/** The server's bounds: a day is longer than any release. */
const MAX_DURATION_SECONDS = SONG_DETAILS_REQUEST_DURATION_MAXIMUM;
const MAX_TITLE_LENGTH = SONG_DETAILS_REQUEST_TITLE_MAX_LENGTH;

/** "3:45" or "225" → 225; "" → null; anything else, 0 or more than a day → undefined (invalid). */
export function parseDuration(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = DURATION_PATTERN.exec(trimmed);
  if (!match) return undefined;
  const [, minutes, seconds, onlySeconds] = match;
  const total = onlySeconds !== undefined ? Number(onlySeconds) : Number(minutes) * 60 + Number(seconds);
  return total >= 1 && total <= MAX_DURATION_SECONDS ? total : undefined;
}

/** The first streaming platform whose URL is not a valid URL, if any. */
export function platformWithInvalidUrl(urls: SongFormValues['urls']): SongPlatform | undefined {
  return SONG_PLATFORMS.find(({ field }) => urls[field].trim() !== '' && !isHttpUrl(urls[field].trim()))?.platform;
}

/** The song form's rules (spec section 5) with its messages; the URL message is about the platform shown. */
export function validateSong(values: SongFormValues): SongFormErrors {
  const errors: SongFormErrors = {};
  if (values.title.trim() === '') errors.title = 'Title is required';
  if (values.title.trim().length > MAX_TITLE_LENGTH) errors.title = `Title must be ${MAX_TITLE_LENGTH} characters or less`;
  if (values.description.length > SONG_DESCRIPTION_MAX_LENGTH) errors.description = `Description must be ${SONG_DESCRIPTION_MAX_LENGTH} characters or less`;
  if (platformWithInvalidUrl(values.urls) !== undefined) errors.url = 'Must be a valid URL';
  if (parseDuration(values.duration) === undefined) errors.duration = 'Duration must be minutes and seconds (3:45) or seconds (225), up to 24 hours';
  if (values.tagIds.length === 0) errors.tagIds = 'Please select at least one tag';
  if (values.tagIds.length > MAX_TAGS) errors.tagIds = `You can select up to ${MAX_TAGS} tags`;
  return errors;
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The request body of a valid form. */
export function songRequestOf(values: SongFormValues): SongRequest {
  return {
    title: values.title.trim(),
    description: orNull(values.description),
    spotifyUrl: orNull(values.urls.spotifyUrl),
    youtubeUrl: orNull(values.urls.youtubeUrl),
    soundcloudUrl: orNull(values.urls.soundcloudUrl),
    duration: parseDuration(values.duration) ?? null,
    tagIds: values.tagIds,
  };
}
