import type { Song, SubmissionStatus } from './songs.api';

/** A length in seconds as m:ss (spec 2.6), e.g. 225 → "3:45". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The song card's glow: the combined status of its submissions, in the spec's priority. */
const STATUS_PRIORITY: readonly SubmissionStatus[] = ['added', 'pending', 'reviewed', 'rejected'];

export function combinedSubmissionStatus(song: Pick<Song, 'submissions'>): SubmissionStatus | null {
  return STATUS_PRIORITY.find((status) => song.submissions.some((submission) => submission.status === status)) ?? null;
}

function hasPendingSubmissions(song: Pick<Song, 'submissions'>): boolean {
  return song.submissions.some((submission) => submission.status === 'pending');
}

// Made at the first comparison, not when the module loads: a page's first Intl object loads the
// browser's locale data (see components/en-us-format.ts), and a list of one song never compares.
let byTitle: Intl.Collator | undefined;
const compareTitles = (a: string, b: string): number => (byTitle ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })).compare(a, b);

/** Spec 2.6: songs with a bounty first, then songs with pending submissions, then by title. */
export function orderedSongs<S extends Pick<Song, 'title' | 'hasBounty' | 'submissions'>>(songs: readonly S[]): S[] {
  const rank = (song: S) => (song.hasBounty ? 0 : hasPendingSubmissions(song) ? 1 : 2);
  return [...songs].sort((a, b) => rank(a) - rank(b) || compareTitles(a.title, b.title));
}

export const SONG_PLATFORMS = [
  { platform: 'spotify', field: 'spotifyUrl', label: 'Spotify' },
  { platform: 'youtube', field: 'youtubeUrl', label: 'YouTube' },
  { platform: 'soundcloud', field: 'soundcloudUrl', label: 'SoundCloud' },
] as const;

export type SongPlatform = (typeof SONG_PLATFORMS)[number]['platform'];
export type SongUrlField = (typeof SONG_PLATFORMS)[number]['field'];

/** The song's streaming links, in the order the card shows them. */
export function songLinks(song: Pick<Song, SongUrlField>): { label: string; url: string }[] {
  return SONG_PLATFORMS.flatMap(({ field, label }) => {
    const url = song[field];
    return url ? [{ label, url }] : [];
  });
}

/** A curator's campaign on the song's bounty: by when it must be accepted (or, once accepted, completed). */
export interface CampaignUnderWay {
  deadline: string;
  accepted: boolean;
}

/** Whether the artist may cancel now: not while a curator works on it within their deadline (the server decides again). */
export const cancellable = (campaign: CampaignUnderWay | undefined, now = Date.now()): boolean =>
  !campaign?.accepted || Date.parse(campaign.deadline) <= now;
