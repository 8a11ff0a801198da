import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CatalogMembers } from '../../application/catalog-members.js';
import { Playlists } from '../../application/playlists.js';
import { Taxonomy } from '../../application/taxonomy.js';
import { CreatePlaylistCommand, type PlaylistCreation } from './create-playlist.command.js';

@CommandHandler(CreatePlaylistCommand)
export class CreatePlaylistHandler implements ICommandHandler<CreatePlaylistCommand, PlaylistCreation> {
  constructor(
    private readonly members: CatalogMembers,
    private readonly taxonomy: Taxonomy,
    private readonly playlists: Playlists,
  ) {}

  async execute({ curatorId, input, context }: CreatePlaylistCommand): Promise<PlaylistCreation> {
    const playlistId = randomUUID();
    const [curator, tags] = await Promise.all([this.members.get(curatorId), this.taxonomy.resolve(input.tagIds)]);
    const existingTagIds = tags.map((tag) => tag.id);
    const position = await this.playlists.decide({ type: 'CreatePlaylist', playlistId, curatorId, curator, input, existingTagIds }, context);
    return { playlistId, position };
  }
}
