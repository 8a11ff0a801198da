import { Link } from '../../components/link';
import { buttonClassName } from '../../components/button';
import { ComingSoonButton } from '../../components/coming-soon-button';
import { AdminStatGroups } from '../admin';
import { SettingsCard } from './settings-card';

interface AdminLink {
  to: string;
  label: string;
  description: string;
}

const adminLinks: readonly AdminLink[] = [
  { to: '/manage-artists', label: 'Manage Artists', description: 'Verify, activate or deactivate artist accounts.' },
  { to: '/manage-curators', label: 'Manage Curators', description: 'Verify, activate or deactivate curator accounts.' },
  { to: '/admin', label: 'Admin Panel', description: 'Statistics, VibeCoins over time and every user.' },
  { to: '/admin/verification', label: 'Verification Reviews', description: 'Approve or reject verification requests.' },
  { to: '/admin/ledger', label: 'VibeCoin Ledger', description: 'Audit every coin movement, verify the ledger, export it.' },
  { to: '/admin/events', label: 'Events', description: 'Browse the event log, raw data and metadata.' },
  { to: '/admin/projections', label: 'Projections', description: 'See how far each read model is, rebuild one.' },
];

interface PlaceholderTool {
  title: string;
  description: string;
  action: string;
}

// Spec 2.14 shows these buttons with no behaviour.
const placeholderTools: readonly PlaceholderTool[] = [
  { title: 'System Analytics', description: 'Usage and growth over time.', action: 'View Analytics' },
  { title: 'Issue Management', description: 'Reports from artists and curators.', action: 'View Issues' },
  { title: 'Database Management', description: 'Backups and maintenance.', action: 'Open Database Tools' },
  { title: 'Security Settings', description: 'Access rules and audit logs.', action: 'Open Security Settings' },
];

const tileClassName = 'flex flex-col gap-3 rounded-xl border border-slate-200 p-4';

/** For admins (spec 2.14): the admin statistics, the admin pages and the placeholder tools. */
export function AdminPortal() {
  return (
    <SettingsCard title="Admin Management Portal" description="Manage the accounts on VibeMatch.">
      <div className="mb-6 grid gap-6">
        <AdminStatGroups level={3} />
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {adminLinks.map((link) => (
          <li key={link.to} className={tileClassName}>
            <p className="text-sm text-slate-600">{link.description}</p>
            <Link to={link.to} className={`${buttonClassName('primary')} mt-auto`}>
              {link.label}
            </Link>
          </li>
        ))}
        <li className={tileClassName}>
          <h3 className="flex items-center gap-2 font-semibold">
            Notifications
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">Coming Soon</span>
          </h3>
          <p className="text-sm text-slate-600">Announcements to all users.</p>
        </li>
        {placeholderTools.map((tool) => (
          <li key={tool.title} className={tileClassName}>
            <h3 className="font-semibold">{tool.title}</h3>
            <p className="text-sm text-slate-600">{tool.description}</p>
            <ComingSoonButton hint="Coming soon" className="mt-auto">
              {tool.action}
            </ComingSoonButton>
          </li>
        ))}
        <li className={tileClassName}>
          <h3 className="font-semibold">Test Google Sign In</h3>
          <p className="text-sm text-slate-600">
            Signs this browser in through Google, for trying the flow with test users. Where Google sign-in is not configured the
            server says so.
          </p>
          {/* A full browser navigation: the sign-in is a chain of redirects, not a fetch. */}
          <a href="/api/auth/google" className={`${buttonClassName('secondary')} mt-auto`}>
            Test Google Sign In
          </a>
        </li>
      </ul>
    </SettingsCard>
  );
}
