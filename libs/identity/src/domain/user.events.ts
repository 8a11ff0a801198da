import type { DomainEvent } from '#platform';

export type Role = 'artist' | 'curator' | 'both';
export type SignUpRole = 'artist' | 'curator';

/** Past-tense facts of a `user-<id>` stream. Never renamed or reshaped: add an upcaster instead. */
/** The public profile a user edits (spec section 3); null means not set. */
export interface UserProfile {
  readonly displayName: string | null;
  readonly bio: string | null;
  readonly location: string | null;
  readonly website: string | null;
  readonly profileImageUrl: string | null;
  readonly spotifyUrl: string | null;
  readonly soundcloudUrl: string | null;
  readonly youtubeUrl: string | null;
  readonly instagramUrl: string | null;
  readonly twitterUrl: string | null;
  readonly blueskyUrl: string | null;
  readonly tiktokUrl: string | null;
  readonly audiomackUrl: string | null;
  readonly appleMusicUrl: string | null;
  readonly amazonMusicUrl: string | null;
}

export const PROFILE_FIELDS = [
  'displayName', 'bio', 'location', 'website', 'profileImageUrl',
  'spotifyUrl', 'soundcloudUrl', 'youtubeUrl', 'instagramUrl', 'twitterUrl', 'blueskyUrl', 'tiktokUrl', 'audiomackUrl', 'appleMusicUrl', 'amazonMusicUrl',
] as const satisfies readonly (keyof UserProfile)[];

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
  /** An admin set the role (moderation, decision 0013): from then on only an admin changes it. */
  | DomainEvent<'UserRoleAssigned', { userId: string; role: Role; adminId: string }>
  | DomainEvent<'CuratorProfileCompleted', { userId: string; displayName: string; bio: string }>
  /** The new argon2id hash; replaces the previous one for every later sign-in. */
  | DomainEvent<'PasswordChanged', { userId: string; passwordHash: string }>
  /** The full profile after the edit (not a diff). */
  | DomainEvent<'UserProfileUpdated', { userId: string; profile: UserProfile }>
  /** The user asked for the verified badge. */
  | DomainEvent<'VerificationRequested', { userId: string; reason: string; requestedAt: string }>
  /**
   * The badge was granted: automatically (the linked Spotify artist profile had `followerCount`
   * followers, see docs/decisions/0006) or by the admin `reviewerId`.
   */
  | DomainEvent<'UserVerified', { userId: string; method: 'auto' | 'admin'; reviewerId: string | null; followerCount: number | null; notes: string | null }>
  /**
   * An automatically granted badge no longer stands: the Spotify artist link whose followers
   * earned it was changed or removed. The user may ask again.
   */
  | DomainEvent<'VerificationWithdrawn', { userId: string; reason: 'spotify_link_changed' }>
  /** An admin turned the pending request down; the user may ask again. */
  | DomainEvent<'VerificationRejected', { userId: string; reviewerId: string; notes: string | null }>
  /** The user, signed in, proved a Google account (`subject`: its `sub`); Google sign-ins with it land here. */
  | DomainEvent<'GoogleAccountLinked', { userId: string; subject: string }>
  /** An admin switched the account off: it cannot sign in or act, its sessions end, its public pages are gone. */
  | DomainEvent<'UserDeactivated', { userId: string; adminId: string }>
  /** An admin switched a deactivated account back on. */
  | DomainEvent<'UserReactivated', { userId: string; adminId: string }>
  /** An admin corrected the account's legal name (the sign-up's first and last name). */
  | DomainEvent<'UserNameChanged', { userId: string; firstName: string; lastName: string; adminId: string }>
  /** An admin moved the account to another email address (claimed first on its `useremail-…` stream). */
  | DomainEvent<'UserEmailChanged', { userId: string; email: string; previousEmail: string; adminId: string }>
  /** An admin took the verified badge away, however it was granted; the user may ask again. */
  | DomainEvent<'VerificationRevoked', { userId: string; adminId: string }>;

/**
 * The facts of a `useremail-<sha256>` stream: which account owns an email address (the latest
 * claim), or none since the account moved to another address (released). `claimedAt` is absent
 * from claims recorded before it was kept.
 */
export type EmailClaimEvent =
  | DomainEvent<'EmailClaimed', { email: string; userId: string; claimedAt?: string }>
  | DomainEvent<'EmailReleased', { email: string; userId: string }>;

/** The one fact of a `googlesubject-<sha256>` stream: which account a Google account is linked to. */
export type GoogleSubjectClaimEvent = DomainEvent<'GoogleSubjectClaimed', { subject: string; userId: string }>;

export type UserEventType = UserEvent['type'];
export const USER_EVENT_TYPES: readonly UserEventType[] = [
  'UserRegistered',
  'UserRoleSelected',
  'UserRoleAssigned',
  'CuratorProfileCompleted',
  'PasswordChanged',
  'UserProfileUpdated',
  'VerificationRequested',
  'UserVerified',
  'VerificationRejected',
  'VerificationWithdrawn',
  'GoogleAccountLinked',
  'UserDeactivated',
  'UserReactivated',
  'UserNameChanged',
  'UserEmailChanged',
  'VerificationRevoked',
];
