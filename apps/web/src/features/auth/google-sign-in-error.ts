/** What the auth page says after a Google sign-in the API refused (`/auth?error=…`). */
const MESSAGES: Readonly<Record<string, string>> = {
  google: 'Google sign-in did not work. Please try again, or sign in with your email and password.',
  'google-not-linked':
    'An account with this email already exists and signs in with a password. Sign in with your password, then choose "Link Google" in Settings to use Google from then on.',
  'account-deactivated': 'This account has been deactivated. Please contact support.',
};

export function googleSignInError(search: string): string | undefined {
  const code = new URLSearchParams(search).get('error');
  return code === null ? undefined : MESSAGES[code];
}
