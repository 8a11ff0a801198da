import type { Tag } from './tags.api';

/** The chosen tags, each a button that removes it. */
export function SelectedTagChips({ tags, onRemove }: { tags: readonly Tag[]; onRemove: (tagId: number) => void }) {
  if (tags.length === 0) return <p className="text-sm text-slate-600">No tags selected yet.</p>;
  return (
    <ul aria-label="Selected tags" className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag.id}>
          <button
            type="button"
            onClick={() => onRemove(tag.id)}
            aria-label={`Remove ${tag.name}`}
            className="inline-flex min-h-8 items-center gap-1 rounded-full bg-slate-900 py-1 pr-2 pl-3 text-sm font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
          >
            {tag.name}
            <span aria-hidden="true" className="text-base leading-none">
              ×
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
