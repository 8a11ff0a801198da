import { buttonClassName } from '../../components/button';
import { AdminPage } from './admin-page';
import { LedgerBalanceAt } from './ledger-balance-at';
import { LedgerEntries } from './ledger-entries';
import { LedgerFilterForm } from './ledger-filter-form';
import { type LedgerFilters, ledgerExportHref, ledgerFilterParams, ledgerQueryOf, readLedgerFilters } from './ledger-filters';
import { LedgerVerificationPanel } from './ledger-verification';
import { useQueryParams } from './use-query-params';

/**
 * The VibeCoin ledger audit (issue 9): every wallet movement of the whole history with its cause
 * and running balance, filtered; the history verified from the events; the selection as CSV.
 * The filters live in the URL, so a filtered view can be reloaded and shared.
 */
export function LedgerPage() {
  const [params, setParams] = useQueryParams();
  const filters = readLedgerFilters(params);
  const key = ledgerFilterParams(filters).toString();
  const applyFilters = (next: LedgerFilters) => setParams(ledgerFilterParams(next));

  return (
    <AdminPage
      title="VibeCoin Ledger"
      actions={
        // A plain link: the server answers text/csv as an attachment and the browser saves it.
        <a href={ledgerExportHref(filters)} download className={buttonClassName('secondary')}>
          Export CSV
        </a>
      }
    >
      <LedgerVerificationPanel />
      <section aria-labelledby="entries-heading" className="grid gap-4 rounded-xl bg-white p-4 shadow-sm">
        <h2 id="entries-heading" className="text-lg font-semibold">
          Entries
        </h2>
        {/* Keyed by the applied filters: a new selection starts again from its first page. */}
        <LedgerFilterForm key={`form-${key}`} applied={filters} onApply={applyFilters} />
        <LedgerEntries key={`entries-${key}`} query={ledgerQueryOf(filters)} />
      </section>
      <LedgerBalanceAt />
    </AdminPage>
  );
}
