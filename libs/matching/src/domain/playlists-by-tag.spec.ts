import { percentageOfSides, type ScoredTag, scoreSide } from './match-score.js';
import { PlaylistsByTag } from './playlists-by-tag.js';

const CATEGORIES = ['genre', 'mood', 'tempo', 'instrument', 'vocal', 'language', 'activity', 'era'];

/** A pseudo-random sequence of a seed, so that a failure can be run again. */
function sequence(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 16_807) % 2_147_483_647;
    return state % below;
  };
}

const tagsOf = (next: (below: number) => number, count: number): ScoredTag[] =>
  Array.from({ length: count }, () => {
    const id = 1 + next(40);
    return { id, category: CATEGORIES[id % CATEGORIES.length] as string };
  });

const scoresOf = (byTag: PlaylistsByTag, song: ReturnType<typeof scoreSide>): number[] => {
  const scores: number[] = [];
  byTag.forEachScore(song, (score) => scores.push(score));
  return scores.sort((a, b) => a - b);
};

describe('PlaylistsByTag', () => {
  it('gives each song the scores of the playlists that share a tag with it, as scoring every pair does; the others score 0', () => {
    const next = sequence(7);
    const playlists = Array.from({ length: 30 }, () => scoreSide(tagsOf(next, 1 + next(8))));
    const byTag = new PlaylistsByTag(playlists);
    let met = 0;
    // One index for 300 songs in turn: nothing one song shared may stay for the next.
    for (let n = 0; n < 300; n++) {
      const song = scoreSide(tagsOf(next, 1 + next(5)));
      const everyPair = playlists.map((playlist) => percentageOfSides(song, playlist));
      const scores = scoresOf(byTag, song);
      expect(scores).toEqual(everyPair.filter((score) => score > 0).sort((a, b) => a - b));
      met += scores.length;
    }
    expect(met).toBeGreaterThan(300);
  });

  it('caps a song whose genres a playlist misses, and not one whose genre it has', () => {
    const [rock, jazz, mellow, night] = [{ id: 1, category: 'genre' }, { id: 2, category: 'genre' }, { id: 3, category: 'mood' }, { id: 4, category: 'activity' }];
    const byTag = new PlaylistsByTag([scoreSide([jazz, mellow, night]), scoreSide([rock, mellow, night]), scoreSide([rock])]);
    // Against the jazz playlist: shared 3 of the song's 6 and the playlist's 6, capped from 50 to 39.
    expect(scoresOf(byTag, scoreSide([rock, mellow, night]))).toEqual([39, 65, 100]);
  });
});
