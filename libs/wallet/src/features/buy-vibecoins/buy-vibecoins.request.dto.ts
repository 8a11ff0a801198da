import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { DomainError } from '#platform';

export const IDEMPOTENCY_KEY_REQUIRED =
  'An Idempotency-Key header is required: 8 to 100 letters, digits, dashes or underscores, new for each purchase and the same when it is retried';

export class BuyVibeCoinsRequest {
  @ApiProperty({ example: 'pack-50' })
  @IsString({ message: 'packageId must be the id of a package' })
  @MaxLength(40, { message: 'packageId must be the id of a package' })
  packageId!: string;
}

/** The header as the purchase's key, or a 400: a purchase without one could be credited twice on a retry. */
export function idempotencyKeyOf(header: string | undefined): string {
  if (typeof header !== 'string' || !/^[A-Za-z0-9_-]{8,100}$/.test(header)) throw new DomainError('invalid', IDEMPOTENCY_KEY_REQUIRED);
  return header;
}
