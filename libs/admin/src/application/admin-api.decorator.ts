import { applyDecorators } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBody } from '#platform';
import { ADMINS_ONLY } from '../contracts/admin-access.js';

/** The OpenAPI side of {@link AdminGuard} for a route: the session cookie, and its 401 and 403 answers. */
export const ApiAdminOnly = (): MethodDecorator & ClassDecorator =>
  applyDecorators(ApiCookieAuth(), ApiUnauthorizedResponse({ type: ErrorBody }), ApiForbiddenResponse({ type: ErrorBody, description: ADMINS_ONLY }));
