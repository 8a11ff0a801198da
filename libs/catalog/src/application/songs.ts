import { Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { Position } from '#eventstore';
import { type CommandContext, DomainError, EventSourcedCommands } from '#platform';
import { type AddSong, coverArtTrackUrl, SONG_NOT_FOUND, songDecider, type SongCommand, type UpdateSong } from '../domain/song.decide.js';
import { songStream, type SongDetails } from '../domain/song.events.js';
import { COVER_ART_LOOKUP, type CoverArtLookup } from '../infrastructure/cover-art/cover-art-lookup.js';
import { Taxonomy } from './taxonomy.js';

/** A write of the song form: the handler brings who and what; the taxonomy and the cover art are filled in here. */
export type SongDetailsWrite = Omit<AddSong, 'taxonomy' | 'lookedUpCoverArtUrl'> | Omit<UpdateSong, 'taxonomy' | 'lookedUpCoverArtUrl'>;

/** Songs' streams as the handlers use them. */
@Injectable()
export class Songs {
  constructor(
    private readonly commands: EventSourcedCommands,
    private readonly taxonomy: Taxonomy,
    @Inject(COVER_ART_LOOKUP) private readonly coverArt: CoverArtLookup,
  ) {}

  /**
   * Adds or edits a song. The rules are checked before the cover art is looked up, so that a
   * request they refuse makes no outside call; then decided again with what the lookup found.
   * @throws DomainError when the rules refuse it (nothing is written).
   */
  async writeDetails(write: SongDetailsWrite, context: CommandContext): Promise<Position | null> {
    const streamId = streamOf(write.songId);
    const command: AddSong | UpdateSong = { ...write, taxonomy: await this.taxonomyWith(write.details), lookedUpCoverArtUrl: null };
    const { state } = await this.commands.load(streamId, songDecider);
    const refusal = songDecider.decide(command, state);
    if (refusal instanceof DomainError) throw refusal;
    const trackUrl = coverArtTrackUrl(command.details, state);
    const lookedUpCoverArtUrl = trackUrl === null ? null : await this.coverArt.coverArtOf(trackUrl);
    return (await this.commands.execute({ streamId, decider: songDecider, command: { ...command, lookedUpCoverArtUrl }, context })).position;
  }

  /** @throws DomainError when the rules refuse the command (nothing is written). */
  async decide(command: SongCommand, context: CommandContext): Promise<Position | null> {
    return (await this.commands.execute({ streamId: streamOf(command.songId), decider: songDecider, command, context })).position;
  }

  /** The taxonomy, read again when the details name a tag it did not have when last read. */
  private async taxonomyWith(details: SongDetails) {
    await this.taxonomy.resolve(details.tagIds);
    return this.taxonomy.tags();
  }
}

/** A song's stream; a malformed id is a song that does not exist (404, never a failed query). */
export function streamOf(songId: string): string {
  if (!isUUID(songId)) throw new DomainError('not_found', SONG_NOT_FOUND);
  return songStream(songId);
}
