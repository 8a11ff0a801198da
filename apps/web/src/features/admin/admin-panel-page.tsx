import { Suspense, lazy, useState } from 'react';
import { SelectField } from '../../components/form-fields';
import { AdminPage } from './admin-page';
import { AdminStatGroups } from './admin-stats';
import { AdminTabs } from './admin-tabs';
import { useGetCoinFlowQuery } from './admin.api';
import { UserManagementTab } from './user-management-tab';

// recharts is most of the panel's weight: the numbers show first, the charts when their chunk has come.
const CoinFlowCharts = lazy(async () => ({ default: (await import('./coin-flow-charts')).CoinFlowCharts }));


const PERIODS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last 365 days' },
] as const;

function CoinFlowDays({ period }: { period: number }) {
  const { data: days, isLoading, isError } = useGetCoinFlowQuery(period);
  if (isLoading) return <p className="text-slate-600">Loading the VibeCoin flow…</p>;
  if (isError || !days) return <p className="text-red-800">The VibeCoin flow could not be loaded.</p>;
  return (
    <Suspense fallback={<p className="text-slate-600">Loading the charts…</p>}>
      <CoinFlowCharts days={days} />
    </Suspense>
  );
}

/** Issue 9: VibeCoins purchased and paid out per UTC day over a chosen period, today last. */
function CoinFlow() {
  const [period, setPeriod] = useState<(typeof PERIODS)[number]['value']>('30');
  return (
    <section aria-labelledby="coin-flow-heading" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="coin-flow-heading" className="text-lg font-semibold">
          VibeCoins Over Time
        </h2>
        <div className="w-44">
          <SelectField label="Period" value={period} options={PERIODS} onChange={setPeriod} error={undefined} />
        </div>
      </div>
      <CoinFlowDays period={Number(period)} />
    </section>
  );
}

/** The admin panel (spec 2.15, at /admin and /admin-panel): the Overview and User Management tabs. */
export function AdminPanelPage() {
  return (
    <AdminPage title="Admin Panel">
      <AdminTabs
        label="Admin panel"
        tabs={[
          {
            value: 'overview',
            label: 'Overview',
            className: 'grid gap-8',
            content: (
              <>
                <AdminStatGroups />
                <CoinFlow />
              </>
            ),
          },
          { value: 'users', label: 'User Management', content: <UserManagementTab /> },
        ]}
      />
    </AdminPage>
  );
}
