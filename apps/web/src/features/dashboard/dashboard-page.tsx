import { roleAccent } from '../../components/role-accent';
import { TopBar } from '../../components/top-bar';
import { useSignedInUser } from '../auth/use-session';
import { initialActiveRole } from '../roles/active-role';

const subtitleByRole = {
  artist: 'Ready to get your music heard?',
  curator: 'Ready to discover amazing music?',
} as const;

const roleLabel = { artist: 'Artist', curator: 'Curator' } as const;

/** The signed-in home (spec 2.6): for now the frame and the greeting; stats and tabs come later. */
export function DashboardPage() {
  const user = useSignedInUser();
  // The route table only shows the dashboard to a user with a role.
  const activeRole = initialActiveRole(user.role ?? 'artist');
  const accent = roleAccent[activeRole];

  return (
    <div className="min-h-screen">
      <TopBar>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${accent.solid}`}>{roleLabel[activeRole]}</span>
      </TopBar>
      <main className="mx-auto max-w-6xl px-4 py-8">
        <section className={`rounded-r-2xl border-l-4 bg-white p-6 shadow-sm ${accent.border}`}>
          <h1 className="text-2xl font-bold sm:text-3xl">Welcome back, {user.displayName || user.firstName}!</h1>
          <p className={`mt-1 font-medium ${accent.text}`}>{subtitleByRole[activeRole]}</p>
        </section>
      </main>
    </div>
  );
}
