import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { TrimToNull } from '#platform';

export const LOCATION_MAX_LENGTH = 100;

/** A request body's optional location, as the user's profile edit and an admin's edit take it: left out keeps it, empty string or null clears it. */
export function OptionalLocation(): PropertyDecorator {
  // Applied bottom-up, as stacked decorators are: a value of the wrong type is told so before its length.
  return (target, key) => {
    MaxLength(LOCATION_MAX_LENGTH, { message: `Location must be at most ${LOCATION_MAX_LENGTH} characters` })(target, key);
    IsString({ message: 'Location must be text' })(target, key);
    IsOptional()(target, key);
    TrimToNull()(target, key);
    ApiProperty({ type: String, required: false, nullable: true, maxLength: LOCATION_MAX_LENGTH, description: 'Empty string or null clears it' })(target, key);
  };
}
