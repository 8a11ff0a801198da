import { jest } from '@jest/globals';
import { CuratorFitsMemo, playlistsKey } from './curator-fits.memo.js';

const songs = [{ id: 'song', tagIds: [1, 4] }];
const fits = (matchScore: number) => new Map([['song', { matchScore, estimatedPlaylists: 1 }]]);

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

  it('keeps 32 curators per list, dropping the one asked for least recently', () => {
    const memo = new CuratorFitsMemo();
    for (let curator = 0; curator < 32; curator++) memo.set(songs, `curator ${curator}`, '1', fits(curator));
    expect(memo.get(songs, 'curator 0', '1')).toBeDefined();
    memo.set(songs, 'curator 32', '1', fits(32));
    expect(memo.get(songs, 'curator 1', '1')).toBeUndefined();
    expect(memo.get(songs, 'curator 0', '1')?.get('song')?.matchScore).toBe(0);
    expect(memo.get(songs, 'curator 32', '1')?.get('song')?.matchScore).toBe(32);
  });

  it('works out a list’s sides once for every curator, and again after a failure or while a tag was unknown', async () => {
    const memo = new CuratorFitsMemo();
    const known = { sides: [{ tags: [], ids: new Set<number>(), weight: 0, hasGenre: false }], allKnown: true };
    const work = jest.fn(() => Promise.resolve(known));
    await expect(memo.sidesOf(songs, () => Promise.reject(new Error('lost the connection')))).rejects.toThrow('lost the connection');
    expect(await memo.sidesOf(songs, () => Promise.resolve({ ...known, allKnown: false }))).toEqual({ ...known, allKnown: false });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await memo.sidesOf(songs, work)).toBe(known);
    expect(await memo.sidesOf(songs, work)).toBe(known);
    expect(work).toHaveBeenCalledTimes(1);
    expect(await memo.sidesOf([...songs], work)).toBe(known);
    expect(work).toHaveBeenCalledTimes(2);
  });
});
