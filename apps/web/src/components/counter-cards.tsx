/** A row of labelled numbers at the top of a list screen (spec 2.10, 2.11), on the role's colour. */
export function CounterCards({ label, counters, borderClassName }: { label: string; counters: readonly (readonly [string, string | number])[]; borderClassName: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-3 gap-3 sm:grid-cols-6">
      {counters.map(([name, value]) => (
        <div key={name} className={`rounded-xl border-t-4 bg-white p-3 shadow-sm ${borderClassName}`}>
          <dt className="text-xs font-medium text-slate-600">{name}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
