import { useState } from 'react';
import { failureMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { formatCoins } from '../wallet';
import { formatMoment } from './admin-dates';
import { HeadCell } from './admin-table';
import { type LedgerEntry, type LedgerQuery, useListLedgerQuery } from './admin.api';
import { LEDGER_CAUSES, LEDGER_MOVEMENTS } from './ledger-filters';

const PAGE_SIZE = 50;
const label = (options: readonly { value: string; label: string }[], value: string) => options.find((option) => option.value === value)?.label ?? value;

/** Which way a movement moved the owner's total: coins in, coins out, or between available and reserved. */
const TOTAL_SIGN: Record<LedgerEntry['movement'], '+' | '−' | ''> = {
  CoinsCredited: '+',
  TransferReceived: '+',
  ReservationTransferred: '−',
  CoinsReserved: '',
  ReservationReleased: '',
};

function EntryRow({ entry }: { entry: LedgerEntry }) {
  return (
    <tr>
      <td className="px-3 py-2 align-top whitespace-nowrap">
        <p>{formatMoment(entry.occurredAt)}</p>
        <p className="text-xs text-slate-600">at {entry.position}</p>
      </td>
      <td className="max-w-44 px-3 py-2 align-top">
        <p className="truncate font-medium">{entry.userName ?? 'Unknown user'}</p>
        <p className="truncate font-mono text-xs text-slate-600">{entry.userId}</p>
      </td>
      <td className="px-3 py-2 align-top">
        <p className="font-medium">{label(LEDGER_MOVEMENTS, entry.movement)}</p>
        <p className="text-xs text-slate-600">
          {label(LEDGER_CAUSES, entry.cause)}
          {entry.releaseReason && ` · ${entry.releaseReason}`}
          {entry.couponCode && ` · ${entry.couponCode}`}
        </p>
      </td>
      <td className="px-3 py-2 text-right align-top font-semibold whitespace-nowrap tabular-nums">
        {TOTAL_SIGN[entry.movement]}
        {formatCoins(entry.amount)}
      </td>
      <td className="px-3 py-2 text-right align-top whitespace-nowrap tabular-nums">
        <p className="font-medium">{formatCoins(entry.totalAfter)}</p>
        <p className="text-xs text-slate-600">
          {formatCoins(entry.reservedAfter)} reserved · {formatCoins(entry.availableAfter)} available
        </p>
      </td>
    </tr>
  );
}

function EntriesPage({ query, cursor, last, onMore }: { query: LedgerQuery; cursor: string | undefined; last: boolean; onMore: (cursor: string) => void }) {
  const { data, isLoading, error } = useListLedgerQuery({ ...query, cursor, limit: PAGE_SIZE });
  if (isLoading) return <LedgerNote text="Loading entries…" />;
  if (error || !data) return <LedgerNote text={failureMessage(error, 'The entries could not be loaded')} failed />;
  if (!cursor && data.entries.length === 0) return <LedgerNote text="No movement matches these filters." />;
  return (
    <>
      {data.entries.map((entry) => (
        <EntryRow key={entry.eventId} entry={entry} />
      ))}
      {last && data.nextCursor && (
        <tr>
          <td colSpan={5} className="px-3 py-3">
            <Button variant="secondary" onClick={() => onMore(data.nextCursor as string)}>
              Load more
            </Button>
          </td>
        </tr>
      )}
    </>
  );
}

function LedgerNote({ text, failed = false }: { text: string; failed?: boolean }) {
  return (
    <tr>
      <td colSpan={5} className={`px-3 py-4 ${failed ? 'text-red-800' : 'text-slate-600'}`}>
        {text}
      </td>
    </tr>
  );
}

/** Every wallet movement the filters select, newest first, with its cause and the owner's balance after it; older ones a page at a time. */
export function LedgerEntries({ query }: { query: LedgerQuery }) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[52rem] text-sm">
        <caption className="sr-only">Ledger entries, newest first</caption>
        <thead className="border-b border-slate-200">
          <tr>
            <HeadCell>When</HeadCell>
            <HeadCell>Wallet</HeadCell>
            <HeadCell>Movement and cause</HeadCell>
            <HeadCell align="right">Amount</HeadCell>
            <HeadCell align="right">Balance after</HeadCell>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {cursors.map((cursor, index) => (
            <EntriesPage key={cursor ?? 'newest'} query={query} cursor={cursor} last={index === cursors.length - 1} onMore={(next) => setCursors((current) => [...current, next])} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
