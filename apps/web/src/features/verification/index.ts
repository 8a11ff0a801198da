// What other features and the app may use of this feature; they import nothing else from its folder.
export { RequestVerification } from './request-verification';
export { useGetArtistInfoQuery } from './verification.api';
