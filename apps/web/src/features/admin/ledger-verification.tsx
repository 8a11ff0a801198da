import { Button } from '../../components/button';
import { formatCoins } from '../wallet';
import { type LedgerVerification, useLazyVerifyLedgerQuery } from './admin.api';
import { inFlightSummary } from './ledger-in-flight';

function Figures({ result }: { result: LedgerVerification }) {
  const figures = [
    ['Credited', result.credited],
    ['Held', result.held],
    ['Reserved', result.reserved],
    ['Paid out', result.paidOut],
  ] as const;
  return (
    <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
      {figures.map(([label, amount]) => (
        <div key={label}>
          <dt className="text-xs font-medium">{label}</dt>
          <dd className="font-semibold tabular-nums">{formatCoins(amount)}</dd>
        </div>
      ))}
      <div>
        <dt className="text-xs font-medium">In flight</dt>
        <dd className="font-semibold tabular-nums">{formatCoins(result.inFlight.amount)}</dd>
        <dd className="text-xs" title={result.inFlight.oldestPosition ? `Oldest at ${result.inFlight.oldestPosition}` : undefined}>
          {inFlightSummary(result.inFlight)}
        </dd>
      </div>
    </dl>
  );
}

function VerificationResult({ result }: { result: LedgerVerification }) {
  const checked = `${result.eventsChecked} wallet ${result.eventsChecked === 1 ? 'event' : 'events'} replayed${result.checkedUpTo ? `, up to ${result.checkedUpTo}` : ''}.`;
  if (result.ok) {
    return (
      <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
        <p className="text-lg font-bold">Ledger balanced</p>
        <p className="text-sm">Every coin credited is held or on its way; nothing went negative and no reservation closed twice. {checked}</p>
        <Figures result={result} />
      </div>
    );
  }
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="text-lg font-bold">
        Ledger not balanced: {result.violations.length} {result.violations.length === 1 ? 'violation' : 'violations'}
      </p>
      <p className="text-sm">{checked}</p>
      <Figures result={result} />
      <ul className="mt-3 grid gap-2">
        {result.violations.map((violation, index) => (
          <li key={`${violation.rule}-${violation.position ?? index}-${violation.userId ?? ''}`} className="rounded-md bg-white/70 p-2 text-sm">
            <p className="font-semibold">{violation.message}</p>
            <p className="font-mono text-xs">
              {violation.rule}
              {violation.position && ` · at ${violation.position}`}
              {violation.userId && ` · user ${violation.userId}`}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** GET /api/admin/ledger/verify on demand: the whole wallet history replayed from the events, judged plainly. */
export function LedgerVerificationPanel() {
  const [verify, { data: result, isFetching, isError }] = useLazyVerifyLedgerQuery();
  return (
    <section aria-labelledby="verify-heading" className="grid gap-3 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="verify-heading" className="text-lg font-semibold">
            Verify the ledger
          </h2>
          <p className="text-sm text-slate-600">Replays every wallet event and checks that no coin was made or lost.</p>
        </div>
        <Button onClick={() => void verify()} disabled={isFetching}>
          {isFetching ? 'Verifying…' : 'Verify'}
        </Button>
      </div>
      {isError && !isFetching && <p className="text-red-800">The verification could not be run.</p>}
      {result && !isFetching && <VerificationResult result={result} />}
    </section>
  );
}
