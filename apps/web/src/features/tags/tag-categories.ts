import type { TagTab } from './tag-search';
import { TAG_CATEGORIES } from './tags.api';

const CATEGORY_LABELS = {
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

/** The picker's tabs: every tag first, then one per category in the spec's order. */
export const TAG_TABS: readonly { value: TagTab; label: string }[] = (['all', ...TAG_CATEGORIES] as const).map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));

export function isTagTab(value: string): value is TagTab {
  return value in CATEGORY_LABELS;
}
