import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/button';
import { MAX_TAGS } from '../../constants';
import { TagPicker } from '../tags';
import { SEARCH_TEXT_MAX_LENGTH, type SearchState } from './search-params';
import { useTypedQuery } from './use-search-state';

interface SearchFormProps {
  state: SearchState;
  onChange: (change: Partial<SearchState>) => void;
}

/** The text box, and the Filters toggle with its tag filter and Clear Filters (spec 2.9). */
export function SearchForm({ state, onChange }: SearchFormProps) {
  const [text, type, commitNow] = useTypedQuery(state.q, (q) => onChange({ q }));
  // A shared link with tags opens with its filter showing.
  const [filtersOpen, setFiltersOpen] = useState(state.tagIds.length > 0);
  const filtersId = useId();
  const tagCount = state.tagIds.length;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    commitNow();
  }

  return (
    <form role="search" aria-label="Artists, curators and playlists" onSubmit={handleSubmit} className="grid gap-3">
      <div className="flex gap-2">
        <input
          type="search"
          value={text}
          onChange={(event) => type(event.target.value)}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          aria-label="Search by name"
          placeholder="Search artists, curators and playlists…"
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-slate-900"
        />
        <Button variant="secondary" aria-expanded={filtersOpen} aria-controls={filtersId} onClick={() => setFiltersOpen((open) => !open)}>
          Filters{tagCount > 0 && <span className="rounded-full bg-slate-900 px-1.5 text-xs text-white">{tagCount}</span>}
        </Button>
      </div>
      {filtersOpen && (
        <div id={filtersId} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <TagPicker label="Filter by tags" selectedIds={state.tagIds} onChange={(tagIds) => onChange({ tagIds })} max={MAX_TAGS} />
          <div>
            <Button variant="secondary" onClick={() => onChange({ tagIds: [] })} disabled={tagCount === 0}>
              Clear Filters
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
