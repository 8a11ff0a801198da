import type { Tag } from './tag.events.js';

/**
 * The tag taxonomy VibeMatch starts with, seeded at start-up (idempotently). Ids are for ever:
 * add new tags with new ids at the end, never renumber or reuse one.
 */
export const TAXONOMY: readonly Tag[] = [
  { id: 1, name: 'Pop', category: 'genre' },
  { id: 2, name: 'Rock', category: 'genre' },
  { id: 3, name: 'Hip Hop', category: 'genre' },
  { id: 4, name: 'Chill', category: 'mood' },
  { id: 5, name: 'Guitar', category: 'instrument' },
];
