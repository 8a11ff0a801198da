import { deciderSpecification } from '#testing';
import type { SongDetails, SongEvent } from './song.events.js';
import {
  ARTISTS_ONLY, coverArtTrackUrl, DELETE_WITH_BOUNTY, DELETE_WITH_PENDING_SUBMISSIONS, DESCRIPTION_TOO_LONG, isSpotifyTrackUrl,
  HOLD_ENDED, NOT_YOUR_SONG, SONG_CANNOT_BE_HELD, SONG_NOT_FOUND, songDecider, TAGS_REQUIRED, TITLE_REQUIRED, TOO_MANY_TAGS, type AddSong, type UpdateSong,
} from './song.decide.js';
import { TAXONOMY } from './taxonomy.data.js';
import { taxonomyDecider } from './taxonomy.decide.js';

const spec = deciderSpecification(songDecider);
const taxonomy = taxonomyDecider.evolve(taxonomyDecider.initialState(), { type: 'TagsAdded', data: { tags: [...TAXONOMY] } });
const TRACK = 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC';

const details = (overrides: Partial<SongDetails> = {}): SongDetails => ({
  title: 'Night Drive',
  description: 'Synths for the highway.',
  spotifyUrl: null,
  youtubeUrl: null,
  soundcloudUrl: null,
  coverArtUrl: null,
  duration: 215,
  tagIds: [1, 4],
  ...overrides,
});

// The past of song s1 by artist a1.
const added = (d: SongDetails = details()): SongEvent => ({ type: 'SongAdded', data: { songId: 's1', artistId: 'a1', details: d } });
const hidden: SongEvent = { type: 'SongHidden', data: { songId: 's1', artistId: 'a1' } };
const deleted: SongEvent = { type: 'SongDeleted', data: { songId: 's1', artistId: 'a1' } };

const add = (overrides: Partial<AddSong> = {}): AddSong => ({
  type: 'AddSong', songId: 's1', artistId: 'a1', isArtist: true, details: details(), lookedUpCoverArtUrl: null, taxonomy, ...overrides,
});
const update = (d: Partial<SongDetails> = {}, overrides: Partial<UpdateSong> = {}): UpdateSong => ({
  type: 'UpdateSong', songId: 's1', actorId: 'a1', details: details(d), lookedUpCoverArtUrl: null, taxonomy, ...overrides,
});
const remove = (actorId = 'a1') => ({ type: 'DeleteSong', songId: 's1', actorId }) as const;
const setVisible = (isActive: boolean, actorId = 'a1') => ({ type: 'SetSongVisibility', songId: 's1', actorId, isActive }) as const;
// What holds the song (decision 0018): a bounty of 150 VC, requests, a request that ended placed.
const held = (holdId: string, hold: 'bounty' | 'request' = 'request', amount = 25): SongEvent => ({ type: 'SongHeld', data: { songId: 's1', artistId: 'a1', holdId, hold, amount } });
const released = (holdId: string, placed = false): SongEvent => ({ type: 'SongReleased', data: { songId: 's1', artistId: 'a1', holdId, placed } });
const bountyHeld = held('b1', 'bounty', 150);
const placement = [held('r9'), released('r9', true)];

describe('adding a song', () => {
  it('records the song with its details', () => {
    spec.given([]).when(add()).then([added()]);
  });

  it('only for artists (role artist or both)', () => {
    spec.given([]).when(add({ isArtist: false })).thenRefuses('forbidden', ARTISTS_ONLY);
  });

  it('trims the title and requires one', () => {
    spec.given([]).when(add({ details: details({ title: '  Night Drive ' }) })).then([added()]);
    spec.given([]).when(add({ details: details({ title: '   ' }) })).thenRefuses('invalid', TITLE_REQUIRED);
  });

  it('takes a description of 500 characters and refuses 501', () => {
    spec.given([]).when(add({ details: details({ description: 'x'.repeat(500) }) })).then([added(details({ description: 'x'.repeat(500) }))]);
    spec.given([]).when(add({ details: details({ description: 'x'.repeat(501) }) })).thenRefuses('invalid', DESCRIPTION_TOO_LONG);
  });

  it('needs 1 to 10 tags, a repeated tag counting once', () => {
    spec.given([]).when(add({ details: details({ tagIds: [] }) })).thenRefuses('invalid', TAGS_REQUIRED);
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    spec.given([]).when(add({ details: details({ tagIds: ten }) })).then([added(details({ tagIds: ten }))]);
    spec.given([]).when(add({ details: details({ tagIds: [...ten, 11] }) })).thenRefuses('invalid', TOO_MANY_TAGS);
    spec.given([]).when(add({ details: details({ tagIds: [...ten, 10, 1] }) })).then([added(details({ tagIds: ten }))]);
  });

  it('refuses tags the taxonomy does not have, naming them', () => {
    spec.given([]).when(add({ details: details({ tagIds: [1, 9999] }) })).thenRefuses('invalid', 'Tag 9999 does not exist', { unknownTagIds: [9999] });
    spec.given([]).when(add({ details: details({ tagIds: [0, 1, 9999] }) })).thenRefuses('invalid', 'Tags 0, 9999 do not exist', { unknownTagIds: [0, 9999] });
  });

  it('takes the looked-up cover art when the artist gave none, and the given one over it', () => {
    const withTrack = details({ spotifyUrl: TRACK });
    spec.given([]).when(add({ details: withTrack, lookedUpCoverArtUrl: 'https://i.scdn.co/image/found' }))
      .then([added({ ...withTrack, coverArtUrl: 'https://i.scdn.co/image/found' })]);
    const given = details({ spotifyUrl: TRACK, coverArtUrl: 'https://cdn.example.com/own.png' });
    spec.given([]).when(add({ details: given, lookedUpCoverArtUrl: 'https://i.scdn.co/image/found' })).then([added(given)]);
  });
});

describe('editing a song', () => {
  it('records the full new details', () => {
    spec.given([added()]).when(update({ title: 'Night Drive (Remix)', tagIds: [2] }))
      .then([{ type: 'SongUpdated', data: { songId: 's1', artistId: 'a1', details: details({ title: 'Night Drive (Remix)', tagIds: [2] }) } }]);
  });

  it('changes nothing when nothing differs', () => {
    spec.given([added()]).when(update()).thenNothingHappens();
  });

  it('edits a hidden song too, which stays hidden', () => {
    const edited = spec.given([added(), hidden]).when(update({ title: 'Other' }));
    expect(edited.stateAfter()).toMatchObject({ status: 'hidden', details: { title: 'Other' } });
  });

  it('only by its artist', () => {
    spec.given([added()]).when(update({ title: 'Mine now' }, { actorId: 'a2' })).thenRefuses('forbidden', NOT_YOUR_SONG);
  });

  it('refuses unknown and deleted songs', () => {
    spec.given([]).when(update()).thenRefuses('not_found', SONG_NOT_FOUND);
    spec.given([added(), deleted]).when(update()).thenRefuses('not_found', SONG_NOT_FOUND);
  });

  it('applies the same rules as adding', () => {
    spec.given([added()]).when(update({ title: '' })).thenRefuses('invalid', TITLE_REQUIRED);
    spec.given([added()]).when(update({ tagIds: [] })).thenRefuses('invalid', TAGS_REQUIRED);
    spec.given([added()]).when(update({ tagIds: [12345] })).thenRefuses('invalid', 'Tag 12345 does not exist');
  });

  it('keeps the cover art while the Spotify link stays, and drops it with the link', () => {
    const withCover = details({ spotifyUrl: TRACK, coverArtUrl: 'https://i.scdn.co/image/found' });
    spec.given([added(withCover)]).when(update({ spotifyUrl: TRACK, title: 'Renamed' }))
      .then([{ type: 'SongUpdated', data: { songId: 's1', artistId: 'a1', details: { ...withCover, title: 'Renamed' } } }]);
    spec.given([added(withCover)]).when(update({ spotifyUrl: null }))
      .then([{ type: 'SongUpdated', data: { songId: 's1', artistId: 'a1', details: details() } }]);
  });
});

describe('deleting a song', () => {
  it('records the deletion, after which the song is gone', () => {
    const deletion = spec.given([added()]).when(remove());
    deletion.then([deleted]);
    expect(deletion.stateAfter()).toMatchObject({ status: 'deleted' });
    spec.given([added(), deleted]).when(remove()).thenRefuses('not_found', SONG_NOT_FOUND);
  });

  it('only by its artist', () => {
    spec.given([added()]).when(remove('a2')).thenRefuses('forbidden', NOT_YOUR_SONG);
  });

  it('is refused while its stream holds the song for a bounty or pending requests', () => {
    spec.given([added(), bountyHeld]).when(remove()).thenRefuses('conflict', DELETE_WITH_BOUNTY);
    spec.given([added(), held('r1'), held('r2')]).when(remove()).thenRefuses('conflict', DELETE_WITH_PENDING_SUBMISSIONS);
    spec.given([added(), held('r1'), bountyHeld]).when(remove()).thenRefuses('conflict', DELETE_WITH_BOUNTY);
  });

  it('is allowed once every hold is released, and with placements under way (the spec blocks only bounties and pending submissions)', () => {
    spec.given([added(), bountyHeld, released('b1'), held('r1'), released('r1')]).when(remove()).then([deleted]);
    spec.given([added(), ...placement]).when(remove()).then([deleted]);
  });
});

describe('hiding and unhiding a song', () => {
  it('hides, then unhides', () => {
    spec.given([added()]).when(setVisible(false)).then([hidden]);
    spec.given([added(), hidden]).when(setVisible(true)).then([{ type: 'SongUnhidden', data: { songId: 's1', artistId: 'a1' } }]);
  });

  it('changes nothing when the song already is as asked', () => {
    spec.given([added()]).when(setVisible(true)).thenNothingHappens();
    spec.given([added(), hidden]).when(setVisible(false)).thenNothingHappens();
  });

  it('unhides directly, whatever the song is bound to', () => {
    spec.given([added(), bountyHeld, held('r1'), ...placement, hidden]).when(setVisible(true))
      .then([{ type: 'SongUnhidden', data: { songId: 's1', artistId: 'a1' } }]);
  });

  it('refuses to hide a song with an active bounty, saying why and what to do', () => {
    spec.given([added(), held('r1'), bountyHeld]).when(setVisible(false))
      .thenRefuses('conflict', 'Cannot hide song with an active bounty', {
        canHide: false, reason: 'active_bounty', details: 'Cancel the bounty first to hide this song.', bountyAmount: 150, submissionCount: 1,
      });
  });

  it('refuses to hide a song with pending submissions', () => {
    spec.given([added(), held('r1'), held('r2'), ...placement]).when(setVisible(false))
      .thenRefuses('conflict', 'Cannot hide song with pending submissions', {
        canHide: false, reason: 'pending_submissions', details: 'Wait for curator reviews or cancel submissions first.', bountyAmount: null, submissionCount: 3,
      });
  });

  it('refuses to hide a song with placements under way', () => {
    spec.given([added(), ...placement]).when(setVisible(false))
      .thenRefuses('conflict', 'Cannot hide song with active placements', {
        canHide: false, reason: 'active_submissions', details: 'Wait for curator reviews or cancel submissions first.', bountyAmount: null, submissionCount: 1,
      });
  });

  it('only by its artist, and only songs that exist', () => {
    spec.given([added()]).when(setVisible(false, 'a2')).thenRefuses('forbidden', NOT_YOUR_SONG);
    spec.given([]).when(setVisible(false)).thenRefuses('not_found', SONG_NOT_FOUND);
    spec.given([added(), deleted]).when(setVisible(true)).thenRefuses('not_found', SONG_NOT_FOUND);
  });
});

describe('holding a song for a bounty or a request (decision 0018)', () => {
  const hold = (holdId: string, artistId = 'a1') => ({ type: 'HoldSong', songId: 's1', artistId, holdId, hold: 'request', amount: 25 }) as const;
  const release = (holdId: string, placed = false) => ({ type: 'ReleaseSong', songId: 's1', holdId, placed }) as const;

  it('holds a visible song of the artist once per hold id, and never again once released (nothing may be reserved for it then)', () => {
    spec.given([added()]).when(hold('r1')).then([held('r1')]);
    spec.given([added(), held('r1')]).when(hold('r1')).thenNothingHappens();
    spec.given([added(), held('r1'), released('r1')]).when(hold('r1')).thenRefuses('conflict', HOLD_ENDED);
    spec.given([added(), released('r1')]).when(hold('r1')).thenRefuses('conflict', HOLD_ENDED);
  });

  it('refuses a hidden, deleted, unknown or other artist’s song: what raced the hold wins', () => {
    spec.given([added(), hidden]).when(hold('r1')).thenRefuses('conflict', SONG_CANNOT_BE_HELD);
    spec.given([added(), deleted]).when(hold('r1')).thenRefuses('conflict', SONG_CANNOT_BE_HELD);
    spec.given([]).when(hold('r1')).thenRefuses('conflict', SONG_CANNOT_BE_HELD);
    spec.given([added()]).when(hold('r1', 'a2')).thenRefuses('conflict', SONG_CANNOT_BE_HELD);
  });

  it('releases a hold once; a release that comes first (a replay of an older hold) is kept, so the hold never follows', () => {
    spec.given([added(), held('r1')]).when(release('r1', true)).then([released('r1', true)]);
    spec.given([added(), held('r1'), released('r1')]).when(release('r1')).thenNothingHappens();
    spec.given([added()]).when(release('r1', true)).then([released('r1', true)]);
  });
});

describe('which cover art to look up', () => {
  const none = songDecider.initialState();
  const stateOf = (events: readonly SongEvent[]) => events.reduce(songDecider.evolve, none);

  it('the Spotify track of a song without cover art', () => {
    expect(coverArtTrackUrl(details({ spotifyUrl: TRACK }), none)).toBe(TRACK);
  });

  it('none when the artist gave cover art, or the link is not a track', () => {
    expect(coverArtTrackUrl(details({ spotifyUrl: TRACK, coverArtUrl: 'https://cdn.example.com/a.png' }), none)).toBeNull();
    expect(coverArtTrackUrl(details({ spotifyUrl: 'https://open.spotify.com/album/1A2GTWGtFfWp7KSQTwWOyo' }), none)).toBeNull();
    expect(coverArtTrackUrl(details(), none)).toBeNull();
  });

  it('none when the song keeps its cover art with the same link; again when the link changes', () => {
    const song = stateOf([added(details({ spotifyUrl: TRACK, coverArtUrl: 'https://i.scdn.co/image/found' }))]);
    expect(coverArtTrackUrl(details({ spotifyUrl: TRACK }), song)).toBeNull();
    const other = 'https://open.spotify.com/track/7ouMYWpwJ422jRcDASZB7P';
    expect(coverArtTrackUrl(details({ spotifyUrl: other }), song)).toBe(other);
  });

  it.each([
    [TRACK, true],
    [`${TRACK}?si=abc`, true],
    ['https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC', true],
    ['https://open.spotify.com/album/4uLU6hMCjMI75M1A2tKUQC', false],
    ['https://open.spotify.com/track/', false],
    ['https://open.spotify.com/track/abc/extra', false],
    ['https://evil.example.com/track/4uLU6hMCjMI75M1A2tKUQC', false],
    ['ftp://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', false],
    ['not a url', false],
  ])('%s is a Spotify track URL: %s', (url, expected) => {
    expect(isSpotifyTrackUrl(url)).toBe(expected);
  });
});
