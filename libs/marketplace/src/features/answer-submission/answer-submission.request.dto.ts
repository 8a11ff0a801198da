import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export const MAX_FEEDBACK_LENGTH = 2000;

/** The curator's answer (spec section 4): reviewed, added or rejected, with optional feedback. */
export class AnswerSubmissionRequest {
  @ApiProperty({ enum: ['reviewed', 'added', 'rejected'] })
  @IsIn(['reviewed', 'added', 'rejected'], { message: 'status must be reviewed, added or rejected' })
  status!: 'reviewed' | 'added' | 'rejected';

  @ApiProperty({ required: false, type: String, nullable: true, maxLength: MAX_FEEDBACK_LENGTH, description: 'A rejection with 20 characters or more of feedback still earns the review price' })
  @IsOptional()
  @IsString({ message: 'curatorFeedback must be text' })
  @MaxLength(MAX_FEEDBACK_LENGTH, { message: `Feedback has at most ${MAX_FEEDBACK_LENGTH} characters` })
  curatorFeedback?: string | null;
}
