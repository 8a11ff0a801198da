import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '#platform';
import { InsufficientFunds } from '#wallet';
import { CatalogFacts } from '../../application/catalog-facts.js';
import { Escrow } from '../../application/escrow.js';
import { Submissions } from '../../application/submissions.js';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../../config/marketplace.config.js';
import { SONG_UNAVAILABLE } from '../../domain/submission.decide.js';
import { SendSubmissionCommand, type SentSubmission } from './send-submission.command.js';

/**
 * Sends a request (its rules on the request's stream, at the price the artist was shown); the
 * escrow holds the song, reserves the price and sets the response deadline. A shortfall is the
 * 409 of the wallet, with what was needed and what was available.
 */
@CommandHandler(SendSubmissionCommand)
export class SendSubmissionHandler implements ICommandHandler<SendSubmissionCommand, SentSubmission> {
  constructor(
    private readonly facts: CatalogFacts,
    private readonly escrow: Escrow,
    private readonly submissions: Submissions,
    @Inject(MARKETPLACE_CONFIG) private readonly config: MarketplaceConfig,
  ) {}

  async execute({ artistId, songId, playlistId, requestType, price, message, matchPercentage, context }: SendSubmissionCommand): Promise<SentSubmission> {
    const [artist, song, [playlist, curator]] = await Promise.all([this.facts.member(artistId), this.facts.song(songId), this.facts.playlistAndCurator(playlistId)]);
    const submissionId = randomUUID();
    const responseWindowMs = this.config.submissionResponseWindowMs;
    const command = { type: 'SendSubmission', submissionId, artistId, artist, song, playlist, curator, requestType, price, message, matchPercentage, responseWindowMs } as const;
    const { position } = await this.escrow.execute({ stream: 'submissions', songId, playlistId, command }, context);
    // The state, not this call's events: the escrow process manager may have recorded the verdict first.
    const record = (await this.submissions.state({ songId, playlistId })).byId.get(submissionId);
    if (record?.status === 'voided') throw new DomainError('conflict', SONG_UNAVAILABLE);
    if (record?.shortfall) throw new InsufficientFunds(record.shortfall.needed, record.shortfall.available);
    return { submissionId, position };
  }
}
