import type { BountyEvent, BountyTerms, SubmissionEvent } from '#marketplace';
import { defineProjection, table, type Row } from '#projections';
import type { SongDetails, SongEvent } from '../../domain/song.events.js';
import { SONGS_SCHEMA, SongReadModel, SongSubmissionReadModel } from './song.entity.js';

export const SONGS_PROJECTION = 'songs';

type Song = Row<SongReadModel>;

/** A new row's columns that the song's events do not set: the entity's defaults (made once). */
const DEFAULTS: Song = { ...new SongReadModel() };

const at = (event: { metadata: { occurredAt: string } }): Date => new Date(event.metadata.occurredAt);

/** No bounty: what a cancelled, expired, unfunded or completed one leaves. */
const NO_BOUNTY = { bountyAmount: null, bountyReviewAmount: null, bountyPlacementAmount: null, bountyExpiresAt: null, bountyDescription: null };
const withoutBounty = (row: Song | undefined) => row && { ...row, ...NO_BOUNTY };

/** The bounty's terms as the song's columns. */
const bountyTermsOf = ({ reviewAmount, placementAmount, description }: BountyTerms) =>
  ({ bountyReviewAmount: reviewAmount, bountyPlacementAmount: placementAmount, bountyDescription: description });

/** The columns of the artist's details (the event's `details` is not spread: a later field must not become a column by accident). */
const columnsOf = ({ title, description, spotifyUrl, youtubeUrl, soundcloudUrl, coverArtUrl, duration, tagIds }: SongDetails) =>
  ({ title, description, spotifyUrl, youtubeUrl, soundcloudUrl, coverArtUrl, duration, tagIds: [...tagIds] });

/** Songs as the dashboard and profile pages show them; a deleted song's row is removed. */
export const songsProjection = defineProjection({
  name: SONGS_PROJECTION,
  version: 2,
  schema: SONGS_SCHEMA,
  tables: [
    table<SongReadModel, SongEvent | BountyEvent | SubmissionEvent>({
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
        // The song's obligations: its bounty from funding to close, and how many requests wait or placed it.
        BountySet: (row, { data }) => row && { ...row, ...bountyTermsOf(data), bountyExpiresAt: new Date(data.expiresAt) },
        BountyFunded: (row, { data }) => row && { ...row, bountyAmount: data.amount },
        BountyChanged: (row, { data }) => row && { ...row, ...bountyTermsOf(data), bountyAmount: data.amount },
        BountyUnfunded: withoutBounty,
        BountyVoided: withoutBounty,
        BountyCancelled: withoutBounty,
        BountyExpired: withoutBounty,
        CampaignCompleted: withoutBounty,
        SubmissionFunded: (row) => row && { ...row, pendingSubmissionCount: row.pendingSubmissionCount + 1 },
        // Answered and expired requests were pending (the marketplace's rules): one fewer waits; an added one is a placement.
        SubmissionAnswered: (row, { data }) =>
          row && {
            ...row,
            pendingSubmissionCount: row.pendingSubmissionCount - 1,
            activeSubmissionCount: row.activeSubmissionCount + (data.status === 'added' ? 1 : 0),
          },
        SubmissionExpired: (row) => row && { ...row, pendingSubmissionCount: row.pendingSubmissionCount - 1 },
      },
    }),
    table<SongSubmissionReadModel, SubmissionEvent>({
      entity: SongSubmissionReadModel,
      key: (event) => ({ id: event.data.submissionId }),
      on: {
        SubmissionFunded: (_row, { data }) => ({ id: data.submissionId, songId: data.songId, status: 'pending' }),
        SubmissionAnswered: (row, { data }) => row && { ...row, status: data.status },
        SubmissionExpired: (row) => row && { ...row, status: 'expired' },
      },
    }),
  ],
});
