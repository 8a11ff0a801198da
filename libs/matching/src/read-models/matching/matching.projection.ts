import { type PlaylistDetails, type PlaylistEvent, playlistListingOf, type SongEvent, type TagEvent } from '#catalog';
import type { UserEvent } from '#identity';
import { defineProjection, rowOf, table, type ProjectedEvent, type Row } from '#projections';
import { GENRE, tagWeight, weightOf } from '../../domain/match-score.js';
import { personName, searchTextOf } from '../../domain/search-text.js';
import { MATCHING_SCHEMA } from './matching-schema.js';
import { MatchingPerson } from './person.entity.js';
import { MatchingPlaylist } from './playlist.entity.js';
import { MatchingPlaylistTag, PLAYLIST_TAG_SLOTS } from './playlist-tag.entity.js';
import { MatchingSong } from './song.entity.js';
import { MatchingTag } from './tag.entity.js';

export const MATCHING_PROJECTION = 'matching';

type Person = Row<MatchingPerson>;
type Playlist = Row<MatchingPlaylist>;

const distinct = (ids: readonly number[]): number[] => [...new Set(ids)];

/** A new person's columns that registration does not set: the entity's defaults (made once). */
const NEW_PERSON: Person = { ...new MatchingPerson() };

/** The shown name, folded for search, after any change of the names it comes from. */
const named = (person: Person): Person => {
  const { folded, compact } = searchTextOf(personName(person));
  return { ...person, foldedName: folded, compactName: compact };
};

/** A playlist's distinct tags, in the curator's order (catalog publishes at most {@link PLAYLIST_TAG_SLOTS}). */
const playlistTagIds = (details: PlaylistDetails): number[] => distinct(details.tagIds).slice(0, PLAYLIST_TAG_SLOTS);

const tagIdsOf = (event: ProjectedEvent<PlaylistEvent>): number[] => (event.type === 'PlaylistDeleted' ? [] : playlistTagIds(event.data.details));

function playlistOf(event: ProjectedEvent<PlaylistEvent>, details: PlaylistDetails, createdAt: Date): Playlist {
  const { folded, compact } = searchTextOf(details.name);
  return {
    id: event.data.playlistId,
    curatorId: event.data.curatorId,
    ...playlistListingOf(details),
    foldedName: folded,
    compactName: compact,
    tagIds: playlistTagIds(details),
    createdAt,
  };
}

/**
 * The `slot`-th tag of a playlist as matching ranks it, or none when the playlist has fewer tags
 * (or is gone). The weights come from the tags table: a tag not there, which catalog never lets
 * happen, weighs as a tag of no special category.
 */
function playlistTagOf(event: ProjectedEvent<PlaylistEvent>, slot: number, read: (id: number) => Row<MatchingTag> | undefined): Row<MatchingPlaylistTag> | null {
  if (event.type === 'PlaylistDeleted') return null;
  const { playlistId, curatorId, details } = event.data;
  const tags = playlistTagIds(details).map((id) => ({ id, category: read(id)?.category ?? '' }));
  const tag = tags[slot];
  if (!tag) return null;
  return {
    playlistId,
    slot,
    tagId: tag.id,
    tagWeight: tagWeight(tag.category),
    isGenre: tag.category === GENRE,
    playlistWeight: weightOf(tags),
    followerCount: details.followerCount,
    acceptingSubmissions: details.acceptingSubmissions,
    curatorId,
    name: details.name,
  };
}

const SLOTS = Array.from({ length: PLAYLIST_TAG_SLOTS }, (_, slot) => slot);

/**
 * Matching's own read model, built only from published events: `#catalog`'s taxonomy, songs and
 * playlists and `#identity`'s accounts (never their tables). Tables are listed in the order an
 * event reaches them: the tags before the playlist tags that weigh them.
 */
export const matchingProjection = defineProjection({
  name: MATCHING_PROJECTION,
  // 4: people's partial index holds who takes no requests (deactivated, or artists only), not only the deactivated.
  version: 4,
  schema: MATCHING_SCHEMA,
  extensions: ['pg_trgm'],
  tables: [
    table<MatchingTag, TagEvent>({
      entity: MatchingTag,
      key: (event) => event.data.tags.map((tag) => ({ id: tag.id })),
      on: {
        TagsAdded: (_row, event, { key }) => {
          const tag = event.data.tags.find((t) => t.id === key.id);
          return tag && { id: tag.id, name: tag.name, category: tag.category, weight: tagWeight(tag.category) };
        },
      },
    }),
    table<MatchingSong, SongEvent>({
      entity: MatchingSong,
      key: (event) => ({ id: event.data.songId }),
      on: {
        SongAdded: (_row, { data }) => ({ id: data.songId, artistId: data.artistId, tagIds: distinct(data.details.tagIds), isActive: true }),
        SongUpdated: (row, { data }) => row && { ...row, tagIds: distinct(data.details.tagIds) },
        SongHidden: (row) => row && { ...row, isActive: false },
        SongUnhidden: (row) => row && { ...row, isActive: true },
        SongDeleted: () => null,
      },
    }),
    table<MatchingPlaylist, PlaylistEvent>({
      entity: MatchingPlaylist,
      key: (event) => ({ id: event.data.playlistId }),
      on: {
        PlaylistCreated: (_row, event) => playlistOf(event, event.data.details, new Date(event.metadata.occurredAt)),
        PlaylistUpdated: (row, event) => row && playlistOf(event, event.data.details, row.createdAt),
        PlaylistDeleted: () => null,
      },
    }),
    // Every slot of the playlist, each event: the rows of tags it no longer has are deleted.
    table<MatchingPlaylistTag, PlaylistEvent>({
      entity: MatchingPlaylistTag,
      key: (event) => SLOTS.map((slot) => ({ playlistId: event.data.playlistId, slot })),
      reads: (event) => tagIdsOf(event).map((id) => rowOf(MatchingTag, { id })),
      on: {
        PlaylistCreated: (_row, event, { key, read }) => playlistTagOf(event, key.slot ?? 0, (id) => read(MatchingTag, { id })),
        PlaylistUpdated: (_row, event, { key, read }) => playlistTagOf(event, key.slot ?? 0, (id) => read(MatchingTag, { id })),
        PlaylistDeleted: () => null,
      },
    }),
    table<MatchingPerson, UserEvent>({
      entity: MatchingPerson,
      key: (event) => ({ id: event.data.userId }),
      on: {
        UserRegistered: (row, { data }) => named({ ...(row ?? NEW_PERSON), id: data.userId, firstName: data.firstName, lastName: data.lastName, role: data.role }),
        UserRoleSelected: (row, { data }) => row && { ...row, role: data.role },
        UserRoleAssigned: (row, { data }) => row && { ...row, role: data.role },
        CuratorProfileCompleted: (row, { data }) => row && named({ ...row, displayName: data.displayName, bio: data.bio, curatorProfileComplete: true }),
        UserProfileUpdated: (row, { data }) => {
          const { displayName, profileImageUrl, bio, location } = data.profile;
          return row && named({ ...row, displayName, profileImageUrl, bio, location });
        },
        UserVerified: (row) => row && { ...row, isVerified: true },
        VerificationWithdrawn: (row) => row && { ...row, isVerified: false },
        VerificationRevoked: (row) => row && { ...row, isVerified: false },
        UserNameChanged: (row, { data }) => row && named({ ...row, firstName: data.firstName, lastName: data.lastName }),
        UserDeactivated: (row) => row && { ...row, isActive: false },
        UserReactivated: (row) => row && { ...row, isActive: true },
      },
    }),
  ],
});
