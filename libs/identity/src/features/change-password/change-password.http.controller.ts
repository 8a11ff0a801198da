import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { clientAddress, type CommandContext, CurrentUserId, ErrorBody, RequestContext, SessionAuthGuard } from '#platform';
import { UserSessions } from '../../application/user-sessions.js';
import { ChangePasswordCommand } from './change-password.command.js';
import { ChangePasswordRequest } from './change-password.request.dto.js';

export class ChangePasswordResponse {
  @ApiProperty({ example: 'Password changed' }) message!: string;
}

@ApiTags('auth')
@Controller('auth')
export class ChangePasswordController {
  constructor(
    private readonly commands: CommandBus,
    private readonly userSessions: UserSessions,
  ) {}

  @Post('change-password')
  @HttpCode(HttpStatus.OK)
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "Change the signed-in user's password; ends every other session of the user" })
  @ApiOkResponse({ type: ChangePasswordResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A field is missing or too short, the new password equals the current one, or the current password is incorrect' })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many failed sign-in attempts: a wrong current password counts as one' })
  async changePassword(
    @CurrentUserId() userId: string,
    @Body() body: ChangePasswordRequest,
    @Req() request: FastifyRequest,
    @RequestContext() context: CommandContext,
  ): Promise<ChangePasswordResponse> {
    await this.commands.execute(new ChangePasswordCommand(userId, body.currentPassword, body.newPassword, clientAddress(request), context));
    await this.userSessions.endOthers(userId, request.sessionId);
    return { message: 'Password changed' };
  }
}
