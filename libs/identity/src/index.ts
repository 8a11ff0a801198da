import type { ModuleDefinition } from '#platform';
import { identityConfig } from './config/identity.config.js';
import { IdentityModule } from './identity.module.js';
import { usersProjection } from './read-models/users/users.projection.js';

/** Accounts, sign-in, roles, profiles and verification. */
export const identityModule: ModuleDefinition = {
  name: 'identity',
  nestModule: () => ({ module: IdentityModule }),
  projections: [usersProjection],
  config: identityConfig,
};

export * from './contracts/user.events.js';
export * from './contracts/user.responses.js';
export * from './contracts/verification-status.responses.js';
export * from './contracts/account-administration.js';
export { OptionalLocation } from './contracts/profile-fields.js';
