import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { TrimToNull } from '#platform';

export class ReviewVerificationRequest {
  @ApiProperty({ enum: ['approve', 'reject'] })
  @IsIn(['approve', 'reject'], { message: 'Decision must be approve or reject' })
  decision!: 'approve' | 'reject';

  @ApiProperty({ type: String, required: false, nullable: true, maxLength: 1000, description: 'Shown to the user (as admin_notes)' })
  @TrimToNull()
  @IsOptional()
  @IsString({ message: 'Notes must be text' })
  @MaxLength(1000, { message: 'Notes must be at most 1000 characters' })
  notes?: string | null;
}
