import type { Tag } from './tags.api';

interface TagOptionsProps {
  tags: readonly Tag[];
  selectedIds: readonly number[];
  highlightIds: readonly number[];
  atLimit: boolean;
  onToggle: (tagId: number) => void;
  emptyMessage: string;
}

function optionClassName(selected: boolean, highlighted: boolean): string {
  if (selected) return 'border-slate-900 bg-slate-900 text-white hover:bg-slate-700';
  if (highlighted) return 'border-green-600 bg-green-50 text-green-900 hover:bg-green-100';
  return 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100';
}

/**
 * The tags of the open tab as toggle buttons. At the limit the unselected ones are only
 * aria-disabled, so they stay focusable (and the scrolling list keeps something to focus).
 */
export function TagOptions({ tags, selectedIds, highlightIds, atLimit, onToggle, emptyMessage }: TagOptionsProps) {
  if (tags.length === 0) return <p className="py-3 text-sm text-slate-600">{emptyMessage}</p>;
  return (
    <ul className="flex max-h-44 flex-wrap content-start gap-2 overflow-y-auto p-1">
      {tags.map((tag) => {
        const selected = selectedIds.includes(tag.id);
        const highlighted = highlightIds.includes(tag.id);
        const blocked = atLimit && !selected;
        return (
          <li key={tag.id}>
            <button
              type="button"
              aria-pressed={selected}
              aria-disabled={blocked || undefined}
              onClick={() => onToggle(tag.id)}
              className={`inline-flex min-h-8 items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${optionClassName(selected, highlighted)}`}
            >
              {selected && <span aria-hidden="true">✓</span>}
              {tag.name}
              {highlighted && <span className="sr-only"> (highlighted)</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
