import { deciderSpecification } from '#testing';
import type { CatalogMember } from './catalog-member.js';
import {
  COMPLETE_CURATOR_PROFILE_FIRST, COVER_IMAGE_URL_INVALID, CURATORS_ONLY, DESCRIPTION_TOO_LONG, DESCRIPTION_TOO_SHORT, FOLLOWER_COUNT_INVALID,
  FOLLOWER_COUNT_NEGATIVE, NAME_REQUIRED, NAME_TOO_LONG, OWNER_ONLY_DELETES, OWNER_ONLY_EDITS, PLACEMENT_PRICE_INVALID, PLAYLIST_NOT_FOUND,
  PLAYLIST_URL_INVALID, PLAYLIST_URL_REQUIRED, playlistDecider, REVIEW_PRICE_INVALID, TAG_LIMIT_REACHED, TAGS_REQUIRED, TRACK_COUNT_INVALID,
  unknownTag, type CreatePlaylist, type PlaylistInput, type UpdatePlaylist,
} from './playlist.decide.js';
import type { PlaylistDetails, PlaylistEvent } from './playlist.events.js';

const spec = deciderSpecification(playlistDecider);

const TAXONOMY_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
// Who acts as a curator is identity's rule (libs/identity/src/contracts/account-roles.spec.ts); catalog gets its answer.
const curator: CatalogMember = { actsAsArtist: false, actsAsCurator: true, choseCuratorRole: true };

const input: PlaylistInput = {
  name: 'Late Night Indie',
  description: 'Mellow indie for the small hours.',
  platform: 'spotify',
  playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DX2Nc3B70tvx0',
  tagIds: [1, 4],
};

/** The details a playlist gets from `input` and the defaults. */
const details: PlaylistDetails = {
  ...input,
  tagIds: [1, 4],
  coverImageUrl: null,
  followerCount: 0,
  trackCount: null,
  acceptingSubmissions: true,
  reviewPrice: 25,
  placementPrice: 150,
};

/** Only the existing tags of the sent ids, as the handler looks them up. */
const existing = (tagIds: readonly number[]) => tagIds.filter((id) => TAXONOMY_IDS.includes(id));

const create = (overrides: Partial<PlaylistInput> = {}, member: CatalogMember = curator): CreatePlaylist => {
  const sent = { ...input, ...overrides };
  return { type: 'CreatePlaylist', playlistId: 'p1', curatorId: 'c1', curator: member, input: sent, existingTagIds: existing(sent.tagIds) };
};
const update = (overrides: Partial<PlaylistInput> = {}, actorId = 'c1'): UpdatePlaylist => {
  const sent = { ...input, ...overrides };
  return { type: 'UpdatePlaylist', playlistId: 'p1', actorId, input: sent, existingTagIds: existing(sent.tagIds) };
};

const created = (overrides: Partial<PlaylistDetails> = {}): PlaylistEvent => ({
  type: 'PlaylistCreated', data: { playlistId: 'p1', curatorId: 'c1', details: { ...details, ...overrides } },
});
const deleted: PlaylistEvent = { type: 'PlaylistDeleted', data: { playlistId: 'p1', curatorId: 'c1' } };

describe('playlist rules', () => {
  describe('creating', () => {
    it('creates the playlist with the default prices, open to submissions, when those are left out', () => {
      spec.given([]).when(create()).then([created()]);
    });

    it('keeps what the curator sets, trimmed, with each tag once', () => {
      const full: PlaylistInput = {
        ...input, name: '  Late Night Indie ', tagIds: [4, 1, 4], coverImageUrl: 'https://i.scdn.co/image/ab67', followerCount: 1200,
        trackCount: 80, acceptingSubmissions: false, reviewPrice: 40, placementPrice: 300,
      };
      spec.given([]).when(create(full)).then([
        created({ tagIds: [4, 1], coverImageUrl: 'https://i.scdn.co/image/ab67', followerCount: 1200, trackCount: 80, acceptingSubmissions: false, reviewPrice: 40, placementPrice: 300 }),
      ]);
    });

    it('clears a blank cover image', () => {
      spec.given([]).when(create({ coverImageUrl: '  ' })).then([created()]);
    });

    it.each<[string, CatalogMember, string]>([
      ['an account without the curator role (an artist, no role, no account)', { actsAsArtist: true, actsAsCurator: false, choseCuratorRole: false }, CURATORS_ONLY],
      ['a curator or "both" account with an incomplete profile', { actsAsArtist: false, actsAsCurator: false, choseCuratorRole: true }, COMPLETE_CURATOR_PROFILE_FIRST],
    ])('refuses %s', (_who, member, message) => {
      spec.given([]).when(create({}, member)).thenRefuses('forbidden', message);
    });

    it('refuses a second creation of the same playlist', () => {
      spec.given([created()]).when(create()).thenRefuses('conflict');
    });
  });

  describe('the rules of the form (spec section 5), on creating and on editing alike', () => {
    const longest = (length: number) => 'x'.repeat(length);
    it.each<[string, Partial<PlaylistInput>, string]>([
      ['a blank name', { name: '   ' }, NAME_REQUIRED],
      ['a name over 100 characters', { name: longest(101) }, NAME_TOO_LONG],
      ['a description under 10 characters', { description: ' too short ' }, DESCRIPTION_TOO_SHORT],
      ['a description over 1000 characters', { description: longest(1001) }, DESCRIPTION_TOO_LONG],
      ['a blank playlist URL', { playlistUrl: ' ' }, PLAYLIST_URL_REQUIRED],
      ['a playlist URL that is no link', { playlistUrl: 'open.spotify.com/playlist/1' }, PLAYLIST_URL_INVALID],
      ['a playlist URL of another scheme', { playlistUrl: 'javascript:alert(1)' }, PLAYLIST_URL_INVALID],
      ['a playlist URL over 2048 characters', { playlistUrl: `https://example.com/${longest(2030)}` }, PLAYLIST_URL_INVALID],
      ['a cover image that is no link', { coverImageUrl: 'cover.png' }, COVER_IMAGE_URL_INVALID],
      ['a negative follower count', { followerCount: -1 }, FOLLOWER_COUNT_NEGATIVE],
      ['a follower count over a billion', { followerCount: 1_000_000_001 }, FOLLOWER_COUNT_INVALID],
      ['a negative track count', { trackCount: -1 }, TRACK_COUNT_INVALID],
      ['no tag', { tagIds: [] }, TAGS_REQUIRED],
      ['more than 10 tags', { tagIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, TAG_LIMIT_REACHED],
      ['a tag that does not exist', { tagIds: [1, 999] }, unknownTag(999)],
      ['a review price of 0', { reviewPrice: 0 }, REVIEW_PRICE_INVALID],
      ['a review price over 10000', { reviewPrice: 10_001 }, REVIEW_PRICE_INVALID],
      ['a fractional review price', { reviewPrice: 2.5 }, REVIEW_PRICE_INVALID],
      ['a placement price of 0', { placementPrice: 0 }, PLACEMENT_PRICE_INVALID],
    ])('refuses %s', (_what, overrides, message) => {
      spec.given([]).when(create(overrides)).thenRefuses('invalid', message);
      spec.given([created()]).when(update(overrides)).thenRefuses('invalid', message);
    });

    it('accepts the bounds: 10 tags, 0 followers, prices of 1 and 10000, a description of exactly 10 characters', () => {
      const edges = { tagIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], followerCount: 0, reviewPrice: 1, placementPrice: 10_000, description: '0123456789' };
      spec.given([]).when(create(edges)).then([created(edges)]);
    });

    it('counts a tag sent twice once', () => {
      spec.given([]).when(create({ tagIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10] })).then([created({ tagIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] })]);
    });
  });

  describe('editing', () => {
    it('records the full details after the edit', () => {
      spec.given([created()]).when(update({ name: 'Deep Focus', acceptingSubmissions: false })).then([
        { type: 'PlaylistUpdated', data: { playlistId: 'p1', curatorId: 'c1', details: { ...details, name: 'Deep Focus', acceptingSubmissions: false } } },
      ]);
    });

    it('keeps the fields left out (the prices, the cover) and clears those sent as null', () => {
      const past = created({ reviewPrice: 40, placementPrice: 300, coverImageUrl: 'https://i.scdn.co/image/ab67', trackCount: 80 });
      spec.given([past]).when(update({ trackCount: null, description: 'Now only ambient piano.' })).then([
        {
          type: 'PlaylistUpdated',
          data: { playlistId: 'p1', curatorId: 'c1', details: { ...details, reviewPrice: 40, placementPrice: 300, coverImageUrl: 'https://i.scdn.co/image/ab67', trackCount: null, description: 'Now only ambient piano.' } },
        },
      ]);
    });

    it('changes nothing when nothing changed', () => {
      spec.given([created()]).when(update({ name: ' Late Night Indie ', tagIds: [1, 4, 1] })).thenNothingHappens();
    });

    it('is for the owner only', () => {
      spec.given([created()]).when(update({ name: 'Mine now' }, 'c2')).thenRefuses('forbidden', OWNER_ONLY_EDITS);
    });

    it('answers "Playlist not found" for a playlist that does not exist or was deleted', () => {
      spec.given([]).when(update()).thenRefuses('not_found', PLAYLIST_NOT_FOUND);
      spec.given([created(), deleted]).when(update()).thenRefuses('not_found', PLAYLIST_NOT_FOUND);
    });
  });

  describe('deleting', () => {
    it('deletes the playlist of its owner', () => {
      spec.given([created()]).when({ type: 'DeletePlaylist', playlistId: 'p1', actorId: 'c1' }).then([deleted]);
    });

    it('is for the owner only', () => {
      spec.given([created()]).when({ type: 'DeletePlaylist', playlistId: 'p1', actorId: 'c2' }).thenRefuses('forbidden', OWNER_ONLY_DELETES);
    });

    it('answers "Playlist not found" for a playlist that does not exist or was deleted already', () => {
      spec.given([]).when({ type: 'DeletePlaylist', playlistId: 'p1', actorId: 'c1' }).thenRefuses('not_found', PLAYLIST_NOT_FOUND);
      spec.given([created(), deleted]).when({ type: 'DeletePlaylist', playlistId: 'p1', actorId: 'c1' }).thenRefuses('not_found', PLAYLIST_NOT_FOUND);
    });
  });
});
