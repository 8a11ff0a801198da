import type { ReactNode } from 'react';
import { failureMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { CardGrid } from '../../components/card-grid';

/** One tab's search as RTK Query reports it: this search's own answer, not an earlier one. */
export interface SearchOutcome<Item> {
  currentData?: Item[];
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface SearchResultsProps<Item> {
  /** "Artists", "Curators", "Playlists". */
  noun: string;
  /** False before there is a query or a tag: the tab prompts for one. */
  searched: boolean;
  outcome: SearchOutcome<Item>;
  renderItem: (item: Item) => ReactNode;
  itemKey: (item: Item) => string;
}

function Notice({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
    </div>
  );
}

/** A tab's body (spec 2.9): a prompt before searching, then loading, a failure, "No … Found" or the cards. */
export function SearchResults<Item>({ noun, searched, outcome, renderItem, itemKey }: SearchResultsProps<Item>) {
  if (!searched) return <Notice title={`Search for ${noun}`} hint="Type a name, or choose tags under Filters." />;
  if (outcome.isFetching) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-12 text-slate-600">
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-slate-700" />
        Searching {noun.toLowerCase()}…
      </p>
    );
  }
  if (outcome.error || !outcome.currentData) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
        <p className="text-slate-800">{failureMessage(outcome.error, `Could not search ${noun.toLowerCase()}`)}</p>
        <Button variant="secondary" onClick={() => void outcome.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (outcome.currentData.length === 0) return <Notice title={`No ${noun} Found`} hint="Try another spelling, fewer words or fewer tags." />;
  return (
    <CardGrid heading={`${noun} found`}>
      {outcome.currentData.map((item) => (
        <li key={itemKey(item)} className="grid">
          {renderItem(item)}
        </li>
      ))}
    </CardGrid>
  );
}
