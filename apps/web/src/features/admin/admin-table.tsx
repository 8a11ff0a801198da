import type { ReactNode } from 'react';

/** A column heading of the admin tables; `className` hides it on narrow screens where its column is hidden too. */
export function HeadCell({ children, align = 'left', className = '' }: { children: ReactNode; align?: 'left' | 'right'; className?: string }) {
  return (
    <th scope="col" className={`px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase ${align === 'left' ? 'text-left' : 'text-right'} ${className}`}>
      {children}
    </th>
  );
}
