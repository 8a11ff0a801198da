import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export const MAX_CAMPAIGN_FEEDBACK = 2000;

/** Spec section 4: pending → active or rejected (with feedback); pending or active → completed (outcome and feedback). */
export class UpdateCampaignRequest {
  @ApiProperty({ enum: ['active', 'rejected', 'completed'] })
  @IsIn(['active', 'rejected', 'completed'], { message: 'status must be active, rejected or completed' })
  status!: 'active' | 'rejected' | 'completed';

  @ApiProperty({ required: false, type: String, nullable: true, maxLength: MAX_CAMPAIGN_FEEDBACK })
  @IsOptional()
  @IsString({ message: 'curatorFeedback must be text' })
  @MaxLength(MAX_CAMPAIGN_FEEDBACK, { message: `Feedback has at most ${MAX_CAMPAIGN_FEEDBACK} characters` })
  curatorFeedback?: string | null;

  @ApiProperty({ required: false, type: String, nullable: true, enum: ['reviewed', 'placed'], description: 'Required to complete; placed only for a review-and-placement bounty' })
  @IsOptional()
  @IsIn(['reviewed', 'placed'], { message: 'outcome must be reviewed or placed' })
  outcome?: 'reviewed' | 'placed' | null;
}
