import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, Position } from '#eventstore';
import { EVENT_STORE } from '#platform';
import { decideOnUser } from '../../application/decide-on-user.js';
import { SelectRoleCommand } from './select-role.command.js';

@CommandHandler(SelectRoleCommand)
export class SelectRoleHandler implements ICommandHandler<SelectRoleCommand, Position | null> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ userId, role, context }: SelectRoleCommand): Promise<Position | null> {
    return decideOnUser(this.store, { type: 'SelectRole', userId, role }, context);
  }
}
