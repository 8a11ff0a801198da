/**
 * The events of marketplace's streams (`bounties-<songId>`, `submissions-<songId>-<playlistId>`)
 * that other modules may consume (catalog's song obligations, admin's statistics). Published as
 * they are stored.
 */
export { BOUNTY_EVENT_TYPES, bountiesStream } from '../domain/bounty.events.js';
export type { BountyEvent, BountyEventType, BountyTerms, CampaignOutcome, ServiceType } from '../domain/bounty.events.js';
export { SUBMISSION_EVENT_TYPES, submissionsStream } from '../domain/submission.events.js';
export type { SubmissionAnswer, SubmissionEvent, SubmissionEventType, SubmissionType } from '../domain/submission.events.js';
