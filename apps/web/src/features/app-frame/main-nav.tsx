import { NavLink } from 'react-router-dom';
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
  const accent = roleAccent[activeRole];
  const visibleItems = navItems.filter((item) => !item.curatorTool || hasCuratorTools(role));

  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex justify-between gap-0.5 md:justify-start md:gap-1">
        {visibleItems.map((item) => (
          <li key={item.to} className="shrink-0">
            <NavLink
              to={item.to}
              end
              data-accent={activeRole}
              className={({ isActive }) =>
                `block rounded-md px-1.5 py-2 text-[13px] font-semibold md:px-3 md:text-sm whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 ${
                  isActive ? accent.solid : 'text-slate-700 hover:bg-slate-100 hover:text-slate-950'
                }`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
