import { CheckIcon } from '../../components/icons';
import type { Tag } from './tags.api';

interface TagBadgesProps {
  tags: readonly Pick<Tag, 'id' | 'name'>[];
  /** How many to show before a "+N more" badge; all when absent. */
  limit?: number;
  label?: string;
  /** Tags to draw attention to: green, with a check and a spoken "(shared)", so colour is not the only sign. */
  highlightIds?: ReadonlySet<number>;
}

const plainClassName = 'bg-slate-100 text-slate-800';
const highlightedClassName = 'inline-flex items-center gap-1 bg-green-100 text-green-900 ring-1 ring-green-300';

/**
 * A row of tag names, optionally cut short with "+N more" (spec 2.6: a song card shows 5), the
 * highlighted ones (such as the tags a playlist shares with a song) in green.
 */
export function TagBadges({ tags, limit = tags.length, label = 'Tags', highlightIds }: TagBadgesProps) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, limit);
  const hidden = tags.slice(limit);
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {shown.map((tag) => {
        const highlighted = highlightIds?.has(tag.id) ?? false;
        return (
          <li key={tag.id} className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${highlighted ? highlightedClassName : plainClassName}`}>
            {highlighted && <CheckIcon className="size-3" />}
            {tag.name}
            {highlighted && <span className="sr-only"> (shared)</span>}
          </li>
        );
      })}
      {hidden.length > 0 && (
        <li title={hidden.map((tag) => tag.name).join(', ')} className="rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          +{hidden.length} more
        </li>
      )}
    </ul>
  );
}
