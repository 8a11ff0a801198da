import { type FormEvent, useState } from 'react';
import { failureMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-fields';
import { formatCoins } from '../wallet';
import { formatMoment } from './admin-dates';
import { useLazyGetLedgerBalanceQuery } from './admin.api';
import { USER_ID_INVALID, isUserId } from './ledger-filters';

/** The form's moment (the browser's local time) as an instant, or null when none was chosen. */
function instantOf(local: string): string | null {
  const moment = new Date(local);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}

/** GET /api/admin/ledger/balance: a user's balance as it stood at a past moment, folded from their wallet's events. */
export function LedgerBalanceAt() {
  const [userId, setUserId] = useState('');
  const [at, setAt] = useState('');
  const [errors, setErrors] = useState<{ userId?: string; at?: string }>({});
  const [check, { currentData: balance, isFetching, error }] = useLazyGetLedgerBalanceQuery();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const instant = instantOf(at);
    const problems = { userId: isUserId(userId) ? undefined : USER_ID_INVALID, at: instant ? undefined : 'Choose a day and a time' };
    setErrors(problems);
    if (instant && !problems.userId) void check({ userId: userId.trim(), at: instant });
  }

  return (
    <section aria-labelledby="balance-at-heading" className="grid gap-3 rounded-xl bg-white p-4 shadow-sm">
      <div>
        <h2 id="balance-at-heading" className="text-lg font-semibold">
          Balance at a moment
        </h2>
        <p className="text-sm text-slate-600">A wallet as it stood then, replayed from its events.</p>
      </div>
      <form noValidate onSubmit={handleSubmit} aria-label="Balance at a moment" className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
        <TextField label="User id" value={userId} onChange={setUserId} error={errors.userId} />
        <TextField label="At (your time)" type="datetime-local" value={at} onChange={setAt} error={errors.at} />
        <Button type="submit" className="sm:mt-7" disabled={isFetching}>
          {isFetching ? 'Checking…' : 'Check'}
        </Button>
      </form>
      {error && !isFetching && (
        <p role="alert" className="text-red-800">
          {failureMessage(error, 'The balance could not be computed')}
        </p>
      )}
      {balance && !isFetching && (
        <div role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
          <p>
            At {formatMoment(balance.at)}: <strong>{formatCoins(balance.total)}</strong> in total, {formatCoins(balance.reserved)} reserved,{' '}
            {formatCoins(balance.available)} available.
          </p>
          <p className="text-slate-600">
            From {balance.eventsCounted} wallet {balance.eventsCounted === 1 ? 'event' : 'events'}
            {balance.lastPosition && `, the last at ${balance.lastPosition}`}.
          </p>
        </div>
      )}
    </section>
  );
}
