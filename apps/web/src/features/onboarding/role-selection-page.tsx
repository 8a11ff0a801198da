import { useState } from 'react';
import { Button } from '../../components/button';
import { type Choice, ChoiceCards } from '../../components/choice-cards';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { type Role, useSelectRoleMutation } from './onboarding.api';
import { OnboardingLayout } from './onboarding-layout';

const roleChoices: readonly Choice<Role>[] = [
  { value: 'artist', title: 'Artist', description: 'Share your music and get playlisted', accent: 'artist' },
  { value: 'curator', title: 'Curator', description: 'Discover music and earn VibeCoin', accent: 'curator' },
  { value: 'both', title: 'Both', description: 'Promote your own music and curate playlists', accent: 'both' },
];

const chosenRoleDescription: Record<Role, string> = {
  artist: 'You joined as an artist.',
  curator: 'You joined as a curator: set up your curator profile next.',
  both: 'You joined as an artist and a curator: set up your curator profile next.',
};

/** Shown on every path to a signed-in user who has no role yet (spec 2.1). */
export function RoleSelectionPage() {
  const [role, setRole] = useState<Role | null>(null);
  const [selectRole, { isLoading }] = useSelectRoleMutation();
  const [saved, setSaved] = useState(false);
  const showToast = useToast();
  const showFailureToast = useFailureToast();

  async function handleContinue() {
    if (!role) return;
    const result = await selectRole({ role });
    if (result.error) {
      showFailureToast(result.error, { title: 'Error', description: 'Failed to update your role. Please try again.' });
      return;
    }
    // The mutation refreshes the current user, whose role then takes the route table past this
    // screen: no reload (the spec's), so that the toast stays on screen (docs/decisions/0019).
    setSaved(true);
    showToast({ title: 'Role updated', description: chosenRoleDescription[role], tone: 'success' });
  }

  return (
    <OnboardingLayout title="How will you use VibeMatch?" intro="Choose a role to get started. Artists can also become curators later.">
      <div className="grid gap-6">
        <ChoiceCards legend="I am joining as" name="role" choices={roleChoices} value={role} onChange={setRole} />
        <Button onClick={handleContinue} disabled={!role || isLoading || saved} className="w-full">
          {isLoading || saved ? 'Saving…' : 'Continue'}
        </Button>
      </div>
    </OnboardingLayout>
  );
}
