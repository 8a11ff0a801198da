import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CompleteCuratorProfileController } from './features/complete-curator-profile/complete-curator-profile.http.controller.js';
import { CompleteCuratorProfileHandler } from './features/complete-curator-profile/complete-curator-profile.handler.js';
import { GetCurrentUserController } from './features/get-current-user/get-current-user.http.controller.js';
import { SessionUsers } from './features/get-current-user/session-users.js';
import { CredentialsVerifier } from './features/login/credentials.verifier.js';
import { LoginController } from './features/login/login.http.controller.js';
import { LogoutController } from './features/logout/logout.http.controller.js';
import { RegisterUserHandler } from './features/register/register-user.handler.js';
import { RegisterController } from './features/register/register.http.controller.js';
import { SeedAdminService } from './features/seed-admin/seed-admin.service.js';
import { SelectRoleController } from './features/select-role/select-role.http.controller.js';
import { SelectRoleHandler } from './features/select-role/select-role.handler.js';
import { LoginThrottle } from './infrastructure/login-throttle.js';
import { PasswordHasher } from './infrastructure/password-hasher.js';

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
  ],
})
export class IdentityModule {}
