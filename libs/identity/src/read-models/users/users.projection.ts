import { defineProjection, table, type ProjectedEvent, type Row } from '#projections';
import type { UserEvent } from '../../domain/user.events.js';
import { USERS_SCHEMA, UserReadModel } from './user.entity.js';

export const USERS_PROJECTION = 'users';

type User = Row<UserReadModel>;

/** A new row's columns that registration does not set: the entity's defaults (made once: entity constructors are not free). */
const DEFAULTS: User = { ...new UserReadModel() };

/** The event's time, as the row's last change. */
const at = (event: ProjectedEvent<UserEvent>): Date => new Date(event.metadata.occurredAt);

/** No badge, however it had been granted (withdrawn with its Spotify link, or revoked by an admin). */
const UNVERIFIED = { isVerified: false, verifiedBy: null, verifiedFollowerCount: null, verifiedAt: null } as const;

/** Accounts as the API shows them; never holds password hashes (sign-in reads the account's stream). */
export const usersProjection = defineProjection({
  name: USERS_PROJECTION,
  // 5: no copy of the wallet's balances (the wallet serves them: #wallet Balances).
  version: 5,
  schema: USERS_SCHEMA,
  tables: [
    table<UserReadModel, UserEvent>({
      entity: UserReadModel,
      key: (event) => ({ id: event.data.userId }),
      on: {
        UserRegistered: (row, event): User => {
          const { userId, email, firstName, lastName, role, isAdmin } = event.data;
          return { ...(row ?? DEFAULTS), id: userId, email, firstName, lastName, role, isAdmin, createdAt: at(event), updatedAt: at(event) };
        },
        UserRoleSelected: (row, event) => row && { ...row, role: event.data.role, updatedAt: at(event) },
        UserRoleAssigned: (row, event) => row && { ...row, role: event.data.role, updatedAt: at(event) },
        CuratorProfileCompleted: (row, event) => {
          const { displayName, bio } = event.data;
          return row && { ...row, displayName, bio, curatorProfileComplete: true, updatedAt: at(event) };
        },
        UserProfileUpdated: (row, event) => row && { ...row, ...event.data.profile, updatedAt: at(event) },
        VerificationRequested: (row, event) => {
          const { reason, requestedAt } = event.data;
          return row && { ...row, verificationPending: true, verificationReason: reason, verificationRequestedAt: new Date(requestedAt), updatedAt: at(event) };
        },
        UserVerified: (row, event) => {
          const { method, followerCount } = event.data;
          return row && { ...row, isVerified: true, verificationPending: false, verifiedBy: method, verifiedFollowerCount: followerCount, verifiedAt: at(event), updatedAt: at(event) };
        },
        VerificationRejected: (row, event) => row && { ...row, verificationPending: false, updatedAt: at(event) },
        // The request goes with the badge: the user may ask again.
        VerificationWithdrawn: (row, event) =>
          row && { ...row, ...UNVERIFIED, verificationPending: false, verificationReason: null, verificationRequestedAt: null, updatedAt: at(event) },
        VerificationRevoked: (row, event) => row && { ...row, ...UNVERIFIED, updatedAt: at(event) },
        UserDeactivated: (row, event) => row && { ...row, isActive: false, updatedAt: at(event) },
        UserReactivated: (row, event) => row && { ...row, isActive: true, updatedAt: at(event) },
        UserNameChanged: (row, event) => row && { ...row, firstName: event.data.firstName, lastName: event.data.lastName, updatedAt: at(event) },
        UserEmailChanged: (row, event) => row && { ...row, email: event.data.email, updatedAt: at(event) },
      },
    }),
  ],
});
