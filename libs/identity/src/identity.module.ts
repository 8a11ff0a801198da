import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ChangePasswordHandler } from './features/change-password/change-password.handler.js';
import { ChangePasswordController } from './features/change-password/change-password.http.controller.js';
import { CompleteCuratorProfileController } from './features/complete-curator-profile/complete-curator-profile.http.controller.js';
import { CompleteCuratorProfileHandler } from './features/complete-curator-profile/complete-curator-profile.handler.js';
import { GetCurrentUserController } from './features/get-current-user/get-current-user.http.controller.js';
import { SessionUsers } from './features/get-current-user/session-users.js';
import { CredentialsVerifier } from './features/login/credentials.verifier.js';
import { LoginController } from './features/login/login.http.controller.js';
import { LogoutController } from './features/logout/logout.http.controller.js';
import { RegisterUserHandler } from './features/register/register-user.handler.js';
import { RegisterController } from './features/register/register.http.controller.js';
import { GetUserPlaylistsController } from './features/get-user-profile/get-user-playlists.http.controller.js';
import { GetUserProfileController } from './features/get-user-profile/get-user-profile.http.controller.js';
import { GetUserSongsController } from './features/get-user-profile/get-user-songs.http.controller.js';
import { UserProfiles } from './features/get-user-profile/user-profiles.js';
import { SeedAdminService } from './features/seed-admin/seed-admin.service.js';
import { SelectRoleController } from './features/select-role/select-role.http.controller.js';
import { SelectRoleHandler } from './features/select-role/select-role.handler.js';
import { UpdateProfileHandler } from './features/update-profile/update-profile.handler.js';
import { UpdateProfileController } from './features/update-profile/update-profile.http.controller.js';
import { UpgradeToCuratorHandler } from './features/upgrade-to-curator/upgrade-to-curator.handler.js';
import { UpgradeToCuratorController } from './features/upgrade-to-curator/upgrade-to-curator.http.controller.js';
import { LoginThrottle } from './infrastructure/login-throttle.js';
import { PasswordHasher } from './infrastructure/password-hasher.js';
import { UserSessions } from './infrastructure/user-sessions.js';

/** Accounts, sign-in and roles. Needs the platform's EVENT_STORE, REDIS_CLIENT, APP_CONFIG, ReadYourWrites and MikroORM. */
@Module({
  imports: [CqrsModule],
  controllers: [
    RegisterController,
    LoginController,
    LogoutController,
    GetCurrentUserController,
    SelectRoleController,
    CompleteCuratorProfileController,
    ChangePasswordController,
    UpgradeToCuratorController,
    UpdateProfileController,
    GetUserSongsController,
    GetUserPlaylistsController,
    // Last: its `users/:id` must not shadow the fixed `users/...` paths above.
    GetUserProfileController,
  ],
  providers: [
    PasswordHasher,
    LoginThrottle,
    CredentialsVerifier,
    SessionUsers,
    SeedAdminService,
    RegisterUserHandler,
    SelectRoleHandler,
    CompleteCuratorProfileHandler,
    UserSessions,
    UserProfiles,
    ChangePasswordHandler,
    UpgradeToCuratorHandler,
    UpdateProfileHandler,
  ],
})
export class IdentityModule {}
