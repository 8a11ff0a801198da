export { IdentityModule } from './identity.module.js';
export { usersProjection, USERS_PROJECTION } from './read-models/users/users.projection.js';
export { UserReadModel } from './read-models/users/user.entity.js';
