import { type FormEvent, useState } from 'react';
import { failureMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-fields';
import { AdminPage } from './admin-page';
import { type AdminEvent, useListAdminEventsQuery } from './admin.api';
import { useQueryParams } from './use-query-params';

const PAGE_SIZE = 50;
const FIELDS = ['stream', 'type', 'from'] as const;
type EventFilters = Record<(typeof FIELDS)[number], string>;

function readEventFilters(params: URLSearchParams): EventFilters {
  return { stream: params.get('stream')?.trim() ?? '', type: params.get('type')?.trim() ?? '', from: params.get('from')?.trim() ?? '' };
}

function paramsOf(filters: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FIELDS) if (filters[field].trim()) params.set(field, filters[field].trim());
  return params;
}

function EventFilterForm({ applied, onApply }: { applied: EventFilters; onApply: (filters: EventFilters) => void }) {
  const [filters, setFilters] = useState(applied);
  const set = (field: keyof EventFilters) => (value: string) => setFilters((current) => ({ ...current, [field]: value }));
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(filters);
  }
  return (
    <form onSubmit={handleSubmit} aria-label="Event filters" className="grid gap-3 sm:grid-cols-3 lg:grid-cols-[2fr_2fr_1fr_auto] lg:items-end">
      <TextField label="Stream" value={filters.stream} onChange={set('stream')} error={undefined} placeholder="e.g. wallet-…" />
      <TextField label="Event types" value={filters.type} onChange={set('type')} error={undefined} placeholder="e.g. CoinsCredited,CoinsReserved" />
      <TextField label="After position" value={filters.from} onChange={set('from')} error={undefined} placeholder="The start of the log" />
      <Button type="submit">Browse</Button>
    </form>
  );
}

function Json({ label, value }: { label: string; value: Record<string, unknown> }) {
  return (
    <div className="grid min-w-0 gap-1">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <pre className="overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100">{JSON.stringify(value, null, 2)}</pre>
    </div>
  );
}

function EventItem({ event }: { event: AdminEvent }) {
  return (
    <li className="min-w-0">
      <details className="rounded-lg border border-slate-200 bg-white">
        <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-slate-900">
          <span className="font-mono text-xs text-slate-600">{event.position}</span>
          <span className="font-semibold">{event.type}</span>
          <span className="min-w-0 font-mono text-xs break-all text-slate-700">
            {event.streamId} #{event.revision}
          </span>
        </summary>
        <div className="grid grid-cols-1 gap-3 border-t border-slate-200 p-3 lg:grid-cols-2">
          <Json label="Data" value={event.data} />
          <Json label="Metadata" value={event.metadata} />
        </div>
      </details>
    </li>
  );
}

/** For developers (issue 9): the event log as stored, by stream, type and position, a page at a time. */
export function EventsPage() {
  const [params, setParams] = useQueryParams();
  const filters = readEventFilters(params);
  const { currentData: data, isFetching, error } = useListAdminEventsQuery({
    ...(filters.stream && { stream: filters.stream }),
    ...(filters.type && { type: filters.type }),
    ...(filters.from && { from: filters.from }),
    limit: PAGE_SIZE,
  });
  const showPage = (from: string) => setParams(paramsOf({ ...filters, from }));

  return (
    <AdminPage title="Events">
      <section aria-label="Browse events" className="grid grid-cols-1 gap-4 rounded-xl bg-white p-4 shadow-sm">
        <EventFilterForm key={paramsOf(filters).toString()} applied={filters} onApply={(next) => setParams(paramsOf(next))} />
        {isFetching && <p className="text-slate-600">Loading events…</p>}
        {error && !isFetching && (
          <p role="alert" className="text-red-800">
            {failureMessage(error, 'The events could not be loaded')}
          </p>
        )}
        {data && !isFetching && (
          <>
            {data.events.length === 0 ? (
              <p className="text-slate-600">No event matches.</p>
            ) : (
              <ol aria-label="Events, oldest first" className="grid grid-cols-1 gap-2">
                {data.events.map((event) => (
                  <EventItem key={event.eventId} event={event} />
                ))}
              </ol>
            )}
            <div className="flex flex-wrap gap-2">
              {filters.from && (
                <Button variant="secondary" onClick={() => showPage('')}>
                  First page
                </Button>
              )}
              {data.nextPosition && (
                <Button variant="secondary" onClick={() => showPage(data.nextPosition as string)}>
                  Next page
                </Button>
              )}
            </div>
          </>
        )}
      </section>
    </AdminPage>
  );
}
