import { useState } from 'react';
import { failureMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { CURATOR_UPGRADE_RELOAD_DELAY_MS } from '../../constants';
import { useUpgradeToCuratorMutation } from '../profile';
import { SettingsCard } from './settings-card';

/**
 * For an artist: becoming a curator too (spec section 4). The page reloads 2 s after success; the
 * app then starts with role "both" and asks for the curator profile first.
 */
export function BecomeCuratorCard() {
  const [upgradeToCurator, { isLoading }] = useUpgradeToCuratorMutation();
  const [upgraded, setUpgraded] = useState(false);
  const showToast = useToast();
  const showFailureToast = useFailureToast();

  async function handleUpgrade() {
    const result = await upgradeToCurator();
    if (result.error) {
      showFailureToast(result.error, { title: 'Error', description: failureMessage(result.error, 'Failed to upgrade to curator') });
      return;
    }
    setUpgraded(true);
    showToast({ title: 'You are now a curator', description: 'Reloading to set up your curator profile…', tone: 'success' });
    window.setTimeout(() => window.location.reload(), CURATOR_UPGRADE_RELOAD_DELAY_MS);
  }

  return (
    <SettingsCard title="Become a Curator" description="Keep your artist account and also curate playlists: review submissions and earn VibeCoins.">
      <Button variant="curator" onClick={handleUpgrade} disabled={isLoading || upgraded}>
        {isLoading || upgraded ? 'Upgrading…' : 'Become a Curator'}
      </Button>
    </SettingsCard>
  );
}
