import { defineProjection, table, type ProjectedEvent, type Row } from '#projections';
import type { SongDetails, SongEvent } from '../../domain/song.events.js';
import { SONGS_SCHEMA, SongReadModel } from './song.entity.js';

export const SONGS_PROJECTION = 'songs';

type Song = Row<SongReadModel>;

/** A new row's columns that the song's events do not set: the entity's defaults (made once). */
const DEFAULTS: Song = { ...new SongReadModel() };

const at = (event: ProjectedEvent<SongEvent>): Date => new Date(event.metadata.occurredAt);

/** The columns of the artist's details (the event's `details` is not spread: a later field must not become a column by accident). */
const columnsOf = ({ title, description, spotifyUrl, youtubeUrl, soundcloudUrl, coverArtUrl, duration, tagIds }: SongDetails) =>
  ({ title, description, spotifyUrl, youtubeUrl, soundcloudUrl, coverArtUrl, duration, tagIds: [...tagIds] });

/** Songs as the dashboard and profile pages show them; a deleted song's row is removed. */
export const songsProjection = defineProjection({
  name: SONGS_PROJECTION,
  version: 1,
  schema: SONGS_SCHEMA,
  tables: [
    table<SongReadModel, SongEvent>({
      entity: SongReadModel,
      key: (event) => ({ id: event.data.songId }),
      on: {
        SongAdded: (row, event): Song => ({
          ...(row ?? DEFAULTS),
          id: event.data.songId,
          artistId: event.data.artistId,
          ...columnsOf(event.data.details),
          createdAt: at(event),
          updatedAt: at(event),
        }),
        SongUpdated: (row, event) => row && { ...row, ...columnsOf(event.data.details), updatedAt: at(event) },
        SongHidden: (row, event) => row && { ...row, isActive: false, updatedAt: at(event) },
        SongUnhidden: (row, event) => row && { ...row, isActive: true, updatedAt: at(event) },
        SongDeleted: () => null,
      },
    }),
  ],
});
