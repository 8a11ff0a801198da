import type { DomainEvent } from '#platform';

export type Role = 'artist' | 'curator' | 'both';
export type SignUpRole = 'artist' | 'curator';

/** Past-tense facts of a `user-<id>` stream. Never renamed or reshaped: add an upcaster instead. */
export type UserEvent =
  | DomainEvent<'UserRegistered', {
      userId: string;
      email: string;
      passwordHash: string | null;
      firstName: string;
      lastName: string;
      /** Null for an account created without one (an admin seeded at start-up). */
      role: SignUpRole | null;
      isAdmin: boolean;
    }>
  | DomainEvent<'UserRoleSelected', { userId: string; role: Role }>
  | DomainEvent<'CuratorProfileCompleted', { userId: string; displayName: string; bio: string }>;

/** The one fact of a `useremail-<sha256>` stream: which account owns an email address. */
export type EmailClaimEvent = DomainEvent<'EmailClaimed', { email: string; userId: string }>;

export type UserEventType = UserEvent['type'];
export const USER_EVENT_TYPES: readonly UserEventType[] = ['UserRegistered', 'UserRoleSelected', 'CuratorProfileCompleted'];
