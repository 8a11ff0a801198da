import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCoins } from '../wallet';
import type { CoinFlowDay } from './admin.api';
import { formatShortUtcDay } from '../../components/en-us-format';


const dayLabel = (day: string) => formatShortUtcDay(new Date(`${day}T00:00:00Z`));

// Purchases come from artists, payouts go to curators: each chart in that role's colour.
const SERIES = [
  { key: 'purchased', title: 'VibeCoins purchased per day', colour: 'var(--color-artist)' },
  { key: 'paidOut', title: 'VibeCoins paid out per day', colour: 'var(--color-curator)' },
] as const;

function CoinFlowChart({ days, series }: { days: readonly CoinFlowDay[]; series: (typeof SERIES)[number] }) {
  const total = days.reduce((sum, day) => sum + day[series.key], 0);
  return (
    <figure className="grid gap-2 rounded-xl bg-white p-4 shadow-sm">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{series.title}</span>
        <span className="text-sm text-slate-600">
          {formatCoins(total)} over {days.length} {days.length === 1 ? 'day' : 'days'}
        </span>
      </figcaption>
      {/* The bars are drawn for the eye; the table below them says the same for a screen reader. */}
      <div aria-hidden="true">
        <BarChart data={days as CoinFlowDay[]} responsive style={{ width: '100%', height: 220 }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={dayLabel} tick={{ fontSize: 12, fill: '#475569' }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} width={48} />
          <Tooltip labelFormatter={(day) => dayLabel(String(day))} formatter={(value) => [formatCoins(Number(value)), series.title]} />
          <Bar dataKey={series.key} fill={series.colour} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </div>
      <table className="sr-only">
        <caption>{series.title}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">VibeCoins</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <td>{dayLabel(day.day)}</td>
              <td>{formatCoins(day[series.key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Issue 9: the coins bought and the coins paid out to curators, day by day (recharts, only in the admin panel's chunk). */
export function CoinFlowCharts({ days }: { days: readonly CoinFlowDay[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {SERIES.map((series) => (
        <CoinFlowChart key={series.key} days={days} series={series} />
      ))}
    </div>
  );
}
