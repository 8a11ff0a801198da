import { Controller, UseGuards, applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBody, SessionAuthGuard } from '#platform';
import { DISCOVERY_FOR_CURATORS } from './bounty-discovery.js';

/**
 * A controller of bounty discovery (its page and its summary): under /bounties, signed in, and
 * documented with the answers {@link BountyDiscovery} gives: 400 for a bad filter, 401, and 403 for a non-curator.
 */
export const DiscoveryController = (): ClassDecorator =>
  applyDecorators(
    ApiTags('bounties'),
    Controller('bounties'),
    UseGuards(SessionAuthGuard),
    ApiCookieAuth(),
    ApiBadRequestResponse({ type: ErrorBody }),
    ApiUnauthorizedResponse({ type: ErrorBody }),
    ApiForbiddenResponse({ type: ErrorBody, description: DISCOVERY_FOR_CURATORS }),
  );
