/**
 * How names are compared by search (spec 2.9: case-insensitive and typo-tolerant). Names are
 * stored in two folded forms, and a query and each of its words are folded the same way:
 *
 * - `folded`: lower case, accents dropped, spaces collapsed ("Beyoncé  Live" → "beyonce live").
 *   Typos are caught on it with pg_trgm's word similarity ("chill vibez" finds "Chill Vibes").
 * - `compact`: the folded form with only its letters and digits ("Lo-Fi Beats" → "lofibeats"). A
 *   query whose compact form is contained in a name's finds it, whatever the spacing and
 *   punctuation ("lofi" finds "Lo-Fi Beats", "hiphop" finds "Hip Hop Daily").
 *
 * A name is found when its compact form holds every word of the query's, in any order ("vibes
 * chill" and "lofi" find "Chill Vibes" and "Lo-Fi Beats"), or when it is like the whole query
 * (pg_trgm's word similarity: "chil vibez" finds "Chill Vibes"); see
 * read-models/matching/search.query.ts.
 */
export interface SearchText {
  readonly folded: string;
  readonly compact: string;
}

export function searchTextOf(text: string): SearchText {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
  return { folded, compact: folded.replace(/[^\p{L}\p{N}]+/gu, '') };
}

/** A person's name as search and result cards show it: the display name, else first and last name. */
export const personName = (person: { readonly displayName: string | null; readonly firstName: string; readonly lastName: string }): string =>
  person.displayName?.trim() || `${person.firstName} ${person.lastName}`.trim();
