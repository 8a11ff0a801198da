import { Injectable } from '@nestjs/common';
import type { TaggedSong } from '#matching';
import { BountiesQuery, type OpenBountiesAt, type OpenBounty } from './bounties.query.js';

/** The open bounties of one version, and their songs in the same order, for their match: the same arrays until the version moves. */
export interface KeptOpenBounties {
  readonly version: string;
  readonly bounties: readonly OpenBounty[];
  readonly songs: readonly TaggedSong[];
}

/** A load of the open bounties, and when it was asked for. */
interface Load {
  readonly asked: number;
  readonly done: Promise<KeptOpenBounties>;
}

const keptOf = ({ version, bounties }: OpenBountiesAt): KeptOpenBounties => ({
  version,
  bounties,
  songs: bounties.map((bounty) => ({ id: bounty.songId, tagIds: bounty.tagIds })),
});

/** Whether these bounties are those of this version (none is known without checkpoints). */
const isAt = (bounties: KeptOpenBounties, version: string): boolean => version !== '' && bounties.version === version;

/**
 * The open bounties every curator's discovery starts from, read once per version of the read
 * models they come from and kept in this process (a few hundred bytes a bounty). Reading them
 * all on each request cost discovery 74 ms of the app's CPU at 12,000 open bounties (now 4 ms
 * once kept), for rows that are the same for every curator.
 *
 * Each call asks for the version first (one small read), so a change is seen as soon as the read
 * models show it, in every process: a write that has answered is never hidden by this copy. A
 * call takes a load already under way if that load was asked for after the call began, or if it
 * read the version the call saw; an older one may predate a write the caller has seen answered.
 */
@Injectable()
export class OpenBountiesSnapshot {
  private kept: KeptOpenBounties & { readonly asked: number } = { version: '', bounties: [], songs: [], asked: 0 };
  private loading: Load | null = null;
  /** Orders calls and loads: a load asked for after a call began sees every write answered before it. */
  private ticks = 0;

  constructor(private readonly query: BountiesQuery) {}

  async current(): Promise<KeptOpenBounties> {
    const began = ++this.ticks;
    const version = await this.query.openBountiesVersion();
    if (isAt(this.kept, version)) return this.kept;
    const under = this.loading;
    if (under && under.asked < began) {
      // Asked for before this call began, it is good for this call only if it read this version.
      const read = await under.done.catch(() => null);
      if (read && isAt(read, version)) return read;
    }
    const load = this.loading && this.loading.asked > began ? this.loading : this.load();
    return load.done;
  }

  private load(): Load {
    const asked = ++this.ticks;
    const done = this.query.openBounties().then((read) => {
      // The same version keeps the same arrays: the curators' fits are kept with them.
      if (isAt(this.kept, read.version)) return this.kept;
      const kept = keptOf(read);
      if (asked > this.kept.asked) this.kept = { ...kept, asked };
      return kept;
    });
    const load = { asked, done };
    const over = (): void => {
      if (this.loading === load) this.loading = null;
    };
    done.then(over, over);
    this.loading = load;
    return load;
  }
}
