/** The events of `pagevisits-…` streams that other modules may consume (the admin module's statistics). */
export type { PageVisited } from '../domain/page-visit.events.js';
