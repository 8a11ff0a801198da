import { describe, expect, it } from '@jest/globals';
import { cancellable, combinedSubmissionStatus, formatDuration, orderedSongs, songLinks } from './song-display';
import type { SubmissionStatus } from './songs.api';

const submissions = (...statuses: SubmissionStatus[]) => statuses.map((status, index) => ({ id: `s${index}`, status }));

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [225, '3:45'],
    [600, '10:00'],
    [3725, '62:05'],
  ])('shows %i seconds as %s', (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown);
  });
});

describe('combinedSubmissionStatus', () => {
  it('is none without submissions', () => {
    expect(combinedSubmissionStatus({ submissions: [] })).toBeNull();
  });

  it('follows the priority added, pending, reviewed, rejected', () => {
    expect(combinedSubmissionStatus({ submissions: submissions('rejected', 'reviewed', 'pending', 'added') })).toBe('added');
    expect(combinedSubmissionStatus({ submissions: submissions('rejected', 'pending', 'reviewed') })).toBe('pending');
    expect(combinedSubmissionStatus({ submissions: submissions('rejected', 'reviewed') })).toBe('reviewed');
    expect(combinedSubmissionStatus({ submissions: submissions('rejected') })).toBe('rejected');
  });
});

describe('orderedSongs', () => {
  it('puts bounty songs first, then songs with pending submissions, then the rest, each by title', () => {
    const songs = [
      { title: 'zebra', hasBounty: false, submissions: [] },
      { title: 'Yak', hasBounty: false, submissions: submissions('pending') },
      { title: 'apple', hasBounty: false, submissions: submissions('reviewed') },
      { title: 'Xylophone', hasBounty: true, submissions: [] },
      { title: 'Wolf', hasBounty: true, submissions: submissions('pending') },
      { title: 'Track 10', hasBounty: false, submissions: [] },
      { title: 'Track 9', hasBounty: false, submissions: [] },
    ];
    expect(orderedSongs(songs).map((song) => song.title)).toEqual(['Wolf', 'Xylophone', 'Yak', 'apple', 'Track 9', 'Track 10', 'zebra']);
  });
});

describe('songLinks', () => {
  it('lists the links the song has, Spotify, YouTube then SoundCloud', () => {
    expect(songLinks({ spotifyUrl: null, youtubeUrl: 'https://youtu.be/x', soundcloudUrl: 'https://soundcloud.com/a/b' })).toEqual([
      { label: 'YouTube', url: 'https://youtu.be/x' },
      { label: 'SoundCloud', url: 'https://soundcloud.com/a/b' },
    ]);
  });
});

describe('cancellable', () => {
  const now = Date.parse('2026-11-29T12:00:00.000Z');
  it('lets the artist cancel a bounty no curator holds, or one a curator only claimed', () => {
    expect(cancellable(undefined, now)).toBe(true);
    expect(cancellable({ deadline: '2026-11-30T12:00:00.000Z', accepted: false }, now)).toBe(true);
  });

  it('holds the cancel while a curator works within their deadline, and gives it back once it has passed', () => {
    expect(cancellable({ deadline: '2026-11-29T12:00:01.000Z', accepted: true }, now)).toBe(false);
    expect(cancellable({ deadline: '2026-11-29T12:00:00.000Z', accepted: true }, now)).toBe(true);
  });
});
