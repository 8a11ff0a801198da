import { GENRE, type ScoreSide, scoreOfWeights, tagWeight } from './match-score.js';

/**
 * Many playlists' score sides indexed by tag, to score thousands of songs against all of them (a
 * curator's playlists against every open bounty): a song meets only the playlists that share a
 * tag with it, since any other scores 0. With a few tags a song among some 270, most pairs share
 * none, and scoring every pair was most of what bounty discovery cost a curator.
 */
export class PlaylistsByTag {
  /** The playlists' places in `playlists` by tag id. */
  private readonly byTag = new Map<number, number[]>();
  /** Per playlist, while one song is scored: the weight shared with it, and whether a genre is. */
  private readonly shared: Int32Array;
  private readonly genreShared: Uint8Array;
  private readonly met: number[] = [];

  constructor(private readonly playlists: readonly ScoreSide[]) {
    playlists.forEach((playlist, at) => {
      for (const { id } of playlist.tags) {
        const places = this.byTag.get(id);
        if (places) places.push(at);
        else this.byTag.set(id, [at]);
      }
    });
    this.shared = new Int32Array(playlists.length);
    this.genreShared = new Uint8Array(playlists.length);
  }

  /** Calls `each` with the song's score against each playlist that shares a tag with it (the same as percentageOfSides), in no set order. */
  forEachScore(song: ScoreSide, each: (score: number) => void): void {
    for (const tag of song.tags) {
      const places = this.byTag.get(tag.id);
      if (!places) continue;
      const weight = tagWeight(tag.category);
      const genre = tag.category === GENRE;
      for (const at of places) {
        if (this.shared[at] === 0) this.met.push(at);
        this.shared[at] += weight;
        if (genre) this.genreShared[at] = 1;
      }
    }
    for (const at of this.met) {
      each(scoreOfWeights(this.shared[at], song.weight, this.playlists[at].weight, song.hasGenre && this.genreShared[at] === 0));
      this.shared[at] = 0;
      this.genreShared[at] = 0;
    }
    this.met.length = 0;
  }
}
