import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class SetSongVisibilityRequest {
  @ApiProperty({ description: 'False hides the song from curator searches and matching; true shows it again' })
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive!: boolean;
}
