import type { ReactNode } from 'react';
import { Link } from './link';
import { Brand } from './brand';

/** The bar across the top of every signed-in screen: the product name, then the screen's own actions. */
export function TopBar({ children }: { children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="rounded focus-visible:outline-2 focus-visible:outline-slate-900">
          <Brand />
        </Link>
        <nav aria-label="Account" className="flex items-center gap-3 text-sm">
          {children}
          <Link to="/logout" className="rounded px-2 py-1 font-medium text-slate-700 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-slate-900">
            Log out
          </Link>
        </nav>
      </div>
    </header>
  );
}
