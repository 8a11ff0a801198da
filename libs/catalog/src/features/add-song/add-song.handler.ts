import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CatalogMembers } from '../../application/catalog-members.js';
import { Songs } from '../../application/songs.js';
import { AddSongCommand, type AddedSong } from './add-song.command.js';

@CommandHandler(AddSongCommand)
export class AddSongHandler implements ICommandHandler<AddSongCommand, AddedSong> {
  constructor(
    private readonly songs: Songs,
    private readonly members: CatalogMembers,
  ) {}

  async execute({ artistId, details, context }: AddSongCommand): Promise<AddedSong> {
    const songId = randomUUID();
    const member = await this.members.get(artistId);
    const position = await this.songs.writeDetails({ type: 'AddSong', songId, artistId, isArtist: member.actsAsArtist, details }, context);
    return { songId, position };
  }
}
