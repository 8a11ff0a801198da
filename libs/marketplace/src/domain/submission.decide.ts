import { DomainError } from '#platform';
import type { MemberFacts, PlaylistFacts, SongFacts } from './catalog-facts.js';
import { settlementOf } from './submission-settlement.js';
import type { SubmissionAnswer, SubmissionEvent, SubmissionType } from './submission.events.js';
import { evolveSubmissions, initialSubmissionsState, type SubmissionRecord, type SubmissionsState } from './submission.state.js';

export const MESSAGE_REQUIRED = 'Please add a message to your campaign request.';
export const MESSAGE_TOO_LONG = 'A message has at most 1000 characters';
export const ARTISTS_ONLY = 'Only artists can send campaign requests';
export const SONG_NOT_FOUND = 'Song not found';
export const NOT_YOUR_SONG = 'You can only send requests for your own songs';
export const SONG_HIDDEN = 'This song is hidden: show it again before sending it to curators';
export const PLAYLIST_NOT_FOUND = 'Playlist not found';
export const PLAYLIST_CLOSED = 'This playlist is not accepting submissions';
export const OWN_PLAYLIST = 'You cannot send a request to your own playlist';
export const CURATOR_UNAVAILABLE = 'This curator is not accepting requests right now';
export const ALREADY_PENDING = 'This song is already waiting for an answer on this playlist';
export const SUBMISSION_NOT_FOUND = 'Submission not found';
export const NOT_YOUR_PLAYLIST = 'Only the curator of the playlist can answer this request';
export const NOT_PENDING = 'This request is no longer pending';
export const PAST_RESPONSE_WINDOW = 'This request was not answered in time: it has expired and the artist is refunded in full';
export const MAX_MESSAGE_LENGTH = 1000;
export const priceChanged = (price: number) => `The price of this playlist changed to ${price} VC`;
export const SONG_UNAVAILABLE = 'This song was deleted or hidden while the request was being sent: nothing was reserved';

export interface SendSubmission {
  readonly type: 'SendSubmission';
  readonly submissionId: string;
  readonly artistId: string;
  readonly artist: MemberFacts;
  readonly song: SongFacts;
  readonly playlist: PlaylistFacts;
  /** The playlist's curator's account (no account when the playlist does not exist). */
  readonly curator: MemberFacts;
  readonly requestType: SubmissionType;
  /** The price the artist was shown for the type: charged only if it is still the playlist's. */
  readonly price: number;
  readonly message: string;
  readonly matchPercentage: number;
  readonly responseWindowMs: number;
}

/** The wallet's verdict on the request's reservation. */
export interface RecordSubmissionFunding {
  readonly type: 'RecordSubmissionFunding';
  readonly submissionId: string;
  readonly outcome: { readonly reserved: true } | { readonly reserved: false; readonly needed: number; readonly available: number };
}

export interface AnswerSubmission {
  readonly type: 'AnswerSubmission';
  readonly submissionId: string;
  readonly curatorId: string;
  readonly status: SubmissionAnswer;
  readonly curatorFeedback: string | null;
}

export interface ExpireSubmission {
  readonly type: 'ExpireSubmission';
  readonly submissionId: string;
}

/** The song could not be held for the request (decision 0018): it is never sent. */
export interface VoidSubmission {
  readonly type: 'VoidSubmission';
  readonly submissionId: string;
}

export type SubmissionCommand = SendSubmission | RecordSubmissionFunding | VoidSubmission | AnswerSubmission | ExpireSubmission;

const refOf = ({ submissionId, songId, playlistId, artistId, curatorId }: SubmissionRecord) => ({ submissionId, songId, playlistId, artistId, curatorId });

/** The rules of one song's requests to one playlist (spec sections 4 and 5, issue 8). */
export function decideSubmissions(command: SubmissionCommand, state: SubmissionsState, now: Date): SubmissionEvent[] | DomainError {
  switch (command.type) {
    case 'SendSubmission':
      return send(command, state, now);
    case 'RecordSubmissionFunding': {
      const record = state.byId.get(command.submissionId);
      if (!record) return new DomainError('not_found', SUBMISSION_NOT_FOUND);
      if (record.status !== 'funding') return [];
      const { outcome } = command;
      return outcome.reserved
        ? [{ type: 'SubmissionFunded', data: { ...refOf(record), amount: record.price } }]
        : [{ type: 'SubmissionUnfunded', data: { ...refOf(record), needed: outcome.needed, available: outcome.available } }];
    }
    case 'VoidSubmission': {
      const record = state.byId.get(command.submissionId);
      return record?.status === 'funding' ? [{ type: 'SubmissionVoided', data: { ...refOf(record), reason: 'song_unavailable' } }] : [];
    }
    case 'AnswerSubmission':
      return answer(command, state, now);
    case 'ExpireSubmission': {
      const record = state.byId.get(command.submissionId);
      // Expiring is the deadline's doing: anything but a pending request past its time stays as it is.
      if (!record || record.status !== 'pending' || now.getTime() < Date.parse(record.respondBy)) return [];
      return [{ type: 'SubmissionExpired', data: { ...refOf(record), refundedAmount: record.price } }];
    }
  }
}

function send(command: SendSubmission, state: SubmissionsState, now: Date): SubmissionEvent[] | DomainError {
  const { song, playlist, artist, curator } = command;
  const message = command.message.trim();
  if (message === '') return new DomainError('invalid', MESSAGE_REQUIRED);
  if (message.length > MAX_MESSAGE_LENGTH) return new DomainError('invalid', MESSAGE_TOO_LONG);
  if (!artist.isArtist) return new DomainError('forbidden', ARTISTS_ONLY);
  if (!song.exists) return new DomainError('not_found', SONG_NOT_FOUND);
  if (song.artistId !== command.artistId) return new DomainError('forbidden', NOT_YOUR_SONG);
  if (!playlist.exists) return new DomainError('not_found', PLAYLIST_NOT_FOUND);
  if (!song.isActive) return new DomainError('conflict', SONG_HIDDEN);
  if (playlist.curatorId === command.artistId) return new DomainError('conflict', OWN_PLAYLIST);
  // Decision 0013: a deactivated curator, or one an admin made an artist only, takes no new requests:
  // they would only sit in escrow until they expire.
  if (!curator.isActive || !curator.isCurator) return new DomainError('conflict', CURATOR_UNAVAILABLE);
  if (!playlist.acceptingSubmissions) return new DomainError('conflict', PLAYLIST_CLOSED);
  if (state.openId !== null) return new DomainError('conflict', ALREADY_PENDING);
  const price = command.requestType === 'review' ? playlist.reviewPrice : playlist.placementPrice;
  // The price charged is the price the artist was shown: a change since then is told, never charged.
  if (command.price !== price) return new DomainError('conflict', priceChanged(price), { price });
  return [
    {
      type: 'SubmissionSent',
      data: {
        submissionId: command.submissionId,
        songId: song.songId,
        playlistId: playlist.playlistId,
        artistId: command.artistId,
        curatorId: playlist.curatorId,
        type: command.requestType,
        message,
        price,
        reviewPrice: playlist.reviewPrice,
        matchPercentage: command.matchPercentage,
        sentAt: now.toISOString(),
        respondBy: new Date(now.getTime() + command.responseWindowMs).toISOString(),
      },
    },
  ];
}

function answer(command: AnswerSubmission, state: SubmissionsState, now: Date): SubmissionEvent[] | DomainError {
  const record = state.byId.get(command.submissionId);
  if (!record || record.status === 'funding' || record.status === 'unfunded' || record.status === 'voided') return new DomainError('not_found', SUBMISSION_NOT_FOUND);
  if (record.curatorId !== command.curatorId) return new DomainError('forbidden', NOT_YOUR_PLAYLIST);
  if (record.status !== 'pending') return new DomainError('conflict', NOT_PENDING);
  // At its deadline the request is over, whether or not the deadline's job has run yet (decision 0018).
  if (now.getTime() >= Date.parse(record.respondBy)) return new DomainError('conflict', PAST_RESPONSE_WINDOW);
  const feedback = command.curatorFeedback?.trim() || null;
  const settlement = settlementOf(record, command.status, feedback);
  return [{ type: 'SubmissionAnswered', data: { ...refOf(record), status: command.status, curatorFeedback: feedback, ...settlement } }];
}

export const submissionsDecider = {
  initialState: initialSubmissionsState,
  evolve: evolveSubmissions,
  decide: decideSubmissions,
};
