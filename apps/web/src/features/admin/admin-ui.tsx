import type { ReactNode } from 'react';

/** A tab of the admin pages' tab lists (Radix Tabs): dark when selected, as the admin area's navigation. */
export const TAB_TRIGGER_CLASS =
  'rounded-md px-4 py-2 text-sm font-semibold text-slate-700 hover:text-slate-950 data-[state=active]:bg-slate-900 data-[state=active]:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

/** A column heading of the admin tables; `className` hides it on narrow screens where its column is hidden too. */
export function HeadCell({ children, align = 'left', className = '' }: { children: ReactNode; align?: 'left' | 'right'; className?: string }) {
  return (
    <th scope="col" className={`px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase ${align === 'left' ? 'text-left' : 'text-right'} ${className}`}>
      {children}
    </th>
  );
}
