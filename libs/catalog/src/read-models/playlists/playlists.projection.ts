import { defineProjection, table, type ProjectedEvent } from '#projections';
import type { PlaylistDetails, PlaylistEvent } from '../../domain/playlist.events.js';
import { playlistListingOf } from '../../contracts/playlist-listing.js';
import { PLAYLISTS_SCHEMA, PlaylistReadModel } from './playlist.entity.js';

export const PLAYLISTS_PROJECTION = 'playlists';

/** The event's time, as the row's last change. */
const at = (event: ProjectedEvent<PlaylistEvent>): Date => new Date(event.metadata.occurredAt);

/** The row's columns of the details. */
const columnsOf = (d: PlaylistDetails) => ({ ...playlistListingOf(d), tagIds: [...d.tagIds] });

/** Playlists as the profile pages and the dashboard list them; a deleted playlist has no row. */
export const playlistsProjection = defineProjection({
  name: PLAYLISTS_PROJECTION,
  version: 1,
  schema: PLAYLISTS_SCHEMA,
  tables: [
    table<PlaylistReadModel, PlaylistEvent>({
      entity: PlaylistReadModel,
      key: (event) => ({ id: event.data.playlistId }),
      on: {
        PlaylistCreated: (_row, event) => {
          const { playlistId, curatorId, details } = event.data;
          return { id: playlistId, curatorId, ...columnsOf(details), createdAt: at(event), updatedAt: at(event) };
        },
        PlaylistUpdated: (row, event) => row && { ...row, ...columnsOf(event.data.details), updatedAt: at(event) },
        PlaylistDeleted: () => null,
      },
    }),
  ],
});
