import { failureMessage } from '../../api/api-error';
import { HeadCell } from './admin-table';
import type { ProjectionVerification } from './admin.api';
import { formatWholeNumber } from '../../components/en-us-format';

type TableComparison = ProjectionVerification['tables'][number];
type RowDifference = TableComparison['rows'][number];

const KIND_LABEL: Record<RowDifference['kind'], string> = {
  'only-live': 'Only in live',
  'only-rebuilt': 'Only rebuilt',
  changed: 'Changed',
};

/** One line per differing column of a changed row; one line for a row missing on one side. */
function DifferenceLines({ row }: { row: RowDifference }) {
  const lines = row.columns.length > 0 ? row.columns : [null];
  return lines.map((column, index) => (
    <tr key={column?.column ?? 'row'}>
      <td className="px-3 py-1.5 align-top whitespace-nowrap">{index === 0 && KIND_LABEL[row.kind]}</td>
      <td className="max-w-40 px-3 py-1.5 align-top font-mono text-xs break-all">{index === 0 && row.key}</td>
      <td className="px-3 py-1.5 align-top font-mono text-xs">{column?.column ?? '—'}</td>
      <td className="px-3 py-1.5 align-top font-mono text-xs break-all">{column?.live ?? '—'}</td>
      <td className="px-3 py-1.5 align-top font-mono text-xs break-all">{column?.rebuilt ?? '—'}</td>
    </tr>
  ));
}

function TableDifferences({ table }: { table: TableComparison }) {
  const total = table.onlyLive + table.onlyRebuilt + table.changed;
  const unlisted = total - table.rows.length;
  return (
    // Focusable, so that a keyboard can scroll it sideways on a narrow screen.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`Differing rows of ${table.table}`}>
      <table className="w-full min-w-[24rem] text-sm">
        <caption className="py-1 text-left text-sm">
          <span className="font-mono font-semibold">{table.table}</span>: {formatWholeNumber(table.onlyLive)} only in live, {formatWholeNumber(table.onlyRebuilt)} only rebuilt,{' '}
          {formatWholeNumber(table.changed)} changed{unlisted > 0 && ` (first ${table.rows.length} listed)`}
        </caption>
        <thead className="border-b border-slate-200">
          <tr>
            <HeadCell>Difference</HeadCell>
            <HeadCell>Key</HeadCell>
            <HeadCell>Column</HeadCell>
            <HeadCell>Live</HeadCell>
            <HeadCell>Rebuilt</HeadCell>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.rows.map((row) => (
            <DifferenceLines key={`${row.kind} ${row.key}`} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the last Verify of a projection found: nothing, the rows that differ from the log, or why it could not run. */
export function VerificationResult({ name, result, error }: { name: string; result: ProjectionVerification | undefined; error: unknown }) {
  if (error) return <p role="alert" className="text-sm text-red-800">{failureMessage(error, `${name} could not be verified`)}</p>;
  if (!result) return null;
  const replayed = `${formatWholeNumber(result.eventsReplayed)} events replayed up to ${result.checkpoint ?? 'the start'}`;
  if (result.healthy) {
    return (
      <p role="status" className="text-sm text-green-900">
        No differences <span className="text-slate-600">({replayed})</span>
      </p>
    );
  }
  return (
    <section role="status" aria-label={`Differences of ${name} from the log`} className="grid gap-2 rounded-lg bg-red-50 p-3 ring-1 ring-red-200">
      <p className="text-sm font-semibold text-red-900">
        Differs from the log <span className="font-normal text-slate-700">({replayed})</span>
      </p>
      {result.tables
        .filter((table) => table.onlyLive + table.onlyRebuilt + table.changed > 0)
        .map((table) => (
          <TableDifferences key={table.table} table={table} />
        ))}
    </section>
  );
}
