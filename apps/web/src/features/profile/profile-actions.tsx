import { Button } from '../../components/button';
import { useToast } from '../../components/toast/use-toast';
import { downloadCsv, profileCsv, profileCsvFileName } from './export-profile';
import type { UserProfile } from './profile.api';

export function ExportProfileButton({ profile, songCount }: { profile: UserProfile; songCount: number }) {
  const showToast = useToast();
  function exportProfile() {
    downloadCsv(profileCsvFileName(profile), profileCsv(profile, songCount));
    showToast({ title: 'Profile Exported', description: 'Your profile has been downloaded as a CSV file.', tone: 'success' });
  }
  return (
    <Button variant="secondary" onClick={exportProfile}>
      Export Profile
    </Button>
  );
}

/** Copies the page's address for a visitor to pass on. */
export function ShareProfileButton() {
  const showToast = useToast();
  async function shareProfile() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      showToast({ title: 'Profile link copied', description: 'The link to this profile is on your clipboard.', tone: 'success' });
    } catch {
      showToast({ title: 'Error', description: 'Could not copy the link. Please copy it from the address bar.', tone: 'error' });
    }
  }
  return (
    <Button variant="secondary" onClick={() => void shareProfile()}>
      Share Profile
    </Button>
  );
}
