import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export const COUPON_CODE_REQUIRED = 'Please enter a coupon code';

/** Only a code: the server decides how many coins it is worth, never the client. */
export class RedeemCouponRequest {
  @ApiProperty({ example: 'WELCOME', maxLength: 100 })
  @IsString({ message: COUPON_CODE_REQUIRED })
  @MinLength(1, { message: COUPON_CODE_REQUIRED })
  @MaxLength(100, { message: 'A coupon code has at most 100 characters' })
  couponCode!: string;
}
