import { jest } from '@jest/globals';
import type { TaggedSong } from '../../contracts/match-scores.js';
import type { ScoreSide } from '../../domain/match-score.js';
import { CuratorFitsMemo, type KnownSides, playlistsKey } from './curator-fits.memo.js';

const songs = [{ id: 'song', tagIds: [1, 4] }];
const fits = (matchScore: number) => new Map([['song', { matchScore, estimatedPlaylists: 1 }]]);
/** A side that says which song it was worked out for (its weight), and when. */
const sideOf = (song: TaggedSong, round: number): ScoreSide => ({ tags: [], ids: new Set(song.tagIds), weight: round, hasGenre: song.id === 'b' });
const worker = (round: number) => jest.fn((rows: readonly TaggedSong[]): Promise<KnownSides> => Promise.resolve({ sides: rows.map((row) => sideOf(row, round)), allKnown: true }));

describe('CuratorFitsMemo', () => {
  it('answers the fits kept for the same list, curator and playlist tags, and nothing once any of them differs', () => {
    const memo = new CuratorFitsMemo();
    const key = playlistsKey([{ tagIds: [1, 4] }, { tagIds: [2] }]);
    memo.set(songs, 'curator', key, fits(100));
    expect(memo.get(songs, 'curator', key)?.get('song')?.matchScore).toBe(100);
    expect(memo.get(songs, 'curator', playlistsKey([{ tagIds: [1] }, { tagIds: [2] }]))).toBeUndefined();
    expect(memo.get(songs, 'other curator', key)).toBeUndefined();
    expect(memo.get([...songs], 'curator', key)).toBeUndefined();
  });

  it('keeps 32 curators, dropping the one asked for least recently', () => {
    const memo = new CuratorFitsMemo();
    for (let curator = 0; curator < 32; curator++) memo.set(songs, `curator ${curator}`, '1', fits(curator));
    expect(memo.get(songs, 'curator 0', '1')).toBeDefined();
    memo.set(songs, 'curator 32', '1', fits(32));
    expect(memo.get(songs, 'curator 1', '1')).toBeUndefined();
    expect(memo.get(songs, 'curator 0', '1')?.get('song')?.matchScore).toBe(0);
    expect(memo.get(songs, 'curator 32', '1')?.get('song')?.matchScore).toBe(32);
  });

  it('lends a next list the fits of the songs it shares with the last one, with the same tags, for the same playlists only', () => {
    const memo = new CuratorFitsMemo();
    const last = [
      { id: 'a', tagIds: [1, 4] },
      { id: 'b', tagIds: [2] },
    ];
    memo.set(last, 'curator', '1 4', new Map([['a', { matchScore: 100, estimatedPlaylists: 1 }], ['b', { matchScore: 0, estimatedPlaylists: 0 }]]));
    const earlier = memo.earlierFits('curator', '1 4');
    expect(earlier({ id: 'a', tagIds: [1, 4] })).toEqual({ matchScore: 100, estimatedPlaylists: 1 });
    expect(earlier({ id: 'b', tagIds: [2, 3] })).toBeUndefined();
    expect(earlier({ id: 'new', tagIds: [1, 4] })).toBeUndefined();
    expect(memo.earlierFits('curator', '1')({ id: 'a', tagIds: [1, 4] })).toBeUndefined();
    expect(memo.earlierFits('other curator', '1 4')({ id: 'a', tagIds: [1, 4] })).toBeUndefined();
  });

  it('works out a list’s sides once for every curator, and again after a failure or while a tag was unknown', async () => {
    const memo = new CuratorFitsMemo();
    const work = worker(1);
    await expect(memo.sidesOf(songs, () => Promise.reject(new Error('lost the connection')))).rejects.toThrow('lost the connection');
    const unknown = { sides: [sideOf(songs[0], 0)], allKnown: false };
    expect(await memo.sidesOf(songs, () => Promise.resolve(unknown))).toBe(unknown);
    await new Promise((resolve) => setImmediate(resolve));
    const known = await memo.sidesOf(songs, work);
    expect(await memo.sidesOf(songs, work)).toBe(known);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('works out a next list’s sides only for its songs that are new or have other tags', async () => {
    const memo = new CuratorFitsMemo();
    const first = [
      { id: 'a', tagIds: [1] },
      { id: 'b', tagIds: [2] },
      { id: 'c', tagIds: [3] },
    ];
    await memo.sidesOf(first, worker(1));
    await new Promise((resolve) => setImmediate(resolve));
    const next = [
      { id: 'd', tagIds: [4] },
      { id: 'c', tagIds: [3] },
      { id: 'a', tagIds: [1, 5] },
    ];
    const work = worker(2);
    const { sides, allKnown } = await memo.sidesOf(next, work);
    expect(work.mock.calls).toEqual([[[next[0], next[2]]]]);
    expect(sides).toEqual([sideOf(next[0], 2), sideOf(next[1], 1), sideOf(next[2], 2)]);
    expect(allKnown).toBe(true);
  });
});
