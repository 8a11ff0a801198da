// What other features and the app may use of this feature; they import nothing else from its folder.
export { type AccountRole, type ActiveRole, activeRoleLabel, activeRoleOf, hasArtistTools, hasCuratorTools, readStoredActiveRole } from './active-role';
export { RoleProvider, useRole } from './role-provider';
export { useRoleTab } from './use-role-tab';
export { useScreenRole } from './use-screen-role';
