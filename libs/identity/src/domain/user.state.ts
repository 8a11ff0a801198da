import { PROFILE_FIELDS, type Role, type UserEvent, type UserProfile } from './user.events.js';

export type UserState =
  | { readonly status: 'none' }
  | {
      readonly status: 'registered';
      readonly userId: string;
      readonly email: string;
      readonly passwordHash: string | null;
      readonly role: Role | null;
      /** True once an admin set the role: the user's own choice or upgrade no longer changes it. */
      readonly roleSetByAdmin: boolean;
      readonly isAdmin: boolean;
      /** False once an admin deactivated the account (until reactivated). */
      readonly isActive: boolean;
      readonly firstName: string;
      readonly lastName: string;
      readonly curatorProfileComplete: boolean;
      readonly profile: UserProfile;
      readonly isVerified: boolean;
      /** How the badge was granted: `auto` badges stand on the Spotify link they were counted for. */
      readonly verifiedBy: 'auto' | 'admin' | null;
      /** The latest verification request; null when the user never asked. */
      readonly verificationRequest: VerificationRequest | null;
      /** The `sub` of the linked Google account; null when none is linked. */
      readonly googleSubject: string | null;
    };

export interface VerificationRequest {
  readonly status: 'pending' | 'approved' | 'rejected';
  readonly reason: string;
  readonly requestedAt: string;
  readonly adminNotes: string | null;
}

export const emptyProfile = (): UserProfile =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, null])) as unknown as UserProfile;

export const initialUserState = (): UserState => ({ status: 'none' });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return {
        status: 'registered',
        userId: event.data.userId,
        email: event.data.email,
        passwordHash: event.data.passwordHash,
        role: event.data.role,
        roleSetByAdmin: false,
        isAdmin: event.data.isAdmin,
        isActive: true,
        firstName: event.data.firstName,
        lastName: event.data.lastName,
        curatorProfileComplete: false,
        profile: emptyProfile(),
        isVerified: false,
        verifiedBy: null,
        verificationRequest: null,
        googleSubject: null,
      };
    case 'UserRoleSelected':
      return state.status === 'registered' ? { ...state, role: event.data.role } : state;
    case 'UserRoleAssigned':
      return state.status === 'registered' ? { ...state, role: event.data.role, roleSetByAdmin: true } : state;
    case 'CuratorProfileCompleted':
      return state.status === 'registered'
        ? { ...state, curatorProfileComplete: true, profile: { ...state.profile, displayName: event.data.displayName, bio: event.data.bio } }
        : state;
    case 'PasswordChanged':
      return state.status === 'registered' ? { ...state, passwordHash: event.data.passwordHash } : state;
    case 'UserProfileUpdated':
      return state.status === 'registered' ? { ...state, profile: { ...event.data.profile } } : state;
    case 'VerificationRequested':
      return state.status === 'registered'
        ? { ...state, verificationRequest: { status: 'pending', reason: event.data.reason, requestedAt: event.data.requestedAt, adminNotes: null } }
        : state;
    case 'UserVerified':
      return state.status === 'registered'
        ? {
            ...state,
            isVerified: true,
            verifiedBy: event.data.method,
            verificationRequest: state.verificationRequest && { ...state.verificationRequest, status: 'approved', adminNotes: event.data.notes },
          }
        : state;
    case 'VerificationWithdrawn':
      return state.status === 'registered' ? { ...state, isVerified: false, verifiedBy: null, verificationRequest: null } : state;
    case 'VerificationRejected':
      return state.status === 'registered' && state.verificationRequest
        ? { ...state, verificationRequest: { ...state.verificationRequest, status: 'rejected', adminNotes: event.data.notes } }
        : state;
    case 'GoogleAccountLinked':
      return state.status === 'registered' ? { ...state, googleSubject: event.data.subject } : state;
    case 'UserDeactivated':
      return state.status === 'registered' ? { ...state, isActive: false } : state;
    case 'UserReactivated':
      return state.status === 'registered' ? { ...state, isActive: true } : state;
    case 'UserNameChanged':
      return state.status === 'registered' ? { ...state, firstName: event.data.firstName, lastName: event.data.lastName } : state;
    case 'UserEmailChanged':
      return state.status === 'registered' ? { ...state, email: event.data.email } : state;
    case 'VerificationRevoked':
      return state.status === 'registered' ? { ...state, isVerified: false, verifiedBy: null } : state;
  }
}

export const userStream = (userId: string): string => `user-${userId}`;
