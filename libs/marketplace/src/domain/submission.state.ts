import type { SubmissionAnswer, SubmissionEvent, SubmissionType } from './submission.events.js';

export type SubmissionStatus = 'funding' | 'unfunded' | 'voided' | 'pending' | SubmissionAnswer | 'expired';

/** One request as the rules see it. */
export interface SubmissionRecord {
  readonly submissionId: string;
  readonly songId: string;
  readonly playlistId: string;
  readonly artistId: string;
  readonly curatorId: string;
  readonly type: SubmissionType;
  readonly price: number;
  readonly reviewPrice: number;
  readonly respondBy: string;
  readonly status: SubmissionStatus;
  /** Why the wallet refused it (unfunded): the 409's needed and available. */
  readonly shortfall: { readonly needed: number; readonly available: number } | null;
}

/**
 * One song's requests to one playlist, folded from `submissions-<songId>-<playlistId>`: every
 * request by id (so a repeated command finds it), and the one that is open (funding or pending), if any.
 */
export interface SubmissionsState {
  readonly byId: ReadonlyMap<string, SubmissionRecord>;
  readonly openId: string | null;
}

export const initialSubmissionsState = (): SubmissionsState => ({ byId: new Map(), openId: null });

const OPEN: readonly SubmissionStatus[] = ['funding', 'pending'];

function withStatus(state: SubmissionsState, submissionId: string, status: SubmissionStatus, shortfall: SubmissionRecord['shortfall'] = null): SubmissionsState {
  const record = state.byId.get(submissionId);
  if (!record) return state;
  const byId = new Map(state.byId).set(submissionId, { ...record, status, shortfall });
  const openId = OPEN.includes(status) ? submissionId : state.openId === submissionId ? null : state.openId;
  return { byId, openId };
}

export function evolveSubmissions(state: SubmissionsState, event: SubmissionEvent): SubmissionsState {
  switch (event.type) {
    case 'SubmissionSent': {
      const { submissionId, songId, playlistId, artistId, curatorId, type, price, reviewPrice, respondBy } = event.data;
      const record: SubmissionRecord = { submissionId, songId, playlistId, artistId, curatorId, type, price, reviewPrice, respondBy, status: 'funding', shortfall: null };
      return { byId: new Map(state.byId).set(submissionId, record), openId: submissionId };
    }
    case 'SubmissionFunded':
      return withStatus(state, event.data.submissionId, 'pending');
    case 'SubmissionUnfunded':
      return withStatus(state, event.data.submissionId, 'unfunded', { needed: event.data.needed, available: event.data.available });
    case 'SubmissionVoided':
      return withStatus(state, event.data.submissionId, 'voided');
    case 'SubmissionAnswered':
      return withStatus(state, event.data.submissionId, event.data.status);
    case 'SubmissionExpired':
      return withStatus(state, event.data.submissionId, 'expired');
  }
}
