import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { Role } from '#identity';
import { PG_POOL } from '#platform';
import type { AdminArtistResponse, AdminCuratorResponse, AdminUserResponse } from '../../contracts/admin.responses.js';
import { ADMIN_PEOPLE_SCHEMA } from './people.entities.js';

const USER_COLUMNS = `id, email, first_name AS "firstName", last_name AS "lastName", display_name AS "displayName", location,
  profile_image_url AS "profileImageUrl", role, is_admin AS "isAdmin", is_active AS "isActive", is_verified AS "isVerified", created_at AS "createdAt"`;
const ARTIST_COLUMNS = `song_count AS "songCount", submissions_sent AS "totalSubmissions", vibe_coins_spent AS "vibeCoinsSpent"`;
const CURATOR_COLUMNS = `playlist_count AS "playlistCount", submissions_received AS "totalSubmissions", vibe_coins_earned AS "vibeCoinsEarned"`;

/** Spec section 6: artists and "both" accounts own songs; curators and "both" accounts own playlists. */
const ARTIST_ROLES: readonly Role[] = ['artist', 'both'];
const CURATOR_ROLES: readonly Role[] = ['curator', 'both'];

/** A row as PostgreSQL answers it: the response with its join date still a Date. */
type Stored<Response extends AdminUserResponse> = Omit<Response, 'createdAt'> & { createdAt: Date };

/** The admin listings of accounts, newest first: everyone, the artists, the curators (a "both" account is in both). */
@Injectable()
export class AdminAccountsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  users(): Promise<AdminUserResponse[]> {
    return this.list<AdminUserResponse>('', null);
  }

  artists(): Promise<AdminArtistResponse[]> {
    return this.list<AdminArtistResponse>(ARTIST_COLUMNS, ARTIST_ROLES);
  }

  curators(): Promise<AdminCuratorResponse[]> {
    return this.list<AdminCuratorResponse>(CURATOR_COLUMNS, CURATOR_ROLES);
  }

  /** Every account (or those of `roles`) with the user columns and `counts`; ties of the join date in a fixed order. */
  private async list<Response extends AdminUserResponse>(counts: string, roles: readonly Role[] | null): Promise<Response[]> {
    const { rows } = await this.pool.query<Stored<Response>>(
      `SELECT ${[USER_COLUMNS, counts].filter(Boolean).join(', ')} FROM ${ADMIN_PEOPLE_SCHEMA}.accounts
        WHERE $1::text[] IS NULL OR role = ANY($1)
        ORDER BY created_at DESC, id DESC`,
      [roles],
    );
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }) as Response);
  }
}
