import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, IsUUID, MaxLength, Min } from 'class-validator';
import { MAX_MESSAGE_LENGTH, MESSAGE_REQUIRED, MESSAGE_TOO_LONG } from '../../domain/submission.decide.js';

/** Spec section 3's submission request payload, with the price the artist was shown (decision 0018). */
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

  @ApiProperty({ minimum: 0, description: "The playlist's price for the type as the artist was shown it: a request is charged only at that price (409 with the new price when it changed)" })
  @IsInt({ message: 'price must be the whole number of VC you were shown' })
  @Min(0, { message: 'price must be the whole number of VC you were shown' })
  price!: number;

  @ApiProperty({ maxLength: MAX_MESSAGE_LENGTH, description: 'Trimmed; required' })
  @IsString({ message: MESSAGE_REQUIRED })
  @MaxLength(MAX_MESSAGE_LENGTH + 200, { message: MESSAGE_TOO_LONG })
  message!: string;
}
