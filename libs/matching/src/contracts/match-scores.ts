/** A song and its tags' ids, as the asking module's read model has them. */
export interface TaggedSong {
  readonly id: string;
  readonly tagIds: readonly number[];
}

/** A song's fit for one curator: its best score against the curator's open playlists, and how many of them are likely placements. */
export interface CuratorFit {
  readonly matchScore: number;
  readonly estimatedPlaylists: number;
}

/**
 * Matching's query API for other modules (inject it: MatchingModule is global): the marketplace
 * shows a submission's match percentage and a bounty's fit for a curator. The same formula as the
 * MatchMe dialog, over matching's own read model (read-models/matching/match-scores.query.ts).
 */
export abstract class MatchScores {
  /** The score of a song against a playlist; 0 when either is unknown to matching. */
  abstract scoreOf(songId: string, playlistId: string): Promise<number>;

  /**
   * Each song's fit for the curator's playlists that accept submissions. The songs come with their
   * tags: discovery scores thousands of them at once, and reading them again by id here cost more
   * than the scoring. The fits of a list the caller keeps (the same array) are kept with it, per
   * curator, while the curator's playlists keep their tags; of the caller's next list, only the
   * songs that are new or have other tags are scored.
   */
  abstract fitForCurator(songs: readonly TaggedSong[], curatorId: string): Promise<ReadonlyMap<string, CuratorFit>>;

  /** The curator's accepting playlist that best matches the song, with its score; null when the curator has none. */
  abstract bestPlaylistFor(songId: string, curatorId: string): Promise<{ playlistId: string; score: number } | null>;
}
