// What other features and the app may use of this feature; they import nothing else from its folder.
export { type User, useChangePasswordMutation } from './auth.api';
export { askForSession, type Session, useOptionalUser, useSession, useSignedInUser } from './use-session';
