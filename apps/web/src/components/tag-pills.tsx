import { orderTags } from './tag-order';

export interface PillTag {
  id: number;
  name: string;
  category: string;
}

interface TagPillsProps {
  tags: readonly PillTag[];
  /** Names the list for screen readers, e.g. "Tags of Late Night Indie". */
  label: string;
  /** Tags to show green (shared with a song), with a check and a spoken "shared" so colour is not the only sign. */
  highlightedIds?: ReadonlySet<number>;
}

/** A playlist's or song's tags as pills, genre tags first (orderTags). */
export function TagPills({ tags, label, highlightedIds = new Set() }: TagPillsProps) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {orderTags(tags, highlightedIds).map((tag) => {
        const highlighted = highlightedIds.has(tag.id);
        return (
          <li
            key={tag.id}
            className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ${
              highlighted ? 'bg-green-100 text-green-900 ring-1 ring-green-300' : 'bg-slate-100 text-slate-700'
            }`}
          >
            {highlighted && (
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3" fill="none" stroke="currentColor" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round">
                <path d="m5 12 5 5 9-10" />
              </svg>
            )}
            {tag.name}
            {highlighted && <span className="sr-only"> (shared)</span>}
          </li>
        );
      })}
    </ul>
  );
}
