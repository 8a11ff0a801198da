import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

export const MISSING_PASSWORD_FIELDS = 'Please fill in all password fields';

export class ChangePasswordRequest {
  @ApiProperty({ example: 'old secret' })
  @IsString({ message: MISSING_PASSWORD_FIELDS })
  @IsNotEmpty({ message: MISSING_PASSWORD_FIELDS })
  @MaxLength(200, { message: 'Current password must be at most 200 characters' })
  currentPassword!: string;

  @ApiProperty({ minLength: 6, maxLength: 200, example: 'new secret' })
  @IsString({ message: MISSING_PASSWORD_FIELDS })
  @IsNotEmpty({ message: MISSING_PASSWORD_FIELDS })
  @MinLength(6, { message: 'New password must be at least 6 characters long' })
  @MaxLength(200, { message: 'New password must be at most 200 characters' })
  newPassword!: string;
}
