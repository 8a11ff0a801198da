import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EmailClaims } from './application/email-claims.js';
import { AdministerAccountHandler } from './features/administer-account/administer-account.handler.js';
import { AssignRoleHandler } from './features/assign-role/assign-role.handler.js';
import { GetAdminAccountHandler } from './features/get-admin-account/get-admin-account.query-handler.js';
import { ListVerificationReviewsHandler } from './features/list-verification-reviews/list-verification-reviews.query-handler.js';
import { VerificationReviews } from './read-models/users/verification-reviews.query.js';
import { ChangePasswordHandler } from './features/change-password/change-password.handler.js';
import { ChangePasswordController } from './features/change-password/change-password.http.controller.js';
import { CompleteCuratorProfileController } from './features/complete-curator-profile/complete-curator-profile.http.controller.js';
import { CompleteCuratorProfileHandler } from './features/complete-curator-profile/complete-curator-profile.handler.js';
import { GetCurrentUserController } from './features/get-current-user/get-current-user.http.controller.js';
import { GoogleAccounts } from './features/google-sign-in/google-accounts.js';
import { GoogleLinks } from './features/google-sign-in/google-links.js';
import { GoogleOidcClient } from './features/google-sign-in/google-oidc.client.js';
import { PendingGoogleSignIns } from './features/google-sign-in/pending-google-sign-ins.js';
import { GoogleSignInCallbackController } from './features/google-sign-in/google-sign-in-callback.http.controller.js';
import { GoogleSignInController } from './features/google-sign-in/google-sign-in.http.controller.js';
import { SessionUsers } from './read-models/users/session-users.query.js';
import { CredentialsVerifier } from './features/login/credentials.verifier.js';
import { LoginController } from './features/login/login.http.controller.js';
import { LoginPageController } from './features/login/login-page.http.controller.js';
import { LogoutController } from './features/logout/logout.http.controller.js';
import { RegisterUserHandler } from './features/register/register-user.handler.js';
import { RegisterController } from './features/register/register.http.controller.js';
import { GetUserProfileController } from './features/get-user-profile/get-user-profile.http.controller.js';
import { UserProfiles } from './read-models/users/user-profiles.query.js';
import { UserLookup } from './read-models/users/user.lookup.js';
import { SeedAdminService } from './features/seed-admin/seed-admin.service.js';
import { SelectRoleController } from './features/select-role/select-role.http.controller.js';
import { SelectRoleHandler } from './features/select-role/select-role.handler.js';
import { UpdateProfileHandler } from './features/update-profile/update-profile.handler.js';
import { UpdateProfileController } from './features/update-profile/update-profile.http.controller.js';
import { UpgradeToCuratorHandler } from './features/upgrade-to-curator/upgrade-to-curator.handler.js';
import { UpgradeToCuratorController } from './features/upgrade-to-curator/upgrade-to-curator.http.controller.js';
import { UserAccounts } from './application/user-accounts.js';
import { LoginThrottle } from './infrastructure/login-throttle.js';
import { PasswordHasher } from './infrastructure/password-hasher.js';
import { UserSessions } from './application/user-sessions.js';
import { ArtistInfoCache } from './features/get-artist-info/artist-info.cache.js';
import { GetArtistInfoController } from './features/get-artist-info/get-artist-info.http.controller.js';
import { GetVerificationStatusController } from './features/get-verification-status/get-verification-status.http.controller.js';
import { RequestVerificationHandler } from './features/request-verification/request-verification.handler.js';
import { RequestVerificationController } from './features/request-verification/request-verification.http.controller.js';
import { ReviewVerificationHandler } from './features/review-verification/review-verification.handler.js';
import { ReviewVerificationController } from './features/review-verification/review-verification.http.controller.js';
import { SpotifyArtistInfo } from './infrastructure/streaming-provider/spotify-artist-info.js';
import { STREAMING_ARTIST_INFO } from './infrastructure/streaming-provider/streaming-artist-info.js';

/** Accounts, sign-in and roles, and the account administration the admin module sends. Needs the platform's EVENT_STORE, PG_POOL, REDIS_CLIENT, APP_CONFIG, ReadYourWrites and MikroORM. */
@Module({
  imports: [CqrsModule],
  controllers: [
    RegisterController,
    LoginController,
    LoginPageController,
    LogoutController,
    GetCurrentUserController,
    GoogleSignInController,
    GoogleSignInCallbackController,
    SelectRoleController,
    CompleteCuratorProfileController,
    ChangePasswordController,
    UpgradeToCuratorController,
    UpdateProfileController,
    GetArtistInfoController,
    GetVerificationStatusController,
    RequestVerificationController,
    ReviewVerificationController,
    // Last: its `users/:id` must not shadow the fixed `users/...` paths above.
    GetUserProfileController,
  ],
  providers: [
    PasswordHasher,
    UserAccounts,
    LoginThrottle,
    CredentialsVerifier,
    UserLookup,
    SessionUsers,
    GoogleOidcClient,
    GoogleAccounts,
    GoogleLinks,
    PendingGoogleSignIns,
    SeedAdminService,
    RegisterUserHandler,
    SelectRoleHandler,
    CompleteCuratorProfileHandler,
    UserSessions,
    UserProfiles,
    ChangePasswordHandler,
    UpgradeToCuratorHandler,
    UpdateProfileHandler,
    { provide: STREAMING_ARTIST_INFO, useClass: SpotifyArtistInfo },
    ArtistInfoCache,
    RequestVerificationHandler,
    ReviewVerificationHandler,
    EmailClaims,
    VerificationReviews,
    AdministerAccountHandler,
    AssignRoleHandler,
    GetAdminAccountHandler,
    ListVerificationReviewsHandler,
  ],
})
export class IdentityModule {}
