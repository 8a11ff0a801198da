import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { SubmissionStatus } from '../../domain/submission.state.js';

export const SUBMISSIONS_SCHEMA = 'rm_market_submissions';

/** One row per campaign request, whatever became of it: the lists of sent and received requests, and curators' reputation. */
@Entity({ tableName: 'submissions', schema: SUBMISSIONS_SCHEMA })
@Index({ properties: ['artistId', 'submittedAt'] })
@Index({ properties: ['curatorId', 'submittedAt'] })
@Index({ properties: ['songId'] })
export class SubmissionReadModel {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid' }) songId!: string;
  @Property({ type: 'uuid' }) playlistId!: string;
  @Property({ type: 'uuid' }) artistId!: string;
  @Property({ type: 'uuid' }) curatorId!: string;
  @Property({ type: 'text' }) type!: 'review' | 'placement';
  @Property({ type: 'text' }) message!: string;
  @Property({ type: 'integer' }) price!: number;
  @Property({ type: 'integer' }) matchPercentage!: number;
  @Property({ type: 'text' }) status!: SubmissionStatus;
  @Property({ type: 'integer' }) paidAmount = 0;
  @Property({ type: 'integer' }) refundedAmount = 0;
  @Property({ type: 'text', nullable: true }) curatorFeedback: string | null = null;
  @Property({ type: 'timestamptz' }) submittedAt!: Date;
  @Property({ type: 'timestamptz' }) respondBy!: Date;
  /** When the curator answered (reviewed, added or rejected). */
  @Property({ type: 'timestamptz', nullable: true }) reviewedAt: Date | null = null;
  @Property({ type: 'timestamptz', nullable: true }) addedAt: Date | null = null;
}
