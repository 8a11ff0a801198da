import { ApiProperty } from '@nestjs/swagger';
import type { VerificationStatus } from '../domain/user.decide.js';

export class VerificationRequestResponse {
  @ApiProperty({ example: 'I release music weekly and have 20k monthly listeners.' }) reason!: string;
  @ApiProperty({ format: 'date-time' }) submitted_at!: string;
  @ApiProperty({ type: String, nullable: true, description: "The reviewing admin's notes (shown when rejected)" }) admin_notes!: string | null;
}

export class VerificationStatusResponse {
  @ApiProperty({ enum: ['none', 'pending', 'verified', 'rejected'] }) status!: VerificationStatus;
  @ApiProperty({ type: VerificationRequestResponse, nullable: true, description: 'The latest request; null when none was made' })
  request!: VerificationRequestResponse | null;
}
