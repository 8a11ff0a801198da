import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '#platform';

export class CompleteCuratorProfileRequest {
  @ApiProperty({ minLength: 2, maxLength: 60, example: 'Late Night Indie' })
  @Trim()
  @IsString({ message: 'Display name must be at least 2 characters' })
  @MinLength(2, { message: 'Display name must be at least 2 characters' })
  @MaxLength(60, { message: 'Display name must be at most 60 characters' })
  displayName!: string;

  @ApiProperty({ minLength: 10, maxLength: 1000, example: 'I curate mellow indie for late-night listening.' })
  @Trim()
  @IsString({ message: 'Bio must be at least 10 characters' })
  @MinLength(10, { message: 'Bio must be at least 10 characters' })
  @MaxLength(1000, { message: 'Bio must be at most 1000 characters' })
  bio!: string;
}
