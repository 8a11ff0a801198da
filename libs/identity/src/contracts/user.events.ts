/**
 * The events of `user-…` streams that other modules may consume (to build read models of their
 * own). Published as they are stored: an event is never renamed or reshaped, only upcast.
 */
export { PROFILE_FIELDS, USER_EVENT_TYPES } from '../domain/user.events.js';
export type { Role, SignUpRole, UserEvent, UserEventType, UserProfile } from '../domain/user.events.js';
export { userStream } from '../domain/user.state.js';
export * from './account-roles.js';
