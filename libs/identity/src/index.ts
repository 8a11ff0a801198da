export { IdentityModule } from './identity.module.js';
export { usersProjection, USERS_PROJECTION } from './features/get-current-user/users.projection.js';
export { UserReadModel } from './features/get-current-user/user.entity.js';
