import { DomainError } from '#platform';
import { normalizeEmail } from './email-claim.js';
import { isCuratorRole } from './roles.js';
import { PROFILE_FIELDS, type Role, type SignUpRole, type UserEvent, type UserProfile } from './user.events.js';
import { evolveUser, initialUserState, type UserState } from './user.state.js';

export interface RegisterUser {
  readonly type: 'RegisterUser';
  readonly userId: string;
  readonly email: string;
  readonly passwordHash: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: SignUpRole | null;
  readonly isAdmin: boolean;
}

export interface SelectRole {
  readonly type: 'SelectRole';
  readonly userId: string;
  readonly role: Role;
}

export interface CompleteCuratorProfile {
  readonly type: 'CompleteCuratorProfile';
  readonly userId: string;
  readonly displayName: string;
  readonly bio: string;
}

/**
 * Hashing and verifying are not pure, so the handler does them up front: it says which stored hash
 * the current password matched (null: none) and brings the new password's hash.
 */
export interface ChangePassword {
  readonly type: 'ChangePassword';
  readonly userId: string;
  /** The stored hash the given current password was verified against; null when it did not match. */
  readonly currentPasswordMatched: string | null;
  readonly newPasswordIsCurrent: boolean;
  readonly newPasswordHash: string;
}

export interface UpgradeToCurator {
  readonly type: 'UpgradeToCurator';
  readonly userId: string;
}

/** Fields left out keep their value; null clears one. */
export interface UpdateProfile {
  readonly type: 'UpdateProfile';
  readonly userId: string;
  readonly changes: Partial<UserProfile>;
}

/**
 * Asking the streaming provider is not pure, so the handler does it up front: it brings the follower
 * count of the Spotify artist profile `spotifyUrl` it looked at (null: no profile, or no answer).
 */
export interface RequestVerification {
  readonly type: 'RequestVerification';
  readonly userId: string;
  readonly reason: string;
  readonly spotifyUrl: string | null;
  readonly followerCount: number | null;
}

/** Whether the reviewer is an admin is read from the reviewer's own stream by the handler. */
export interface ReviewVerification {
  readonly type: 'ReviewVerification';
  readonly userId: string;
  readonly reviewerId: string;
  readonly reviewerIsAdmin: boolean;
  readonly decision: 'approve' | 'reject';
  readonly notes: string | null;
}

/** The handler has checked the Google sign-in (and that the subject is not linked to another account). */
export interface LinkGoogleAccount {
  readonly type: 'LinkGoogleAccount';
  readonly userId: string;
  readonly subject: string;
}

/** What an admin may change of an account; fields left out stay as they are. */
export interface AccountChanges {
  readonly displayName?: string;
  /** Null clears it. */
  readonly location?: string | null;
  readonly firstName?: string;
  readonly lastName?: string;
  /** The handler has claimed it for the account first (its `useremail-…` stream). */
  readonly email?: string;
  readonly isActive?: boolean;
  readonly isVerified?: boolean;
}

/** Whether the admin is an active admin is read from the admin's own stream by the handler. */
export interface AdministerAccount {
  readonly type: 'AdministerAccount';
  readonly userId: string;
  readonly adminId: string;
  readonly adminIsAdmin: boolean;
  readonly changes: AccountChanges;
}

export interface AssignRole {
  readonly type: 'AssignRole';
  readonly userId: string;
  readonly adminId: string;
  readonly adminIsAdmin: boolean;
  readonly role: Role;
}

export type UserCommand =
  | RegisterUser | SelectRole | CompleteCuratorProfile | ChangePassword | UpgradeToCurator | UpdateProfile | RequestVerification | ReviewVerification
  | LinkGoogleAccount | AdministerAccount | AssignRole;

export const SAME_PASSWORD = 'New password must be different from current password';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const ALREADY_CURATOR = 'You are already a curator';
export const CHOOSE_ROLE_FIRST = 'Choose a role first';
export const ROLE_SET_BY_ADMIN = 'Your role was set by an administrator: contact support to change it';
export const DISPLAY_NAME_REQUIRED = 'Display name is required';
export const SPOTIFY_ARTIST_URL = 'Please use your Spotify artist profile URL (not user profile) for track discovery';

/** Spec section 5: a Spotify link must be an artist profile, not a user profile. */
export const isSpotifyUserProfileUrl = (url: string): boolean => !url.includes('/artist/') && url.includes('/user/');

export const REASON_REQUIRED = 'Reason Required: Please provide a reason for your verification request';
export const ALREADY_VERIFIED = 'You are already verified';
export const VERIFICATION_PENDING = 'A verification request is already pending';
export const ADMINS_ONLY = 'Admins only';
export const USER_NOT_FOUND = 'User not found';
export const NO_PENDING_VERIFICATION = 'There is no pending verification request for this user';
export const OTHER_GOOGLE_ACCOUNT_LINKED = 'Another Google account is already linked to this account';
export const CANNOT_DEACTIVATE_YOURSELF = 'You cannot deactivate your own account';
export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';

/**
 * Auto-verification threshold. The spec (section 9) is inconsistent: the requirements text says
 * 100+ followers, another note 10,000+. The badge is a trust signal, so the stricter reading is
 * taken: 10,000 or more followers of the linked Spotify artist profile. See docs/decisions/0006.
 */
export const AUTO_VERIFY_MIN_FOLLOWERS = 10_000;

const accountNotFound = () => new DomainError('not_found', 'Account not found');

type Account = Extract<UserState, { status: 'registered' }>;

/** The account an admin acts on; refused to a non-admin first, so that they learn nothing about other accounts. */
function administered(adminIsAdmin: boolean, state: UserState): Account | DomainError {
  if (!adminIsAdmin) return new DomainError('forbidden', ADMINS_ONLY);
  if (state.status !== 'registered') return new DomainError('not_found', USER_NOT_FOUND);
  return state;
}

/** The rules of one account. */
export function decideUser(command: UserCommand, state: UserState, now: Date): UserEvent[] | DomainError {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.status === 'registered') return new DomainError('conflict', 'An account with this email already exists');
      const { type: _type, ...data } = command;
      return [{ type: 'UserRegistered', data }];
    }
    case 'SelectRole':
      if (state.status !== 'registered') return accountNotFound();
      if (state.role === command.role) return [];
      // An admin's demotion is moderation (decision 0013): the user does not undo it.
      if (state.roleSetByAdmin) return new DomainError('forbidden', ROLE_SET_BY_ADMIN);
      return [{ type: 'UserRoleSelected', data: { userId: command.userId, role: command.role } }];
    case 'CompleteCuratorProfile':
      if (state.status !== 'registered') return accountNotFound();
      if (!isCuratorRole(state.role)) {
        return new DomainError('forbidden', 'Only curators have a curator profile');
      }
      return [{ type: 'CuratorProfileCompleted', data: { userId: command.userId, displayName: command.displayName, bio: command.bio } }];
    case 'ChangePassword':
      if (state.status !== 'registered') return accountNotFound();
      if (command.newPasswordIsCurrent) return new DomainError('invalid', SAME_PASSWORD);
      if (!state.passwordHash || command.currentPasswordMatched !== state.passwordHash) return new DomainError('invalid', WRONG_CURRENT_PASSWORD);
      return [{ type: 'PasswordChanged', data: { userId: command.userId, passwordHash: command.newPasswordHash } }];
    case 'UpgradeToCurator':
      if (state.status !== 'registered') return accountNotFound();
      if (state.role === null) return new DomainError('invalid', CHOOSE_ROLE_FIRST);
      if (state.role !== 'artist') return new DomainError('invalid', ALREADY_CURATOR);
      if (state.roleSetByAdmin) return new DomainError('forbidden', ROLE_SET_BY_ADMIN);
      // The artist keeps the artist account; the curator profile is still to be completed.
      return [{ type: 'UserRoleSelected', data: { userId: command.userId, role: 'both' } }];
    case 'UpdateProfile': {
      if (state.status !== 'registered') return accountNotFound();
      const profile = mergeProfile(state.profile, command.changes);
      if (!profile.displayName) return new DomainError('invalid', DISPLAY_NAME_REQUIRED);
      if (profile.spotifyUrl && isSpotifyUserProfileUrl(profile.spotifyUrl)) return new DomainError('invalid', SPOTIFY_ARTIST_URL);
      if (PROFILE_FIELDS.every((field) => profile[field] === state.profile[field])) return [];
      const updated: UserEvent = { type: 'UserProfileUpdated', data: { userId: command.userId, profile } };
      // An automatic badge was earned by the followers of the linked artist: it goes with the link.
      const linkChanged = profile.spotifyUrl !== state.profile.spotifyUrl;
      if (state.verifiedBy !== 'auto' || !linkChanged) return [updated];
      return [updated, { type: 'VerificationWithdrawn', data: { userId: command.userId, reason: 'spotify_link_changed' } }];
    }
    case 'RequestVerification':
      return decideVerificationRequest(command, state, now);
    case 'ReviewVerification':
      return decideVerificationReview(command, state);
    case 'LinkGoogleAccount':
      if (state.status !== 'registered') return accountNotFound();
      if (state.googleSubject === command.subject) return [];
      if (state.googleSubject !== null) return new DomainError('conflict', OTHER_GOOGLE_ACCOUNT_LINKED);
      return [{ type: 'GoogleAccountLinked', data: { userId: command.userId, subject: command.subject } }];
    case 'AdministerAccount':
      return decideAdministration(command, state);
    case 'AssignRole': {
      const account = administered(command.adminIsAdmin, state);
      if (account instanceof DomainError) return account;
      return account.role === command.role && account.roleSetByAdmin ? [] : [{ type: 'UserRoleAssigned', data: { userId: command.userId, role: command.role, adminId: command.adminId } }];
    }
  }
}

/** An admin's edit: an event per kind of change, none for a field already at its value. */
function decideAdministration({ adminIsAdmin, adminId, userId, changes }: AdministerAccount, state: UserState): UserEvent[] | DomainError {
  const account = administered(adminIsAdmin, state);
  if (account instanceof DomainError) return account;
  // Nobody would be left to switch the account back on from inside it.
  if (changes.isActive === false && userId === adminId) return new DomainError('invalid', CANNOT_DEACTIVATE_YOURSELF);
  const blank = (text: string | undefined) => text !== undefined && !text.trim();
  if (blank(changes.displayName)) return new DomainError('invalid', DISPLAY_NAME_REQUIRED);
  if (blank(changes.firstName)) return new DomainError('invalid', FIRST_NAME_REQUIRED);
  if (blank(changes.lastName)) return new DomainError('invalid', LAST_NAME_REQUIRED);
  return [
    ...nameChange(account, changes, adminId),
    ...profileChange(account, changes),
    ...emailChange(account, changes, adminId),
    ...verificationChange(account, changes, adminId),
    ...activityChange(account, changes, adminId),
  ];
}

function nameChange(account: Account, changes: AccountChanges, adminId: string): UserEvent[] {
  const { firstName = account.firstName, lastName = account.lastName } = changes;
  if (firstName === account.firstName && lastName === account.lastName) return [];
  return [{ type: 'UserNameChanged', data: { userId: account.userId, firstName, lastName, adminId } }];
}

/** The whole profile, as the user's own edits record it. */
function profileChange(account: Account, changes: AccountChanges): UserEvent[] {
  const profile = mergeProfile(account.profile, { displayName: changes.displayName, location: changes.location });
  if (profile.displayName === account.profile.displayName && profile.location === account.profile.location) return [];
  return [{ type: 'UserProfileUpdated', data: { userId: account.userId, profile } }];
}

function emailChange(account: Account, changes: AccountChanges, adminId: string): UserEvent[] {
  const email = changes.email === undefined ? account.email : normalizeEmail(changes.email);
  if (email === account.email) return [];
  return [{ type: 'UserEmailChanged', data: { userId: account.userId, email, previousEmail: account.email, adminId } }];
}

/** Granting the badge approves a pending request; taking it away lets the user ask again. */
function verificationChange(account: Account, { isVerified }: AccountChanges, adminId: string): UserEvent[] {
  if (isVerified === undefined || isVerified === account.isVerified) return [];
  const { userId } = account;
  return isVerified
    ? [{ type: 'UserVerified', data: { userId, method: 'admin', reviewerId: adminId, followerCount: null, notes: null } }]
    : [{ type: 'VerificationRevoked', data: { userId, adminId } }];
}

function activityChange(account: Account, { isActive }: AccountChanges, adminId: string): UserEvent[] {
  if (isActive === undefined || isActive === account.isActive) return [];
  return [{ type: isActive ? 'UserReactivated' : 'UserDeactivated', data: { userId: account.userId, adminId } }];
}

/** Why a verification request would be refused whatever the streaming provider says; null: it would be accepted. */
function verificationRequestRefusal(state: UserState, reason: string): DomainError | null {
  if (state.status !== 'registered') return accountNotFound();
  if (!reason.trim()) return new DomainError('invalid', REASON_REQUIRED);
  if (state.isVerified) return new DomainError('invalid', ALREADY_VERIFIED);
  if (state.verificationRequest?.status === 'pending') return new DomainError('conflict', VERIFICATION_PENDING);
  return null;
}

/**
 * The Spotify artist link whose follower count the rules would weigh for this request; null when
 * the request would be refused anyway or there is no link, so that no outside call is made for it.
 */
export function spotifyUrlWorthCounting(state: UserState, reason: string): string | null {
  if (state.status !== 'registered' || verificationRequestRefusal(state, reason)) return null;
  return state.profile.spotifyUrl;
}

function decideVerificationRequest(command: RequestVerification, state: UserState, now: Date): UserEvent[] | DomainError {
  const refusal = verificationRequestRefusal(state, command.reason);
  if (refusal || state.status !== 'registered') return refusal ?? accountNotFound();
  const reason = command.reason.trim();
  const requested: UserEvent = { type: 'VerificationRequested', data: { userId: command.userId, reason, requestedAt: now.toISOString() } };
  // The count only counts for the Spotify link the profile holds now (it may have changed meanwhile).
  const followers = command.spotifyUrl !== null && command.spotifyUrl === state.profile.spotifyUrl ? command.followerCount : null;
  if (followers === null || followers < AUTO_VERIFY_MIN_FOLLOWERS) return [requested];
  return [requested, { type: 'UserVerified', data: { userId: command.userId, method: 'auto', reviewerId: null, followerCount: followers, notes: null } }];
}

function decideVerificationReview(command: ReviewVerification, state: UserState): UserEvent[] | DomainError {
  const account = administered(command.reviewerIsAdmin, state);
  if (account instanceof DomainError) return account;
  if (account.isVerified || account.verificationRequest?.status !== 'pending') return new DomainError('conflict', NO_PENDING_VERIFICATION);
  const notes = command.notes?.trim() || null;
  return command.decision === 'approve'
    ? [{ type: 'UserVerified', data: { userId: command.userId, method: 'admin', reviewerId: command.reviewerId, followerCount: null, notes } }]
    : [{ type: 'VerificationRejected', data: { userId: command.userId, reviewerId: command.reviewerId, notes } }];
}

/** What the verification dialog shows (spec section 3, "Verification status"). */
export type VerificationStatus = 'none' | 'pending' | 'verified' | 'rejected';

export function verificationStatusOf(state: UserState): VerificationStatus {
  if (state.status !== 'registered') return 'none';
  if (state.isVerified) return 'verified';
  if (state.verificationRequest?.status === 'pending') return 'pending';
  if (state.verificationRequest?.status === 'rejected') return 'rejected';
  return 'none';
}

function mergeProfile(current: UserProfile, changes: Partial<UserProfile>): UserProfile {
  const merged: Record<string, string | null> = {};
  for (const field of PROFILE_FIELDS) merged[field] = changes[field] === undefined ? current[field] : changes[field];
  return merged as unknown as UserProfile;
}

export const userDecider = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
