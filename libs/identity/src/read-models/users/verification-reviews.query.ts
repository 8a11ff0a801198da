import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#platform';
import type { VerificationReview, VerificationReviewStatus } from '../../contracts/account-administration.js';
import { USERS_SCHEMA } from './user.entity.js';

type ReviewRow = Omit<VerificationReview, 'status' | 'requestedAt' | 'verifiedAt'> & { requestedAt: Date | null; verifiedAt: Date | null };

const COLUMNS = `id as "userId", email, display_name as "displayName", first_name as "firstName", last_name as "lastName",
  verification_reason as reason, verification_requested_at as "requestedAt", verified_follower_count as "followerCount",
  spotify_url as "spotifyUrl", verified_at as "verifiedAt"`;

/** Which accounts each list holds, in its order: the longest-waiting request first; the newest automatic badge first. */
const LISTS: Record<VerificationReviewStatus, string> = {
  pending: 'verification_pending order by verification_requested_at, id',
  auto: `is_verified and verified_by = 'auto' order by verified_at desc, id`,
};

/** The admins' verification review, from the users read model: deactivated accounts too (an admin may still decide on them). */
@Injectable()
export class VerificationReviews {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async list(status: VerificationReviewStatus): Promise<VerificationReview[]> {
    const { rows } = await this.pool.query<ReviewRow>(`select ${COLUMNS} from ${USERS_SCHEMA}.users where ${LISTS[status]}`);
    return rows.map((row) => ({ ...row, status, requestedAt: row.requestedAt?.toISOString() ?? null, verifiedAt: row.verifiedAt?.toISOString() ?? null }));
  }
}
