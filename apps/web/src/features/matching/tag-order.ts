/** The part of a tag that ordering needs: its category. */
interface Categorised {
  id: number;
  category: string;
}

/**
 * Genre tags first (they weigh most in a match and say most about a sound), then, within each
 * group, the highlighted ones (tags a song and a playlist share) first; otherwise the given order.
 */
export function orderTags<Tag extends Categorised>(tags: readonly Tag[], highlightedIds: ReadonlySet<number> = new Set()): Tag[] {
  const rank = (tag: Tag) => (tag.category === 'genre' ? 0 : 2) + (highlightedIds.has(tag.id) ? 0 : 1);
  return tags
    .map((tag, index) => ({ tag, index }))
    .sort((a, b) => rank(a.tag) - rank(b.tag) || a.index - b.index)
    .map(({ tag }) => tag);
}
