import { useLocation } from 'react-router-dom';
import { isCurrentPath, Link } from '../../components/link';
import { roleAccent } from '../../components/role-accent';
import { hasCuratorTools, useRole } from '../roles';

interface NavItem {
  to: string;
  label: string;
  curatorTool?: true;
}

const navItems: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Discover' },
  { to: '/submissions', label: 'Submissions' },
  { to: '/bounty-discovery', label: 'Bounties', curatorTool: true },
  { to: '/campaigns', label: 'Campaigns', curatorTool: true },
];

/**
 * The main tabs of spec 2.3. The active tab takes the active role's colour; `data-accent`
 * names that colour so tests and styles can rely on it.
 */
export function MainNav({ className = '' }: { className?: string }) {
  const { role, activeRole } = useRole();
  const { pathname } = useLocation();
  const accent = roleAccent[activeRole];
  const visibleItems = navItems.filter((item) => !item.curatorTool || hasCuratorTools(role));

  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex justify-between gap-0.5 sm:justify-start sm:gap-1">
        {visibleItems.map((item) => {
          const isCurrent = isCurrentPath(pathname, item.to);
          return (
            <li key={item.to} className="shrink-0">
              <Link
                to={item.to}
                data-accent={activeRole}
                aria-current={isCurrent ? 'page' : undefined}
                className={`block rounded-md px-1.5 py-2 text-[13px] font-semibold sm:px-3 sm:text-sm whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 ${
                  isCurrent ? accent.solid : 'text-slate-700 hover:bg-slate-100 hover:text-slate-950'
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
