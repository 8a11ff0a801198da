import { Inject, Injectable } from '@nestjs/common';
import { MatchScores } from '#matching';
import { CLOCK, type Clock, DomainError } from '#platform';
import { CatalogFacts } from './catalog-facts.js';
import { firstInOrder } from './first-in-order.js';
import type { DiscoverableBountyResponse, DiscoverySummaryResponse } from '../contracts/bounty.responses.js';
import { BountiesQuery, type OpenBounty } from '../read-models/bounties/bounties.query.js';
import { OpenBountiesSnapshot } from '../read-models/bounties/open-bounties.snapshot.js';
import { type BountyFilterQuery, DISCOVERY_PAGE, type DiscoverBountiesQuery, type DiscoverySort } from '../contracts/bounty-discovery.request.js';

export const DISCOVERY_FOR_CURATORS = 'Access Denied: You need curator privileges to discover bounties.';
/** Spec 2.12's "High Matches (80%+)". */
const HIGH_MATCH = 80;

/** What the order, the statistics and the page need of a bounty found: a small object of one shape, made for every open bounty on every request. */
interface Scored {
  readonly id: string;
  readonly totalAmount: number;
  readonly matchScore: number;
  readonly estimatedPlaylists: number;
}

const ORDER: Record<DiscoverySort, (a: Scored, b: Scored) => number> = {
  best_match: (a, b) => b.matchScore - a.matchScore || b.totalAmount - a.totalAmount,
  highest_bounty: (a, b) => b.totalAmount - a.totalAmount || b.matchScore - a.matchScore,
  // The candidates come newest first: a stable order keeps it.
  most_recent: () => 0,
};

/** Whether the bounty's total is within the filter's amounts and, with a search, the search found it. */
function within({ id, totalAmount }: OpenBounty, { min, max }: BountyFilterQuery, found: ReadonlySet<string> | null): boolean {
  return (min === undefined || totalAmount >= min) && (max === undefined || totalAmount <= max) && (!found || found.has(id));
}

/**
 * Bounty discovery (spec 2.12): every open bounty the filter finds is scored against the curator's
 * playlists, so that the order and the statistics are over all of them; only the page shown is read
 * as cards. The open bounties and each curator's fits are kept while they stay the same (decision 0030).
 */
@Injectable()
export class BountyDiscovery {
  constructor(
    private readonly query: BountiesQuery,
    private readonly openBounties: OpenBountiesSnapshot,
    private readonly scores: MatchScores,
    private readonly facts: CatalogFacts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async page(curatorId: string, request: DiscoverBountiesQuery): Promise<DiscoverableBountyResponse[]> {
    const offset = request.offset ?? 0;
    const upTo = offset + (request.limit ?? DISCOVERY_PAGE);
    const shown = firstInOrder(await this.scored(curatorId, request), ORDER[request.sort ?? 'best_match'], upTo).slice(offset);
    const cards = new Map((await this.query.openCards(shown.map((bounty) => bounty.id))).map((card) => [card.id, card]));
    return shown.flatMap(({ id, matchScore, estimatedPlaylists }) => {
      const card = cards.get(id);
      return card ? [{ ...card, matchScore, estimatedPlaylists }] : [];
    });
  }

  async summary(curatorId: string, filter: BountyFilterQuery): Promise<DiscoverySummaryResponse> {
    const found = await this.scored(curatorId, filter);
    const matchTotal = found.reduce((sum, bounty) => sum + bounty.matchScore, 0);
    return {
      available: found.length,
      totalValue: found.reduce((sum, bounty) => sum + bounty.totalAmount, 0),
      highMatches: found.filter((bounty) => bounty.matchScore >= HIGH_MATCH).length,
      averageMatch: found.length === 0 ? 0 : Math.round(matchTotal / found.length),
    };
  }

  private async scored(curatorId: string, filter: BountyFilterQuery): Promise<Scored[]> {
    if (!(await this.facts.member(curatorId)).isCurator) throw new DomainError('forbidden', DISCOVERY_FOR_CURATORS);
    const search = filter.search?.trim() || null;
    const [open, found] = await Promise.all([this.openBounties.current(), search ? this.query.openMatching(search) : null]);
    // Every kept bounty is scored (the same list until it changes: its fits are kept with it), then filtered.
    const fits = await this.scores.fitForCurator(open.songs, curatorId);
    const now = this.clock.now().getTime();
    const shown: Scored[] = [];
    for (const bounty of open.bounties) {
      if (bounty.artistId === curatorId || bounty.expiresAt <= now || !within(bounty, filter, found)) continue;
      const fit = fits.get(bounty.songId);
      shown.push({ id: bounty.id, totalAmount: bounty.totalAmount, matchScore: fit?.matchScore ?? 0, estimatedPlaylists: fit?.estimatedPlaylists ?? 0 });
    }
    return shown;
  }
}
