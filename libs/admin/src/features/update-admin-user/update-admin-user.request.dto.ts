import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsNotEmpty, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { OptionalLocation } from '#identity';
import { Trim } from '#platform';

/** Left out, the field keeps its value; null is refused like any other wrong type. */
const UnlessLeftOut = (): PropertyDecorator => ValidateIf((_object: object, value: unknown) => value !== undefined);

/** Compared and stored lower-cased, as sign-up does. */
const LowerCase = (): PropertyDecorator => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** An admin's edit of an account (spec 2.16's Edit dialog, the one-click toggles). Fields left out keep their value; at least one is needed. */
export class UpdateAdminUserRequest {
  @ApiProperty({ required: false, minLength: 2, maxLength: 100, example: 'Ana Lee Music' })
  @Trim()
  @UnlessLeftOut()
  @IsString({ message: 'Display name is required' })
  @IsNotEmpty({ message: 'Display name is required' })
  @MinLength(2, { message: 'Display name must be at least 2 characters' })
  @MaxLength(100, { message: 'Display name must be at most 100 characters' })
  displayName?: string;

  @ApiProperty({ required: false, maxLength: 254, example: 'ana@example.com', description: 'Lower-cased; 409 when another account has it' })
  @LowerCase()
  @UnlessLeftOut()
  @IsString({ message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  email?: string;

  @ApiProperty({ required: false, minLength: 1, maxLength: 100, example: 'Ana' })
  @Trim()
  @UnlessLeftOut()
  @IsString({ message: 'First name is required' })
  @IsNotEmpty({ message: 'First name is required' })
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  firstName?: string;

  @ApiProperty({ required: false, minLength: 1, maxLength: 100, example: 'Lee' })
  @Trim()
  @UnlessLeftOut()
  @IsString({ message: 'Last name is required' })
  @IsNotEmpty({ message: 'Last name is required' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  lastName?: string;

  @OptionalLocation() location?: string | null;

  @ApiProperty({ required: false, description: 'False deactivates the account (its sessions end, its pages disappear); true reactivates it' })
  @UnlessLeftOut()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  @ApiProperty({ required: false, description: 'True grants the verified badge (a pending request counts as approved); false takes it away' })
  @UnlessLeftOut()
  @IsBoolean({ message: 'isVerified must be true or false' })
  isVerified?: boolean;
}
