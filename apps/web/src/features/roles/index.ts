// What other features and the app may use of this feature; they import nothing else from its folder.
export { type ActiveRole, activeRoleLabel, hasArtistTools, hasCuratorTools } from './active-role';
export { RoleProvider, useRole } from './role-provider';
export { useRoleTab } from './use-role-tab';
