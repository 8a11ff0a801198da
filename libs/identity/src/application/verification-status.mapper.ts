import type { VerificationStatusResponse } from '../contracts/verification-status.responses.js';
import { verificationStatusOf } from '../domain/user.decide.js';
import type { UserState } from '../domain/user.state.js';

/** The account's verification status and latest request, as the status endpoint and an admin review answer it. */
export function toVerificationStatusResponse(state: UserState): VerificationStatusResponse {
  const request = state.status === 'registered' ? state.verificationRequest : null;
  return {
    status: verificationStatusOf(state),
    request: request && { reason: request.reason, submitted_at: request.requestedAt, admin_notes: request.adminNotes },
  };
}
