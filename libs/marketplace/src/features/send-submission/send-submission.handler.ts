import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MatchScores } from '#matching';
import { InsufficientFunds } from '#wallet';
import { CatalogFacts } from '../../application/catalog-facts.js';
import { Deadlines } from '../../application/deadlines.js';
import { SubmissionEscrow } from '../../application/submission-escrow.js';
import { Submissions } from '../../application/submissions.js';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../../config/marketplace.config.js';
import { SendSubmissionCommand, type SentSubmission } from './send-submission.command.js';

/**
 * Sends a request (its rules on the request's stream), reserves its price on the artist's wallet,
 * records the verdict, and sets its response deadline. A shortfall is the 409 of the wallet,
 * with what was needed and what was available.
 */
@CommandHandler(SendSubmissionCommand)
export class SendSubmissionHandler implements ICommandHandler<SendSubmissionCommand, SentSubmission> {
  constructor(
    private readonly facts: CatalogFacts,
    private readonly scores: MatchScores,
    private readonly submissions: Submissions,
    private readonly escrow: SubmissionEscrow,
    private readonly deadlines: Deadlines,
    @Inject(MARKETPLACE_CONFIG) private readonly config: MarketplaceConfig,
  ) {}

  async execute({ artistId, songId, playlistId, requestType, message, context }: SendSubmissionCommand): Promise<SentSubmission> {
    const [artist, song, [playlist, curator], matchPercentage] = await Promise.all([
      this.facts.member(artistId),
      this.facts.song(songId),
      this.facts.playlistAndCurator(playlistId),
      this.scores.scoreOf(songId, playlistId),
    ]);
    const submissionId = randomUUID();
    const command = { type: 'SendSubmission', submissionId, artistId, artist, song, playlist, curator, requestType, message, matchPercentage } as const;
    const { events } = await this.submissions.decide({ songId, playlistId }, { ...command, responseWindowMs: this.config.submissionResponseWindowMs }, context);
    const sent = events[0];
    if (sent?.type !== 'SubmissionSent') throw new Error('SendSubmission decided no SubmissionSent');
    // The state, not this call's events: the escrow process manager may have recorded the verdict first.
    const { state, position } = await this.escrow.fund(sent.data, context);
    const shortfall = state.byId.get(submissionId)?.shortfall;
    if (shortfall) throw new InsufficientFunds(shortfall.needed, shortfall.available);
    await this.deadlines.schedule('submission', submissionId, new Date(sent.data.respondBy));
    return { submissionId, position };
  }
}
