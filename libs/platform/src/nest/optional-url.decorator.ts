import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';
import { TrimToNull } from './text-transforms.js';

/** Spec section 5's message for every URL field of a form. */
export const INVALID_URL = 'Must be a valid URL';

/** An optional http(s) link of a request body: left out keeps it, empty string or null clears it. */
export function OptionalUrl(example?: string): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ type: String, required: false, nullable: true, maxLength: 2048, description: 'An http(s) URL; empty string or null clears it', example })(target, key);
    TrimToNull()(target, key);
    IsOptional()(target, key);
    IsString({ message: INVALID_URL })(target, key);
    IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: INVALID_URL })(target, key);
    MaxLength(2048, { message: 'URLs must be at most 2048 characters' })(target, key);
  };
}
