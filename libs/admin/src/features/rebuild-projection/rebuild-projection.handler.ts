import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProjectionRebuilds } from '../../application/projection-rebuilds.js';
import { RebuildProjectionCommand } from './rebuild-projection.command.js';

@CommandHandler(RebuildProjectionCommand)
export class RebuildProjectionHandler implements ICommandHandler<RebuildProjectionCommand, void> {
  constructor(private readonly rebuilds: ProjectionRebuilds) {}

  execute({ projection }: RebuildProjectionCommand): Promise<void> {
    return this.rebuilds.start(projection);
  }
}
