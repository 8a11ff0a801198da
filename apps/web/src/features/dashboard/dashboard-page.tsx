import { roleAccent } from '../../components/role-accent';
import { useSignedInUser } from '../auth/use-session';
import { useRole } from '../roles/role-provider';

const subtitleByRole = {
  artist: 'Ready to get your music heard?',
  curator: 'Ready to discover amazing music?',
} as const;

/** The signed-in home (spec 2.6): for now the greeting; stats and tabs come with songs and playlists. */
export function DashboardPage() {
  const user = useSignedInUser();
  const { activeRole } = useRole();
  const accent = roleAccent[activeRole];

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <section className={`rounded-r-2xl border-l-4 bg-white p-6 shadow-sm ${accent.border}`}>
        <h1 className="text-2xl font-bold sm:text-3xl">Welcome back, {user.displayName || user.firstName}!</h1>
        <p className={`mt-1 font-medium ${accent.text}`}>{subtitleByRole[activeRole]}</p>
      </section>
    </main>
  );
}
