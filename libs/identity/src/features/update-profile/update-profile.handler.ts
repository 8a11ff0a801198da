import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, Position } from '#eventstore';
import { EVENT_STORE } from '#platform';
import { decideOnUser } from '../../application/decide-on-user.js';
import { UpdateProfileCommand } from './update-profile.command.js';

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand, Position | null> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ userId, changes, context }: UpdateProfileCommand): Promise<Position | null> {
    return decideOnUser(this.store, { type: 'UpdateProfile', userId, changes }, context);
  }
}
