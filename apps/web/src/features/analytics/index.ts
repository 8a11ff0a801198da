// What other features and the app may use of this feature; they import nothing else from its folder.
export { usePageVisitTracking } from './use-page-visit-tracking';
