import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventSourcedCommands, systemContext } from '#platform';
import { TAXONOMY_STREAM } from '../../domain/tag.events.js';
import { TAXONOMY } from '../../domain/taxonomy.data.js';
import { taxonomyDecider } from '../../domain/taxonomy.decide.js';

/** Writes the code's taxonomy into the `taxonomy` stream at start-up: only the tags it lacks, so every start after the first writes nothing. */
@Injectable()
export class SeedTaxonomyService implements OnApplicationBootstrap {
  constructor(private readonly commands: EventSourcedCommands) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.commands.execute({
      streamId: TAXONOMY_STREAM,
      decider: taxonomyDecider,
      command: { type: 'SeedTaxonomy', tags: TAXONOMY },
      context: systemContext('seed-taxonomy'),
    });
  }
}
