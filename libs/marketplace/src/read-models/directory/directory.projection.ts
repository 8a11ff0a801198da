import { type PlaylistDetails, type PlaylistEvent, playlistListingOf, type SongEvent, type TagEvent } from '#catalog';
import type { UserEvent } from '#identity';
import { defineProjection, table, type Row } from '#projections';
import { DIRECTORY_SCHEMA, DirectoryPerson, DirectoryPlaylist, DirectorySong, DirectoryTag } from './directory.entities.js';

export const DIRECTORY_PROJECTION = 'market-directory';

const NEW_PERSON: Row<DirectoryPerson> = { ...new DirectoryPerson() };

const playlistOf = (playlistId: string, curatorId: string, details: PlaylistDetails): Row<DirectoryPlaylist> => ({
  id: playlistId,
  curatorId,
  ...playlistListingOf(details),
  tagIds: [...new Set(details.tagIds)],
});

/**
 * The marketplace's own copy of the names and links it shows beside bounties, campaigns and
 * submissions, built only from `#catalog`'s and `#identity`'s published events (never their
 * tables). Decisions never read it: they fold the song's and playlist's own streams.
 */
export const directoryProjection = defineProjection({
  name: DIRECTORY_PROJECTION,
  version: 2,
  schema: DIRECTORY_SCHEMA,
  tables: [
    table<DirectoryTag, TagEvent>({
      entity: DirectoryTag,
      key: (event) => event.data.tags.map((tag) => ({ id: tag.id })),
      on: {
        TagsAdded: (_row, event, { key }) => {
          const tag = event.data.tags.find((t) => t.id === key.id);
          return tag && { id: tag.id, name: tag.name, category: tag.category };
        },
      },
    }),
    table<DirectorySong, SongEvent>({
      entity: DirectorySong,
      key: (event) => ({ id: event.data.songId }),
      on: {
        SongAdded: (_row, { data }) => ({
          id: data.songId,
          artistId: data.artistId,
          title: data.details.title,
          spotifyUrl: data.details.spotifyUrl,
          coverArtUrl: data.details.coverArtUrl,
          tagIds: [...new Set(data.details.tagIds)],
          isActive: true,
        }),
        SongUpdated: (row, { data }) =>
          row && { ...row, title: data.details.title, spotifyUrl: data.details.spotifyUrl, coverArtUrl: data.details.coverArtUrl, tagIds: [...new Set(data.details.tagIds)] },
        SongHidden: (row) => row && { ...row, isActive: false },
        SongUnhidden: (row) => row && { ...row, isActive: true },
        SongDeleted: () => null,
      },
    }),
    table<DirectoryPlaylist, PlaylistEvent>({
      entity: DirectoryPlaylist,
      key: (event) => ({ id: event.data.playlistId }),
      on: {
        PlaylistCreated: (_row, { data }) => playlistOf(data.playlistId, data.curatorId, data.details),
        PlaylistUpdated: (row, { data }) => row && playlistOf(data.playlistId, data.curatorId, data.details),
        PlaylistDeleted: () => null,
      },
    }),
    table<DirectoryPerson, UserEvent>({
      entity: DirectoryPerson,
      key: (event) => ({ id: event.data.userId }),
      on: {
        UserRegistered: (row, { data }) => ({ ...(row ?? NEW_PERSON), id: data.userId, firstName: data.firstName, lastName: data.lastName }),
        CuratorProfileCompleted: (row, { data }) => row && { ...row, displayName: data.displayName },
        UserProfileUpdated: (row, { data }) => row && { ...row, displayName: data.profile.displayName, profileImageUrl: data.profile.profileImageUrl },
        UserDeactivated: (row) => row && { ...row, isActive: false },
        UserReactivated: (row) => row && { ...row, isActive: true },
      },
    }),
  ],
});
