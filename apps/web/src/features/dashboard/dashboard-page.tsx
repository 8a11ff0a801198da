import { roleAccent } from '../../components/role-accent';
import { useSignedInUser } from '../auth';
import { useRole } from '../roles';
import { DashboardTabs } from './dashboard-tabs';
import { StatCards } from './stat-cards';

const subtitleByRole = {
  artist: 'Ready to get your music heard?',
  curator: 'Ready to discover amazing music?',
} as const;

/** The signed-in home (spec 2.6): the greeting, the user's numbers and their songs and playlists. */
export function DashboardPage() {
  const user = useSignedInUser();
  const { activeRole } = useRole();
  const accent = roleAccent[activeRole];

  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <section className={`rounded-r-2xl border-l-4 bg-white p-6 shadow-sm ${accent.border}`}>
        <h1 className="text-2xl font-bold sm:text-3xl">Welcome back, {user.displayName || user.firstName}!</h1>
        <p className={`mt-1 font-medium ${accent.text}`}>{subtitleByRole[activeRole]}</p>
      </section>
      <StatCards userId={user.id} activeRole={activeRole} />
      <DashboardTabs userId={user.id} />
    </main>
  );
}
