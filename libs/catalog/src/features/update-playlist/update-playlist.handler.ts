import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { Playlists } from '../../application/playlists.js';
import { Taxonomy } from '../../application/taxonomy.js';
import { UpdatePlaylistCommand } from './update-playlist.command.js';

@CommandHandler(UpdatePlaylistCommand)
export class UpdatePlaylistHandler implements ICommandHandler<UpdatePlaylistCommand, Position | null> {
  constructor(
    private readonly taxonomy: Taxonomy,
    private readonly playlists: Playlists,
  ) {}

  async execute({ playlistId, actorId, input, context }: UpdatePlaylistCommand): Promise<Position | null> {
    const existingTagIds = (await this.taxonomy.resolve(input.tagIds)).map((tag) => tag.id);
    return this.playlists.decide({ type: 'UpdatePlaylist', playlistId, actorId, input, existingTagIds }, context);
  }
}
