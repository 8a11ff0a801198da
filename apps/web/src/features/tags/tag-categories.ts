import type { TagTab } from './tag-search';

/** The picker's tabs: every tag first, then the 14 categories of spec section 3 in the spec's order. */
const TAB_LABELS = {
  all: 'All',
  genre: 'Genre',
  mood: 'Mood',
  activity: 'Activity',
  instrument: 'Instrument',
  vocal: 'Vocal',
  language: 'Language',
  structure: 'Structure',
  tempo: 'Tempo',
  region: 'Region',
  occasion: 'Occasion',
  theme: 'Theme',
  audience: 'Audience',
  era: 'Era',
  fx: 'FX',
} as const satisfies Record<TagTab, string>;

export const TAG_TABS: readonly { value: TagTab; label: string }[] = Object.entries(TAB_LABELS).map(([value, label]) => ({ value: value as TagTab, label }));

export function isTagTab(value: string): value is TagTab {
  return value in TAB_LABELS;
}
