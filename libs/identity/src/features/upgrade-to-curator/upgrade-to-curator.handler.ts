import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, Position } from '#eventstore';
import { EVENT_STORE } from '#platform';
import { decideOnUser } from '../../application/decide-on-user.js';
import { UpgradeToCuratorCommand } from './upgrade-to-curator.command.js';

@CommandHandler(UpgradeToCuratorCommand)
export class UpgradeToCuratorHandler implements ICommandHandler<UpgradeToCuratorCommand, Position | null> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ userId, context }: UpgradeToCuratorCommand): Promise<Position | null> {
    return decideOnUser(this.store, { type: 'UpgradeToCurator', userId }, context);
  }
}
