import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '#eventstore';
import { EVENT_STORE, executeCommand, loadState } from '#platform';
import { userDecider } from '../../domain/user.decide.js';
import { userStream } from '../../domain/user.state.js';
import { STREAMING_ARTIST_INFO, type StreamingArtistInfo } from '../../infrastructure/streaming-provider/streaming-artist-info.js';
import { RequestVerificationCommand, type RequestVerificationResult } from './request-verification.command.js';

@CommandHandler(RequestVerificationCommand)
export class RequestVerificationHandler implements ICommandHandler<RequestVerificationCommand, RequestVerificationResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(STREAMING_ARTIST_INFO) private readonly streaming: StreamingArtistInfo,
  ) {}

  async execute({ userId, reason, context }: RequestVerificationCommand): Promise<RequestVerificationResult> {
    const streamId = userStream(userId);
    // The follower count is fetched up front (the rules are pure), and only when a request could pass.
    const { state } = await loadState(this.store, streamId, userDecider);
    const canRequest = state.status === 'registered' && !state.isVerified && state.verificationRequest?.status !== 'pending' && reason.trim() !== '';
    const spotifyUrl = canRequest ? state.profile.spotifyUrl : null;
    const followerCount = spotifyUrl ? await this.streaming.followerCount(spotifyUrl) : null;
    const { events, position } = await executeCommand({
      store: this.store,
      streamId,
      decider: userDecider,
      command: { type: 'RequestVerification', userId, reason, spotifyUrl, followerCount },
      context,
    });
    return { position, autoVerified: events.some((e) => e.type === 'UserVerified') };
  }
}
