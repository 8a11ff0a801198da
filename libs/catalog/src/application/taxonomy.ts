import { Injectable } from '@nestjs/common';
import { EventSourcedCommands } from '#platform';
import type { Tag } from '../domain/tag.events.js';
import { TAXONOMY_STREAM } from '../domain/tag.events.js';
import { taxonomyDecider, type TaxonomyState } from '../domain/taxonomy.decide.js';

/**
 * The tags as the taxonomy stream holds them. Kept in memory: the taxonomy only grows, at
 * start-up, so an id not known yet is the one reason to read the stream again.
 */
@Injectable()
export class Taxonomy {
  private known: TaxonomyState = new Map();

  constructor(private readonly commands: EventSourcedCommands) {}

  /** Every tag, by id. */
  async tags(): Promise<TaxonomyState> {
    if (this.known.size === 0) await this.reload();
    return this.known;
  }

  /** The tags of these ids that exist, in the order given (unknown ids are left out). */
  async resolve(ids: readonly number[]): Promise<Tag[]> {
    if (ids.some((id) => !this.known.has(id))) await this.reload();
    return ids.flatMap((id) => this.known.get(id) ?? []);
  }

  private async reload(): Promise<void> {
    this.known = (await this.commands.load(TAXONOMY_STREAM, taxonomyDecider)).state;
  }
}
