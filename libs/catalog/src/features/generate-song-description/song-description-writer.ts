import { Inject, Injectable } from '@nestjs/common';
import { Taxonomy } from '../../application/taxonomy.js';
import type { NamedTag } from '../../domain/song-description.js';
import { SONG_DESCRIPTIONS, type SongDescriptions } from '../../infrastructure/text-generation/song-descriptions.js';
import type { GenerateSongDescriptionRequest } from './generate-song-description.request.dto.js';

/** Describes a song through the text-generation port, with each tag name's category from the taxonomy. */
@Injectable()
export class SongDescriptionWriter {
  constructor(
    private readonly taxonomy: Taxonomy,
    @Inject(SONG_DESCRIPTIONS) private readonly descriptions: SongDescriptions,
  ) {}

  async describe(request: GenerateSongDescriptionRequest): Promise<string> {
    const byName = new Map([...(await this.taxonomy.tags()).values()].map((tag) => [tag.name.toLowerCase(), tag]));
    const tags = (request.tags ?? []).map((name) => name.trim()).filter(Boolean).map((name): NamedTag => {
      const known = byName.get(name.toLowerCase());
      return known ? { name: known.name, category: known.category } : { name, category: null };
    });
    return this.descriptions.describe({
      title: request.title,
      spotifyUrl: request.spotifyUrl ?? null,
      tags,
      existingDescription: request.existingDescription ?? null,
    });
  }
}
