import { Outlet } from 'react-router-dom';
import { Link } from '../../components/link';
import { type AccountMenuItem, AccountMenu } from '../../components/account-menu';
import { Brand } from '../../components/brand';
import { HomeIcon } from '../../components/icons';
import { Tooltip, TooltipProvider } from '../../components/tooltip';
import { type User, useSignedInUser } from '../auth';
import { RoleProvider } from '../roles';
import { BalanceChip } from './balance-chip';
import { MainNav } from './main-nav';
import { RoleSwitch } from './role-switch';

function accountMenuItems(user: User): AccountMenuItem[] {
  // Spec 2.3: only a pure curator's profile is the curator page; artists and "both" users show their artist page.
  const profilePath = user.role === 'curator' ? `/curator/${user.id}` : `/artist/${user.id}`;
  return [
    { label: 'View Profile', to: profilePath },
    { label: 'Settings', to: '/settings' },
    { label: 'Log out', to: '/logout' },
  ];
}

/**
 * The frame around every signed-in screen (spec 2.3): one bar on wide screens; on narrow ones the
 * tabs move to a second, horizontally scrollable row so none of them is hidden behind a menu.
 */
export function SignedInFrame() {
  const user = useSignedInUser();
  // The route table only shows this frame to a user with a role.
  const role = user.role ?? 'artist';

  return (
    <RoleProvider userId={user.id} role={role}>
      <TooltipProvider>
        <div className="min-h-screen">
          <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
            <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4">
              <Tooltip label="About VibeMatch">
                <Link
                  to="/landing"
                  aria-label="VibeMatch landing page"
                  className="flex items-center gap-2 rounded-md p-1 text-slate-700 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
                >
                  <HomeIcon />
                  <Brand className="hidden text-lg sm:inline" />
                </Link>
              </Tooltip>
              <MainNav className="hidden lg:ml-4 lg:block" />
              <div className="ml-auto flex items-center gap-2 sm:gap-3">
                <RoleSwitch />
                <BalanceChip user={user} />
                <AccountMenu user={user} items={accountMenuItems(user)} />
              </div>
            </div>
            <MainNav className="overflow-x-auto border-t border-slate-100 px-1 py-1.5 sm:px-3 lg:hidden" />
          </header>
          <Outlet />
        </div>
      </TooltipProvider>
    </RoleProvider>
  );
}
