import type { Provider, Type } from '@nestjs/common';
import { AdminAccountViews } from './application/admin-account-views.js';
import { ListVerificationReviewsController } from './features/list-verification-reviews/list-verification-reviews.http.controller.js';
import { SetAdminUserRoleController } from './features/set-admin-user-role/set-admin-user-role.http.controller.js';
import { UpdateAdminUserController } from './features/update-admin-user/update-admin-user.http.controller.js';

/** The account-management use cases of the admin module (edit, role, verification review): controllers and providers. */
export const ACCOUNTS_CONTROLLERS: readonly Type[] = [UpdateAdminUserController, SetAdminUserRoleController, ListVerificationReviewsController];
export const ACCOUNTS_PROVIDERS: readonly Provider[] = [AdminAccountViews];
