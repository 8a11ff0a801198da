// What other features and the app may use of this feature; they import nothing else from its folder.
// The screens themselves are loaded by the route table; nothing here imports the charts.
export { AdminStatGroups } from './admin-stats';
