// What other features and the app may use of this feature; they import nothing else from its folder.
export { CuratorReputation } from './curator-reputation';
export { RequestCampaignButton } from './request-campaign-dialog';
export { RequestCampaignForPlaylistButton } from './request-campaign-for-playlist';
export { SongSubmissionsDialog } from './song-submissions-dialog';
export { useListReceivedSubmissionsQuery, useListSentSubmissionsQuery } from './submissions.api';
