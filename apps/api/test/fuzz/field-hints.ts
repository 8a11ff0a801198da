import fc from 'fast-check';
import { allProjections } from '#runtime';
import { TEST_COUPON_CODE } from '#testing';
import type { FieldHints } from './schema-arbitrary.js';

/** What the fuzz knows about the app's data while it runs. */
export interface KnownValues {
  /** Existing accounts the fuzz may sign in to (no caller's, whose sessions must last), all with one password. */
  readonly accounts: { readonly emails: readonly string[]; readonly password: string };
  /** The password of the caller the next request goes out as (the fuzz may change it). */
  callerPassword(): string | null;
  /** Ids of existing users. */
  userIds(): readonly string[];
  /** Ids of users whose verification request is pending (an admin can review those). */
  pendingVerificationIds(): readonly string[];
  /** Ids of the playlists the caller created (its own to edit and delete), and of every caller's. */
  playlistIds(): readonly string[];
  allPlaylistIds(): readonly string[];
  /** A known playlist's review and placement prices: what an artist is shown, and sends with a request. */
  pricesOf(playlistId: string): readonly number[];
  /** Ids of campaign requests (pending ones among them, for the curators to answer), of bounties and of campaigns. */
  submissionIds(): readonly string[];
  bountyIds(): readonly string[];
  campaignIds(): readonly string[];
  /** Ids of the songs of the caller the next request goes out as, and of everyone's songs. */
  ownSongIds(): readonly string[];
  songIds(): readonly string[];
}

const NO_USER = '00000000-0000-4000-8000-000000000000';
const SPOTIFY_ARTIST = 'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF';
const SPOTIFY_USER = 'https://open.spotify.com/user/ana';

/** Read when a value is generated, not when the arbitrary is built: these change during the run. */
const live = <T>(read: () => T): fc.Arbitrary<T> => fc.constant(null).map(read);
const oneOfLive = (read: () => readonly string[]): fc.Arbitrary<string> =>
  fc.nat().map((i) => {
    const values = read();
    return values.length > 0 ? values[i % values.length] : NO_USER;
  });

/**
 * Values by field name that the schema does not declare (it declares no email or URL format, and
 * cannot know accounts): emails fresh and taken, the signed-in caller's password, http(s) URLs
 * and Spotify's two kinds of profile link, page paths, ids of existing users, of the caller's
 * playlists, of songs and of tags, search's tag lists.
 */
export function fieldHints(known: KnownValues): FieldHints {
  const email = fc.oneof(
    { weight: 3, arbitrary: fc.uuid().map((id) => `fuzz-${id}@example.com`) },
    { weight: 1, arbitrary: fc.emailAddress() },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...known.accounts.emails), fc.boolean()).map(([e, upper]) => (upper ? e.toUpperCase() : e)) },
  );
  const password = fc.oneof({ weight: 3, arbitrary: fc.constant(known.accounts.password) }, { weight: 1, arbitrary: fc.string({ minLength: 6, maxLength: 40 }) });
  const currentPassword = fc.oneof({ weight: 3, arbitrary: live(() => known.callerPassword() ?? '') }, { weight: 1, arbitrary: fc.string() });
  const url = fc.oneof({ weight: 4, arbitrary: fc.webUrl({ validSchemes: ['http', 'https'] }) }, { weight: 1, arbitrary: fc.constantFrom(SPOTIFY_ARTIST, SPOTIFY_USER) });
  const pagePath = fc.webPath().map((path) => (path.startsWith('/') ? path : `/${path}`));
  // Search's tag filter: comma-joined ids, sometimes over the limit of 10, sometimes with junk.
  const tagFilter = fc.oneof(
    { weight: 4, arbitrary: fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 12 }).map((ids) => ids.join(',')) },
    { weight: 1, arbitrary: fc.string() },
  );
  const userId = fc.oneof({ weight: 3, arbitrary: oneOfLive(known.pendingVerificationIds) }, { weight: 1, arbitrary: oneOfLive(known.userIds) });
  const id = fc.oneof(
    { weight: 1, arbitrary: userId },
    { weight: 1, arbitrary: oneOfLive(known.playlistIds) },
  );
  const liveOrJunk = (read: () => readonly string[]) => fc.oneof({ weight: 4, arbitrary: oneOfLive(read) }, { weight: 1, arbitrary: fc.uuid() });
  // A bounty's amounts: mostly on the sliders' steps (spec section 9), sometimes off them.
  const reviewAmount = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(10, 25, 50, 100) }, { weight: 1, arbitrary: fc.integer({ min: -10, max: 400 }) });
  const placementAmount = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(50, 125, 300) }, { weight: 1, arbitrary: fc.integer({ min: -10, max: 400 }) });
  // The playlist a body names last: a request's price is generated after it (a body's fields are generated in order).
  let lastPlaylistId = NO_USER;
  const playlistId = fc.oneof({ weight: 4, arbitrary: oneOfLive(known.allPlaylistIds) }, { weight: 1, arbitrary: fc.uuid() }).map((id) => (lastPlaylistId = id));
  // A request's price as the artist was shown it: one of that playlist's prices mostly, sometimes another.
  const knownPrice = fc.nat().map((i) => {
    const prices = known.pricesOf(lastPlaylistId);
    return prices.length > 0 ? prices[i % prices.length] : 25;
  });
  const price = fc.oneof({ weight: 4, arbitrary: knownPrice }, { weight: 1, arbitrary: fc.integer({ min: -10, max: 1000 }) });
  // The caller's newest song often: the harness makes it one with an open bounty, for the writes on a bounty; it adds songs with nothing on them too.
  const newestOwnSong = live(() => known.ownSongIds().at(-1) ?? NO_USER);
  const songId = fc.oneof(
    { weight: 3, arbitrary: newestOwnSong },
    { weight: 4, arbitrary: oneOfLive(known.ownSongIds) },
    { weight: 1, arbitrary: oneOfLive(known.songIds) },
    { weight: 1, arbitrary: fc.uuid() },
  );
  // Ids 1 to 200 are tags of the taxonomy (it has at least 200); the others are not.
  const tagIds = fc.oneof(
    { weight: 5, arbitrary: fc.uniqueArray(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 10 }) },
    { weight: 1, arbitrary: fc.array(fc.integer({ min: -5, max: 100_000 }), { maxLength: 12 }) },
  );

  // The test app's coupon, in any case, sometimes; else a code that is not valid.
  const couponCode = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(TEST_COUPON_CODE, TEST_COUPON_CODE.toLowerCase()) },
    { weight: 1, arbitrary: fc.string() },
  );

  // A purchase's key: fresh, or one already used (a retry), or too short.
  const idempotencyKey = fc.oneof(
    { weight: 3, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom('fuzz-key-0001', 'fuzz-key-0002') },
    { weight: 1, arbitrary: fc.string({ maxLength: 7 }) },
  );
  // A read model's name (the rebuild's path), or any name (a playlist's).
  const projectionOrPlaylistName = fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...allProjections.map((projection) => projection.name)) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 60 }) },
  );
  const packageId = fc.oneof({ weight: 4, arbitrary: fc.constantFrom('pack-5', 'pack-10', 'pack-250') }, { weight: 1, arbitrary: fc.string() });

  return (name) => {
    if (name === 'Idempotency-Key') return idempotencyKey;
    if (name === 'packageId') return packageId;
    if (name === 'email') return email;
    if (name === 'couponCode') return couponCode;
    if (name === 'password') return password;
    if (name === 'currentPassword') return currentPassword;
    if (name === 'page' || name === 'referrer') return pagePath;
    if (name === 'id') return id;
    if (name === 'name') return projectionOrPlaylistName;
    if (name === 'userId' || name === 'artistId') return userId;
    if (name === 'songId') return songId;
    if (name === 'playlistId') return playlistId;
    if (name === 'price') return price;
    if (name === 'submissionId') return liveOrJunk(known.submissionIds);
    if (name === 'bountyId') return liveOrJunk(known.bountyIds);
    if (name === 'campaignId') return liveOrJunk(known.campaignIds);
    if (name === 'curatorId') return userId;
    if (name === 'reviewAmount') return reviewAmount;
    if (name === 'placementAmount') return placementAmount;
    if (name === 'tagIds') return tagIds;
    if (name === 'tags') return tagFilter;
    if (name === 'website' || name.endsWith('Url')) return url;
    return undefined;
  };
}
