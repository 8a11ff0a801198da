import { Outlet } from 'react-router-dom';
import { Link } from './link';
import { Brand } from './brand';
import { SignInLinks } from './sign-in-links';

/** The bar above the public screens a visitor reaches from the landing page, such as the blog. */
export function PublicFrame() {
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4">
          <Link to="/" className="rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900">
            <Brand />
          </Link>
          <nav aria-label="Account" className="flex items-center gap-2">
            <SignInLinks />
          </nav>
        </div>
      </header>
      <Outlet />
    </div>
  );
}
