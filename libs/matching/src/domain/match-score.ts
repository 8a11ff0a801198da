/**
 * The match score of a song against a playlist (ARCHITECTURE.md, "Matching"): explainable from
 * the tags they share, weighted by what each kind of tag says about fit.
 *
 *   w(t) = 3 for a genre; 2 for a mood, tempo, instrument, vocal or language; 1 for the rest
 *   score = round(100 × (0.7 × w(S∩P) / w(S) + 0.3 × w(S∩P) / w(P)))
 *
 * S is the song's tags, P the playlist's, w of a set the sum of its tags' weights. The song's side
 * counts most: 70 points for how much of the song the playlist covers, 30 for how much of the
 * playlist the song covers (a narrow playlist that is all about the song beats a broad one that
 * merely includes it). When the song has a genre and the playlist has none of the song's genres
 * the score is capped at 39 (the red band of spec section 9): moods and instruments in common
 * do not make a jazz song a fit for a metal playlist. Either set empty scores 0.
 *
 * Computed in exact integer arithmetic, rounding halves up, so that this function and the read
 * model's SQL (which ranks with the same constants) agree to the point.
 */

/** A tag as the score sees it. Categories are spec section 3's; an unknown category weighs 1. */
export interface ScoredTag {
  readonly id: number;
  readonly category: string;
}

export const GENRE = 'genre';
const WEIGHTS: Readonly<Record<string, number>> = { [GENRE]: 3, mood: 2, tempo: 2, instrument: 2, vocal: 2, language: 2 };
const OTHER_WEIGHT = 1;

/** Points (of 100) for how much of the song the playlist covers, and for how much of the playlist the song covers. */
export const SONG_SIDE_POINTS = 70;
export const PLAYLIST_SIDE_POINTS = 30;
/** The highest score of a song whose genres the playlist has none of. */
export const GENRE_MISMATCH_CAP = 39;

export const tagWeight = (category: string): number => WEIGHTS[category] ?? OTHER_WEIGHT;

const distinct = (tags: readonly ScoredTag[]): ScoredTag[] => [...new Map(tags.map((tag) => [tag.id, tag])).values()];

/** w of a set of tags (each tag once). */
export const weightOf = (tags: readonly ScoredTag[]): number => distinct(tags).reduce((sum, tag) => sum + tagWeight(tag.category), 0);

/**
 * round(100 × (0.7 × shared / song + 0.3 × shared / playlist)), halves up, capped when the genres
 * miss; 0 when a side weighs nothing. The weights are whole numbers, so in integers:
 * (70·s·p + 30·s·S) / (S·p), rounded as ⌊(2n + d) / 2d⌋.
 */
export function scoreOfWeights(shared: number, song: number, playlist: number, genresMiss: boolean): number {
  if (shared <= 0 || song <= 0 || playlist <= 0) return 0;
  const numerator = shared * (SONG_SIDE_POINTS * playlist + PLAYLIST_SIDE_POINTS * song);
  const denominator = song * playlist;
  const rounded = Math.floor((2 * numerator + denominator) / (2 * denominator));
  return genresMiss ? Math.min(rounded, GENRE_MISMATCH_CAP) : rounded;
}

export interface MatchScore {
  /** 0 to 100. */
  readonly percentage: number;
  /** The ids of the tags both have, in the song's order. */
  readonly sharedTagIds: number[];
}

/**
 * One side of a score (a song's tags or a playlist's) worked out once, for scoring it against many
 * others: its tags once each, their ids and their weight.
 */
export interface ScoreSide {
  readonly tags: readonly ScoredTag[];
  readonly ids: ReadonlySet<number>;
  readonly weight: number;
  readonly hasGenre: boolean;
}

export function scoreSide(tags: readonly ScoredTag[]): ScoreSide {
  const once = distinct(tags);
  return { tags: once, ids: new Set(once.map((tag) => tag.id)), weight: weightOf(once), hasGenre: once.some((tag) => tag.category === GENRE) };
}

/** The percentage of {@link scoreOfSides} alone, without listing the shared tags: for one side against many. */
export function percentageOfSides(song: ScoreSide, playlist: ScoreSide): number {
  let shared = 0;
  let genreShared = false;
  for (const tag of song.tags) {
    if (!playlist.ids.has(tag.id)) continue;
    shared += tagWeight(tag.category);
    genreShared ||= tag.category === GENRE;
  }
  return scoreOfWeights(shared, song.weight, playlist.weight, song.hasGenre && !genreShared);
}

/** {@link matchScore} of two sides prepared with {@link scoreSide}. */
export function scoreOfSides(song: ScoreSide, playlist: ScoreSide): MatchScore {
  return { percentage: percentageOfSides(song, playlist), sharedTagIds: song.tags.filter((tag) => playlist.ids.has(tag.id)).map((tag) => tag.id) };
}

/** How well a playlist fits a song; see the top of this file. Not symmetric: the song's side weighs 70 %. */
export function matchScore(song: readonly ScoredTag[], playlist: readonly ScoredTag[]): MatchScore {
  return scoreOfSides(scoreSide(song), scoreSide(playlist));
}
