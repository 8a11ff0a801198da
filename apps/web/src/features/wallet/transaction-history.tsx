import { useState } from 'react';
import { Link } from '../../components/link';
import { Button } from '../../components/button';
import { formatCoins } from './coins';
import { useListTransactionsQuery, type WalletTransaction } from './wallet.api';
import { formatShortDateTime } from '../../components/en-us-format';

const PAGE_SIZE = 20;

const RELEASE_WORDS: Record<string, string> = {
  cancelled: 'bounty cancelled',
  expired: 'expired',
  rejected: 'rejected',
  refunded: 'refunded',
  settled: 'the rest after payment',
  unfunded: 'not enough coins',
  replaced: 'bounty changed',
};

const quoted = (title: string | null | undefined) => (title ? `“${title}”` : 'a song');

/** What a movement was, in words: its kind and cause, with the song and playlist it names. */
export function describeTransaction(t: WalletTransaction): string {
  const song = quoted(t.song?.title);
  const forWhat = t.cause === 'bounty' ? `the bounty on ${song}` : `the campaign request for ${song}${t.playlist?.title ? ` to ${t.playlist.title}` : ''}`;
  switch (t.kind) {
    case 'credit':
      return t.cause === 'coupon' ? 'Coupon redeemed' : 'VibeCoins bought';
    case 'reserve':
      return `Reserved for ${forWhat}`;
    case 'release':
      return `Returned from ${forWhat} (${RELEASE_WORDS[t.releaseReason ?? ''] ?? 'released'})`;
    case 'payout':
      return `Paid to the curator for ${forWhat}`;
    case 'payout-received':
      return `Earned for ${forWhat}`;
  }
}

/** Where a movement's cause is seen: the submissions for a request, the campaigns for a bounty's earnings, the songs otherwise. */
function causeLink(t: WalletTransaction): string | null {
  if (t.cause === 'submission') return '/submissions';
  if (t.cause === 'bounty') return t.kind === 'payout-received' ? '/campaigns' : '/';
  return null;
}

function signed(amount: number): string {
  if (amount === 0) return '±0 VC';
  return `${amount > 0 ? '+' : '−'}${formatCoins(Math.abs(amount))}`;
}

function TransactionRow({ transaction: t }: { transaction: WalletTransaction }) {
  const link = causeLink(t);
  const change = t.kind === 'payout' ? t.totalChange : t.availableChange;
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900">{link ? <Link to={link} className="hover:underline">{describeTransaction(t)}</Link> : describeTransaction(t)}</p>
        <p className="text-xs text-slate-600">
          {formatShortDateTime(new Date(t.occurredAt))} · Balance after: {formatCoins(t.balanceAfter.total)} ({formatCoins(t.balanceAfter.available)} available)
        </p>
      </div>
      <p className={`text-sm font-semibold ${change > 0 ? 'text-emerald-800' : 'text-slate-800'}`}>
        {signed(change)}
        {t.kind === 'payout' && <span className="font-normal text-slate-600"> from reserved</span>}
      </p>
    </li>
  );
}

/** Spec 2.13 (beyond it): every movement of the user's coins, newest first, older ones a page at a time. */
export function TransactionHistory() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return (
    <section aria-labelledby="history-heading" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id="history-heading" className="text-lg font-semibold">
        History
      </h2>
      {cursors.map((before, i) => (
        <HistoryPage key={before ?? 'newest'} before={before} last={i === cursors.length - 1} onMore={(next) => setCursors((c) => [...c, next])} />
      ))}
    </section>
  );
}

function HistoryPage({ before, last, onMore }: { before: string | undefined; last: boolean; onMore: (cursor: string) => void }) {
  const { data, isLoading, isError } = useListTransactionsQuery({ limit: PAGE_SIZE, before });
  if (isLoading) return <p className="py-3 text-sm text-slate-600">Loading…</p>;
  if (isError || !data) return <p className="py-3 text-sm text-red-800">The history could not be loaded.</p>;
  if (!before && data.items.length === 0) return <p className="py-3 text-sm text-slate-600">No movements yet. Coins you buy, redeem, reserve or earn show here.</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {data.items.map((t) => (
          <TransactionRow key={t.id} transaction={t} />
        ))}
      </ul>
      {last && data.nextCursor && (
        <Button variant="secondary" className="mt-2" onClick={() => onMore(data.nextCursor as string)}>
          Show older
        </Button>
      )}
    </>
  );
}
