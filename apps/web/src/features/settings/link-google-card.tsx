import { useLocation } from 'react-router-dom';
import { buttonClassName } from '../../components/button';
import { SettingsCard } from './settings-card';

/** What the API's link callback reports (`/settings?google=…`). */
const OUTCOMES: Readonly<Record<string, { tone: 'success' | 'failure'; message: string }>> = {
  linked: { tone: 'success', message: 'Google is linked: you can now sign in with Google.' },
  taken: { tone: 'failure', message: 'That Google account is already linked to another VibeMatch account.' },
  'link-failed': { tone: 'failure', message: 'Google could not be linked. Please try again.' },
};

const TONE_CLASSES = {
  success: 'border-green-200 bg-green-50 text-green-800',
  failure: 'border-red-200 bg-red-50 text-red-800',
};

/**
 * Links a Google account to this one, so that "Sign in with Google" enters it. A Google sign-in
 * never enters an account with a password by email alone: its owner links Google here, signed in.
 * The link is a browser navigation: the API redirects through Google's consent and back here.
 */
export function LinkGoogleCard() {
  const outcome = OUTCOMES[new URLSearchParams(useLocation().search).get('google') ?? ''];
  return (
    <SettingsCard title="Google Sign-In" description="Link your Google account to sign in with Google as well as with your password.">
      {outcome && (
        <p role="status" className={`mb-4 rounded-md border px-3 py-2 text-sm ${TONE_CLASSES[outcome.tone]}`}>
          {outcome.message}
        </p>
      )}
      <a href="/api/auth/google/link" className={buttonClassName('secondary')}>
        Link Google
      </a>
    </SettingsCard>
  );
}
