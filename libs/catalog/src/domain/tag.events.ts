import type { DomainEvent } from '#platform';

/** The 14 tag categories of spec section 3, in the order the tag picker shows them. */
export const TAG_CATEGORIES = [
  'genre', 'mood', 'activity', 'instrument', 'vocal', 'language', 'structure',
  'tempo', 'region', 'occasion', 'theme', 'audience', 'era', 'fx',
] as const;
export type TagCategory = (typeof TAG_CATEGORIES)[number];

/** One tag of the taxonomy. Ids are small stable integers: a tag keeps its id for ever. */
export interface Tag {
  readonly id: number;
  readonly name: string;
  readonly category: TagCategory;
}

/** The one stream of the taxonomy. */
export const TAXONOMY_STREAM = 'taxonomy';

/** Past-tense facts of the `taxonomy` stream. Never renamed or reshaped: add an upcaster instead. */
export type TagEvent = DomainEvent<'TagsAdded', { tags: Tag[] }>;
