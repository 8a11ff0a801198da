import type { CuratorFit, TaggedSong } from '../../contracts/match-scores.js';
import type { ScoreSide } from '../../domain/match-score.js';

/** Curators whose fits are kept at once, the least recently asked dropped first: at 12,000 songs a curator's fits take about 1 MB. */
const CURATORS_KEPT = 32;

type SongList = readonly TaggedSong[];

/** The tags of each song of a list, by the song's id. */
type TagsBySong = ReadonlyMap<string, readonly number[]>;

interface Kept {
  /** The list the fits were worked out for, held weakly: a curator who stopped asking keeps no old list alive. */
  readonly list: WeakRef<SongList>;
  /** The tags its songs had: a fit is lent to a next list's song only if it still has them. */
  readonly tags: TagsBySong;
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

/** The sides of a list that were all worked out from known tags, by song: the next list takes those of the songs it shares with it. */
type SidesBySong = ReadonlyMap<string, { readonly tagIds: readonly number[]; readonly side: ScoreSide }>;

const sameTags = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((id, at) => id === b[at]);

/**
 * Fits worked out for a list of songs that its caller keeps (discovery's open bounties, the same
 * list until they change), per curator, for as long as the curator's playlists keep their tags.
 * A curator's list and its statistics, each page and each filter of it, are then scored once; and
 * the songs' sides are worked out once for every curator. When the list moves on (a bounty set,
 * claimed or ended), the songs it shares with the one before, with the same tags, keep their sides
 * and each curator's fits: only the songs that are new or whose tags changed are scored.
 */
export class CuratorFitsMemo {
  private readonly curators = new Map<string, Kept>();
  private readonly sidesOfLists = new WeakMap<SongList, Promise<KnownSides>>();
  private readonly tagsOfLists = new WeakMap<SongList, TagsBySong>();
  private lastKnownSides: SidesBySong | null = null;

  /** The songs' score sides, worked out by `work` for the songs the last list did not have with the same tags; kept only when every tag was known. */
  sidesOf(songs: SongList, work: (songs: SongList) => Promise<KnownSides>): Promise<KnownSides> {
    const kept = this.sidesOfLists.get(songs);
    if (kept) return kept;
    const sides = this.lastKnownSides ? this.extend(songs, this.lastKnownSides, work) : work(songs);
    this.sidesOfLists.set(songs, sides);
    // A failed read is not kept either: the next call tries again.
    const forget = (): void => {
      if (this.sidesOfLists.get(songs) === sides) this.sidesOfLists.delete(songs);
    };
    sides.then((known) => {
      if (known.allKnown) this.lastKnownSides = new Map(songs.map((song, at) => [song.id, { tagIds: song.tagIds, side: known.sides[at] as ScoreSide }]));
      else forget();
    }, forget);
    return sides;
  }

  get(songs: SongList, curatorId: string, playlists: string): ReadonlyMap<string, CuratorFit> | undefined {
    const kept = this.curators.get(curatorId);
    if (!kept || kept.playlists !== playlists || kept.list.deref() !== songs) return undefined;
    this.curators.delete(curatorId);
    this.curators.set(curatorId, kept);
    return kept.fits;
  }

  /** The fit kept for the curator of a song of an earlier list that had it with the same tags, if the playlists are the same too. */
  earlierFits(curatorId: string, playlists: string): (song: TaggedSong) => CuratorFit | undefined {
    const kept = this.curators.get(curatorId);
    if (kept?.playlists !== playlists) return () => undefined;
    return (song) => {
      const tagIds = kept.tags.get(song.id);
      return tagIds && sameTags(tagIds, song.tagIds) ? kept.fits.get(song.id) : undefined;
    };
  }

  set(songs: SongList, curatorId: string, playlists: string, fits: ReadonlyMap<string, CuratorFit>): ReadonlyMap<string, CuratorFit> {
    this.curators.delete(curatorId);
    this.curators.set(curatorId, { list: new WeakRef(songs), tags: this.tagsOf(songs), playlists, fits });
    if (this.curators.size > CURATORS_KEPT) this.curators.delete(this.curators.keys().next().value as string);
    return fits;
  }

  private async extend(songs: SongList, last: SidesBySong, work: (songs: SongList) => Promise<KnownSides>): Promise<KnownSides> {
    const earlier = songs.map((song) => {
      const kept = last.get(song.id);
      return kept && sameTags(kept.tagIds, song.tagIds) ? kept.side : undefined;
    });
    const missing = songs.filter((_, at) => !earlier[at]);
    if (missing.length === 0) return { sides: earlier as ScoreSide[], allKnown: true };
    const worked = await work(missing);
    let next = 0;
    return { sides: earlier.map((side) => side ?? (worked.sides[next++] as ScoreSide)), allKnown: worked.allKnown };
  }

  /** The tags of a list's songs by id, worked out once per list and shared by the curators who asked for it. */
  private tagsOf(list: SongList): TagsBySong {
    let tags = this.tagsOfLists.get(list);
    if (!tags) this.tagsOfLists.set(list, (tags = new Map(list.map((song) => [song.id, song.tagIds]))));
    return tags;
  }
}
