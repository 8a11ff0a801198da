// What other features may use of this feature; they import nothing else from its folder.
export { useGetUserPlaylistsQuery, useGetUserSongsQuery, useUpgradeToCuratorMutation } from './profile.api';
