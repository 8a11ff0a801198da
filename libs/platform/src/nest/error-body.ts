import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldErrorBody {
  @ApiProperty({ example: 'password' }) field!: string;
  @ApiProperty({ example: 'Password must be at least 6 characters' }) message!: string;
}

/** Every error answer: one readable message, and for bad input the field errors behind it. */
export class ErrorBody {
  @ApiProperty({ example: 'Password must be at least 6 characters' }) message!: string;
  @ApiPropertyOptional({ type: [FieldErrorBody] }) errors?: FieldErrorBody[];
}
