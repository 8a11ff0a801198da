import type { Tag, TagCategory } from './tags.api';

export type TagTab = TagCategory | 'all';

/**
 * The tags of a category (or all of them) whose name contains the query, case-insensitively:
 * names that start with it first, then the others, each group in the taxonomy's own order.
 */
export function matchingTags(tags: readonly Tag[], query: string, tab: TagTab): Tag[] {
  const needle = query.trim().toLocaleLowerCase();
  const inTab = tab === 'all' ? tags : tags.filter((tag) => tag.category === tab);
  if (needle === '') return [...inTab];
  const prefixMatches: Tag[] = [];
  const innerMatches: Tag[] = [];
  for (const tag of inTab) {
    const name = tag.name.toLocaleLowerCase();
    if (name.startsWith(needle)) prefixMatches.push(tag);
    else if (name.includes(needle)) innerMatches.push(tag);
  }
  return [...prefixMatches, ...innerMatches];
}

/** The selection after the tag is toggled; a tag beyond the limit is not added. */
export function toggledTagIds(selectedIds: readonly number[], tagId: number, max: number): number[] {
  if (selectedIds.includes(tagId)) return selectedIds.filter((id) => id !== tagId);
  if (selectedIds.length >= max) return [...selectedIds];
  return [...selectedIds, tagId];
}
