import { defineProjection, type ProjectedEvent, type Row, table } from '#projections';
import type { SubmissionEvent } from '../../domain/submission.events.js';
import { SUBMISSIONS_SCHEMA, SubmissionReadModel } from './submission.entity.js';

export const SUBMISSIONS_PROJECTION = 'market-submissions';

type Submission = Row<SubmissionReadModel>;
const DEFAULTS: Submission = { ...new SubmissionReadModel() };
const at = (event: ProjectedEvent<SubmissionEvent>): Date => new Date(event.metadata.occurredAt);

/** Requests as the submissions page lists them, from sending to their answer or expiry. */
export const submissionsProjection = defineProjection({
  name: SUBMISSIONS_PROJECTION,
  version: 1,
  schema: SUBMISSIONS_SCHEMA,
  tables: [
    table<SubmissionReadModel, SubmissionEvent>({
      entity: SubmissionReadModel,
      key: (event) => ({ id: event.data.submissionId }),
      on: {
        SubmissionSent: (_row, { data }): Submission => ({
          ...DEFAULTS,
          id: data.submissionId,
          songId: data.songId,
          playlistId: data.playlistId,
          artistId: data.artistId,
          curatorId: data.curatorId,
          type: data.type,
          message: data.message,
          price: data.price,
          matchPercentage: data.matchPercentage,
          status: 'funding',
          submittedAt: new Date(data.sentAt),
          respondBy: new Date(data.respondBy),
        }),
        SubmissionFunded: (row) => row && { ...row, status: 'pending' },
        SubmissionUnfunded: (row) => row && { ...row, status: 'unfunded' },
        SubmissionVoided: (row) => row && { ...row, status: 'voided' },
        SubmissionAnswered: (row, event) =>
          row && {
            ...row,
            status: event.data.status,
            curatorFeedback: event.data.curatorFeedback,
            paidAmount: event.data.paidAmount,
            refundedAmount: event.data.refundedAmount,
            reviewedAt: at(event),
            addedAt: event.data.status === 'added' ? at(event) : null,
          },
        SubmissionExpired: (row, { data }) => row && { ...row, status: 'expired', refundedAmount: data.refundedAmount },
      },
    }),
  ],
});
