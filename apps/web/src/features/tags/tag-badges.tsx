import type { Tag } from './tags.api';

interface TagBadgesProps {
  tags: readonly Pick<Tag, 'id' | 'name'>[];
  /** How many to show before a "+N more" badge; all when absent. */
  limit?: number;
  label?: string;
}

/** A row of tag names, optionally cut short with "+N more" (spec 2.6: a song card shows 5). */
export function TagBadges({ tags, limit = tags.length, label = 'Tags' }: TagBadgesProps) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, limit);
  const hidden = tags.slice(limit);
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {shown.map((tag) => (
        <li key={tag.id} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
          {tag.name}
        </li>
      ))}
      {hidden.length > 0 && (
        <li title={hidden.map((tag) => tag.name).join(', ')} className="rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          +{hidden.length} more
        </li>
      )}
    </ul>
  );
}
