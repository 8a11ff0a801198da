import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, Position } from '#eventstore';
import { EVENT_STORE } from '#platform';
import { decideOnUser } from '../../application/decide-on-user.js';
import { CompleteCuratorProfileCommand } from './complete-curator-profile.command.js';

@CommandHandler(CompleteCuratorProfileCommand)
export class CompleteCuratorProfileHandler implements ICommandHandler<CompleteCuratorProfileCommand, Position | null> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ userId, profile, context }: CompleteCuratorProfileCommand): Promise<Position | null> {
    return decideOnUser(this.store, { type: 'CompleteCuratorProfile', userId, ...profile }, context);
  }
}
