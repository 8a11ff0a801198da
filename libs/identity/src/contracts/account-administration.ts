import { Command, Query } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { AccountChanges } from '../domain/user.decide.js';
import type { Role } from '../domain/user.events.js';

/**
 * What identity does for the admin module (sent through the CommandBus and the QueryBus): edit an
 * account, give it a role, read it as the admin pages show it, list verification requests. The
 * admin's rights are read from the admin's own stream by each handler, never taken from the caller.
 */

export type { AccountChanges };

/**
 * An admin edits an account (docs/decisions/0013): names, display name, location, email (claimed
 * first, 409 when taken), active or not (a deactivation ends every session), verified or not.
 * Answers where its events landed; null when nothing changed.
 */
export class AdministerAccountCommand extends Command<Position | null> {
  constructor(
    readonly adminId: string,
    readonly userId: string,
    readonly changes: AccountChanges,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** An admin sets an account's role. */
export class AssignRoleCommand extends Command<Position | null> {
  constructor(
    readonly adminId: string,
    readonly userId: string,
    readonly role: Role,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** An account as the admin pages show it, read from its own stream (never a lagging read model). */
export interface AdminAccountView {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly displayName: string | null;
  readonly location: string | null;
  readonly profileImageUrl: string | null;
  readonly role: Role | null;
  readonly isAdmin: boolean;
  readonly isActive: boolean;
  readonly isVerified: boolean;
  /** When the account was registered (its first event's time), ISO-8601. */
  readonly createdAt: string;
}

/** Answers null for an id without an account (malformed ones too). */
export class GetAdminAccountQuery extends Query<AdminAccountView | null> {
  constructor(readonly userId: string) {
    super();
  }
}

/** `pending`: requests waiting for an admin; `auto`: accounts whose badge the followers of their Spotify artist profile earned. */
export type VerificationReviewStatus = 'pending' | 'auto';

export interface VerificationReview {
  readonly userId: string;
  readonly email: string;
  readonly displayName: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly status: VerificationReviewStatus;
  /** The user's reason for their latest request; null when they never asked. */
  readonly reason: string | null;
  readonly requestedAt: string | null;
  /** The followers counted for an automatic badge; null for a pending request. */
  readonly followerCount: number | null;
  readonly spotifyUrl: string | null;
  /** When an automatic badge was granted; null for a pending request. */
  readonly verifiedAt: string | null;
}

/** From the users read model: pending requests oldest first, automatic badges newest first. */
export class ListVerificationReviewsQuery extends Query<VerificationReview[]> {
  constructor(readonly status: VerificationReviewStatus) {
    super();
  }
}
