import { useSignedInUser } from '../auth';
import { AdminPortal } from './admin-portal';
import { BecomeCuratorCard } from './become-curator-card';
import { ChangePasswordDialog } from './change-password-dialog';
import { LinkGoogleCard } from './link-google-card';
import { SettingsCard } from './settings-card';

/** Settings (spec 2.14): the password and the Google link for everyone, the curator upgrade for artists, the admin portal for admins. */
export function SettingsPage() {
  const user = useSignedInUser();

  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Settings</h1>
      <SettingsCard title="Account Security" description="Change the password you sign in with.">
        <ChangePasswordDialog />
      </SettingsCard>
      <LinkGoogleCard />
      {user.role === 'artist' && <BecomeCuratorCard />}
      {user.isAdmin && <AdminPortal />}
    </main>
  );
}
