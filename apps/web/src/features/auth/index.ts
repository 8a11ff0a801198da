// What other features may use of this feature; they import nothing else from its folder.
export { type User, useChangePasswordMutation } from './auth.api';
export { useOptionalUser, useSignedInUser } from './use-session';
