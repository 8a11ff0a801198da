/** What the start of a Google sign-in keeps in the session, for its callback to check (one use). */
export interface PendingGoogleSignIn {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

declare module 'express-session' {
  interface SessionData {
    googleSignIn?: PendingGoogleSignIn;
  }
}

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured';
/** Where the browser lands after any failed Google sign-in; the client shows the error there. */
export const GOOGLE_FAILURE_LOCATION = '/auth?error=google';
