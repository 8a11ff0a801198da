import * as Tabs from '../../components/tabs';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { MAX_TAGS } from '../../constants';
import { SelectedTagChips } from './selected-tag-chips';
import { TAG_TABS, isTagTab } from './tag-categories';
import { TagOptions } from './tag-options';
import { type TagTab, matchingTags, toggledTagIds } from './tag-search';
import { type Tag, useGetTagsQuery } from './tags.api';

export interface TagPickerProps {
  label: string;
  selectedIds: readonly number[];
  onChange: (ids: number[]) => void;
  max?: number;
  /** Tags to draw attention to (green), such as those a song and a playlist share. */
  highlightIds?: readonly number[];
  /** The form's validation message for the selection. */
  error?: string;
}

const tabClassName =
  'shrink-0 rounded-md px-2.5 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-900 data-[state=active]:bg-slate-900 data-[state=active]:text-white';

function selectedTags(tags: readonly Tag[], selectedIds: readonly number[]): Tag[] {
  return selectedIds.flatMap((id) => tags.find((tag) => tag.id === id) ?? []);
}

/**
 * Choosing up to `max` tags (spec 2.6, 9): a filter box, category tabs, the matching tags (names
 * starting with the filter first) and the chosen ones as removable chips. Enter in the filter
 * box adds the first match.
 */
export function TagPicker({ label, selectedIds, onChange, max = MAX_TAGS, highlightIds = [], error }: TagPickerProps) {
  const { data: tags = [], isLoading, isError, refetch } = useGetTagsQuery();
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<TagTab>('all');
  const ids = useId();
  const atLimit = selectedIds.length >= max;
  const visible = useMemo(() => matchingTags(tags, query, tab), [tags, query, tab]);

  const toggle = (tagId: number) => onChange(toggledTagIds(selectedIds, tagId, max));

  function handleFilterKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter would otherwise submit the form around the picker.
    event.preventDefault();
    const first = visible.find((tag) => !selectedIds.includes(tag.id));
    if (!first || atLimit) return;
    toggle(first.id);
    setQuery('');
  }

  const describedBy = [`${ids}-count`, error ? `${ids}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy} className="grid min-w-0 gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {label}
      </legend>
      <p id={`${ids}-count`} aria-live="polite" className="text-xs text-slate-600">
        {selectedIds.length} of {max} selected
      </p>
      <SelectedTagChips tags={selectedTags(tags, selectedIds)} onRemove={toggle} />
      {atLimit && (
        <p role="status" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Tag limit reached: You can select up to {max} tags maximum.
        </p>
      )}
      <input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={handleFilterKeyDown}
        aria-label="Filter tags"
        placeholder="Filter tags…"
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-slate-900 sm:text-sm"
      />
      {isLoading && <p className="text-sm text-slate-600">Loading tags…</p>}
      {isError && (
        <p className="text-sm text-red-700">
          Could not load the tags.{' '}
          <button type="button" onClick={() => void refetch()} className="font-medium underline">
            Try again
          </button>
        </p>
      )}
      {tags.length > 0 && (
        <Tabs.Root value={tab} onValueChange={(value) => isTagTab(value) && setTab(value)} className="grid min-w-0 gap-2">
          <Tabs.List aria-label="Tag categories" className="flex flex-wrap gap-1">
            {TAG_TABS.map(({ value, label: tabLabel }) => (
              <Tabs.Trigger key={value} value={value} className={tabClassName}>
                {tabLabel}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TAG_TABS.map(({ value }) => (
            <Tabs.Content key={value} value={value} className="focus-visible:outline-2 focus-visible:outline-slate-900">
              <TagOptions
                tags={visible}
                selectedIds={selectedIds}
                highlightIds={highlightIds}
                atLimit={atLimit}
                onToggle={toggle}
                emptyMessage={query.trim() ? `No tags match “${query.trim()}” here.` : 'No tags in this category.'}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      {error && (
        <p id={`${ids}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
