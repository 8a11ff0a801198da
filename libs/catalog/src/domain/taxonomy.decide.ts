import type { Decider } from '#platform';
import type { Tag, TagEvent } from './tag.events.js';

/** The taxonomy so far: every tag by its id. */
export type TaxonomyState = ReadonlyMap<number, Tag>;

/** Adds the tags of the code's taxonomy that the stream lacks; a tag keeps its id for ever. */
export type TaxonomyCommand = { readonly type: 'SeedTaxonomy'; readonly tags: readonly Tag[] };

export const taxonomyDecider: Decider<TaxonomyCommand, TaxonomyState, TagEvent> = {
  initialState: () => new Map(),
  evolve: (state, event) => new Map([...state, ...event.data.tags.map((tag): [number, Tag] => [tag.id, tag])]),
  decide: (command, state) => {
    const missing = command.tags.filter((tag) => !state.has(tag.id));
    return missing.length === 0 ? [] : [{ type: 'TagsAdded', data: { tags: missing } }];
  },
};
