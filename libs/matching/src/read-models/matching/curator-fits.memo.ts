import type { CuratorFit, TaggedSong } from '../../contracts/match-scores.js';
import type { ScoreSide } from '../../domain/match-score.js';

/**
 * Curators whose fits one list keeps at once, the least recently asked dropped first: at 12,000
 * songs a curator's fits take about 1 MB.
 */
const CURATORS_KEPT = 32;

interface Kept {
  /** The tags of the curator's accepting playlists when the fits were worked out. */
  readonly playlists: string;
  readonly fits: ReadonlyMap<string, CuratorFit>;
}

/** A curator's playlists as far as fits go: their tags (tags are only ever added, so an id's category never changes). */
export const playlistsKey = (playlists: readonly { readonly tagIds: readonly number[] }[]): string => playlists.map((playlist) => playlist.tagIds.join(' ')).join(',');

/** Score sides, and whether every tag they were made from was known (a tag not in matching's taxonomy yet is scored as none). */
export interface KnownSides {
  readonly sides: ScoreSide[];
  readonly allKnown: boolean;
}

/** What is kept with a list: its songs' score sides, and the fits of the curators who asked. */
interface KeptList {
  sides?: Promise<KnownSides>;
  readonly curators: Map<string, Kept>;
}

/**
 * Fits worked out for a list of songs that its caller keeps (discovery's open bounties, the same
 * list until they change), per curator, for as long as the curator's playlists keep their tags.
 * A curator's list and its statistics, each page and each filter of it, are then scored once; and
 * the songs' sides are worked out once for every curator.
 */
export class CuratorFitsMemo {
  private readonly lists = new WeakMap<readonly TaggedSong[], KeptList>();

  /** The songs' score sides, worked out by `work` the first time the list is asked for; kept only when every tag was known. */
  sidesOf(songs: readonly TaggedSong[], work: () => Promise<KnownSides>): Promise<KnownSides> {
    const list = this.listOf(songs);
    if (list.sides) return list.sides;
    const sides = work();
    list.sides = sides;
    // A failed read is not kept either: the next call tries again.
    const forget = (): void => {
      if (list.sides === sides) delete list.sides;
    };
    sides.then((known) => {
      if (!known.allKnown) forget();
    }, forget);
    return sides;
  }

  get(songs: readonly TaggedSong[], curatorId: string, playlists: string): ReadonlyMap<string, CuratorFit> | undefined {
    const curators = this.lists.get(songs)?.curators;
    const kept = curators?.get(curatorId);
    if (!curators || !kept || kept.playlists !== playlists) return undefined;
    curators.delete(curatorId);
    curators.set(curatorId, kept);
    return kept.fits;
  }

  set(songs: readonly TaggedSong[], curatorId: string, playlists: string, fits: ReadonlyMap<string, CuratorFit>): ReadonlyMap<string, CuratorFit> {
    const { curators } = this.listOf(songs);
    curators.delete(curatorId);
    curators.set(curatorId, { playlists, fits });
    if (curators.size > CURATORS_KEPT) curators.delete(curators.keys().next().value as string);
    return fits;
  }

  private listOf(songs: readonly TaggedSong[]): KeptList {
    const list = this.lists.get(songs) ?? { curators: new Map<string, Kept>() };
    this.lists.set(songs, list);
    return list;
  }
}
