import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserAccounts } from '../../application/user-accounts.js';
import { spotifyUrlWorthCounting } from '../../domain/user.decide.js';
import { STREAMING_ARTIST_INFO, type StreamingArtistInfo } from '../../infrastructure/streaming-provider/streaming-artist-info.js';
import { RequestVerificationCommand, type RequestVerificationResult } from './request-verification.command.js';

@CommandHandler(RequestVerificationCommand)
export class RequestVerificationHandler implements ICommandHandler<RequestVerificationCommand, RequestVerificationResult> {
  constructor(
    private readonly accounts: UserAccounts,
    @Inject(STREAMING_ARTIST_INFO) private readonly streaming: StreamingArtistInfo,
  ) {}

  /** The follower count is an outside fact, fetched up front (the rules are pure) and only when the rules would use it. */
  async execute({ userId, reason, context }: RequestVerificationCommand): Promise<RequestVerificationResult> {
    const spotifyUrl = spotifyUrlWorthCounting(await this.accounts.state(userId), reason);
    const followerCount = spotifyUrl ? await this.streaming.followerCount(spotifyUrl) : null;
    const { events, position } = await this.accounts.decideForEvents({ type: 'RequestVerification', userId, reason, spotifyUrl, followerCount }, context);
    return { position, autoVerified: events.some((event) => event.type === 'UserVerified') };
  }
}
