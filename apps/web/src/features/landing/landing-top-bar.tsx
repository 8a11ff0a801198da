import { type AccountMenuItem, AccountMenu } from '../../components/account-menu';
import { Link } from '../../components/link';
import { Brand } from '../../components/brand';
import { SignInLinks } from '../../components/sign-in-links';
import type { User } from '../auth';

const sectionLinks = [
  { href: '#how-it-works', label: 'How It Works' },
  { href: '#featured-playlists', label: 'Featured Playlists' },
  { href: '#matching-system', label: 'Matching System' },
] as const;

// Spec 2.2: the landing page logs out through the server's redirecting endpoint.
const signedInMenuItems: readonly AccountMenuItem[] = [
  { label: 'Dashboard', to: '/' },
  { label: 'Settings', to: '/settings' },
  { label: 'Log out', href: '/api/auth/logout' },
];

const sectionLinkClassName =
  'shrink-0 rounded px-2 py-1 text-sm font-medium text-slate-700 hover:text-slate-950 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

/** Sticky bar with in-page section links; on narrow screens the links take a scrollable second row. */
export function LandingTopBar({ user }: { user: User | null }) {
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 px-4 md:h-16 md:flex-nowrap">
        <Link to={user ? '/landing' : '/'} className="flex h-14 items-center rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900">
          <Brand />
        </Link>
        <nav aria-label="Page sections" className="order-last -mx-4 w-[calc(100%+2rem)] overflow-x-auto border-t border-slate-100 px-2 py-1.5 md:order-none md:mx-0 md:w-auto md:border-0 md:p-0">
          <ul className="flex gap-1 md:gap-3">
            {sectionLinks.map((link) => (
              <li key={link.href} className="shrink-0">
                <a href={link.href} className={sectionLinkClassName}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {user ? (
            <AccountMenu user={user} items={signedInMenuItems} />
          ) : (
            <SignInLinks />
          )}
        </div>
      </div>
    </header>
  );
}
