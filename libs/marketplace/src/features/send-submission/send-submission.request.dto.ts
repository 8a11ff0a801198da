import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, IsUUID, MaxLength } from 'class-validator';
import { MAX_MESSAGE_LENGTH, MESSAGE_REQUIRED, MESSAGE_TOO_LONG } from '../../domain/submission.decide.js';

/** Spec section 3's submission request payload; the price is the playlist's, never the client's. */
export class SendSubmissionRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'songId must be the id of a song' })
  songId!: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'playlistId must be the id of a playlist' })
  playlistId!: string;

  @ApiProperty({ enum: ['review', 'placement'], default: 'review' })
  @IsIn(['review', 'placement'], { message: 'type must be review or placement' })
  type: 'review' | 'placement' = 'review';

  @ApiProperty({ maxLength: MAX_MESSAGE_LENGTH, description: 'Trimmed; required' })
  @IsString({ message: MESSAGE_REQUIRED })
  @MaxLength(MAX_MESSAGE_LENGTH + 200, { message: MESSAGE_TOO_LONG })
  message!: string;
}
