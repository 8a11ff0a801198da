import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CompleteCuratorProfileRequest {
  @ApiProperty({ minLength: 2, maxLength: 60, example: 'Late Night Indie' })
  @Transform(trim)
  @IsString({ message: 'Display name must be at least 2 characters' })
  @MinLength(2, { message: 'Display name must be at least 2 characters' })
  @MaxLength(60, { message: 'Display name must be at most 60 characters' })
  displayName!: string;

  @ApiProperty({ minLength: 10, maxLength: 1000, example: 'I curate mellow indie for late-night listening.' })
  @Transform(trim)
  @IsString({ message: 'Bio must be at least 10 characters' })
  @MinLength(10, { message: 'Bio must be at least 10 characters' })
  @MaxLength(1000, { message: 'Bio must be at most 1000 characters' })
  bio!: string;
}
