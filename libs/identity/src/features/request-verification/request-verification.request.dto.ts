import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '#platform';
import { REASON_REQUIRED } from '../../domain/user.decide.js';

export class RequestVerificationRequest {
  @ApiProperty({ maxLength: 2000, example: 'I release music weekly and have 20k monthly listeners.' })
  @Trim()
  @IsString({ message: REASON_REQUIRED })
  @IsNotEmpty({ message: REASON_REQUIRED })
  @MaxLength(2000, { message: 'Reason must be at most 2000 characters' })
  reason!: string;
}

export const AUTO_VERIFIED_MESSAGE = 'Automatically Verified!';
export const REQUEST_SUBMITTED_MESSAGE = 'Verification Request Submitted';

export class RequestVerificationResponse {
  @ApiProperty({ description: 'True when the linked Spotify artist profile qualified for the badge at once' }) autoVerified!: boolean;
  @ApiProperty({ enum: [AUTO_VERIFIED_MESSAGE, REQUEST_SUBMITTED_MESSAGE] }) message!: string;
}
