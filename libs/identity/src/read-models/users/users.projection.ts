import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '#eventstore';
import type { Projection } from '#projections';
import type { UserEvent } from '../../domain/user.events.js';
import { USER_EVENT_TYPES } from '../../domain/user.events.js';
import { USERS_SCHEMA, UserReadModel } from './user.entity.js';

const isUserEvent = (event: RecordedEvent): event is RecordedEvent & UserEvent =>
  (USER_EVENT_TYPES as readonly string[]).includes(event.type);

async function applyUserEvent(em: EntityManager, event: UserEvent, at: Date): Promise<void> {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, email, firstName, lastName, role, isAdmin } = event.data;
      await em.upsert(UserReadModel, { id: userId, email, firstName, lastName, role, isAdmin, createdAt: at, updatedAt: at });
      return;
    }
    case 'UserRoleSelected':
      await em.nativeUpdate(UserReadModel, { id: event.data.userId }, { role: event.data.role, updatedAt: at });
      return;
    case 'CuratorProfileCompleted': {
      const { userId, displayName, bio } = event.data;
      await em.nativeUpdate(UserReadModel, { id: userId }, { displayName, bio, curatorProfileComplete: true, updatedAt: at });
      return;
    }
    case 'UserProfileUpdated':
      await em.nativeUpdate(UserReadModel, { id: event.data.userId }, { ...event.data.profile, updatedAt: at });
      return;
    case 'UserVerified':
      await em.nativeUpdate(UserReadModel, { id: event.data.userId }, { isVerified: true, updatedAt: at });
      return;
    case 'VerificationWithdrawn':
      await em.nativeUpdate(UserReadModel, { id: event.data.userId }, { isVerified: false, updatedAt: at });
      return;
    case 'VerificationRequested':
    case 'VerificationRejected':
      // The request itself is read from the account's stream (GET /api/verification/status).
      return;
    case 'PasswordChanged':
      // The read model never holds password hashes; sign-in reads the account's stream.
      return;
  }
}

export const USERS_PROJECTION = 'users';

/** Accounts as the API shows them; never holds password hashes. */
export const usersProjection: Projection = {
  name: USERS_PROJECTION,
  version: 2,
  schema: USERS_SCHEMA,
  entities: [UserReadModel],
  async apply(em, events) {
    for (const event of events) {
      if (isUserEvent(event)) await applyUserEvent(em, event, new Date(event.metadata.occurredAt));
    }
  },
};
