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

/** What the order and the page need of a bounty found: a small object of one shape, made for every open bounty the page's request finds. */
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
    // Summed as they are found: the summary needs no object per bounty (8,000 of them on a busy day).
    let available = 0;
    let totalValue = 0;
    let highMatches = 0;
    let matchTotal = 0;
    await this.eachFound(curatorId, filter, (bounty, matchScore) => {
      available++;
      totalValue += bounty.totalAmount;
      matchTotal += matchScore;
      if (matchScore >= HIGH_MATCH) highMatches++;
    });
    return { available, totalValue, highMatches, averageMatch: available === 0 ? 0 : Math.round(matchTotal / available) };
  }

  private async scored(curatorId: string, filter: BountyFilterQuery): Promise<Scored[]> {
    const scored: Scored[] = [];
    await this.eachFound(curatorId, filter, ({ id, totalAmount }, matchScore, estimatedPlaylists) => scored.push({ id, totalAmount, matchScore, estimatedPlaylists }));
    return scored;
  }

  /** Calls `found` for each open bounty the filter finds, in the kept order (newest first), with its fit for the curator. */
  private async eachFound(curatorId: string, filter: BountyFilterQuery, found: (bounty: OpenBounty, matchScore: number, estimatedPlaylists: number) => void): Promise<void> {
    if (!(await this.facts.member(curatorId)).isCurator) throw new DomainError('forbidden', DISCOVERY_FOR_CURATORS);
    const search = filter.search?.trim() || null;
    const [open, searched] = await Promise.all([this.openBounties.current(), search ? this.query.openMatching(search) : null]);
    // Every kept bounty is scored (the same list until it changes: its fits are kept with it), then filtered.
    const fits = await this.scores.fitForCurator(open.songs, curatorId);
    const now = this.clock.now().getTime();
    for (const bounty of open.bounties) {
      if (bounty.artistId === curatorId || bounty.expiresAt <= now || !within(bounty, filter, searched)) continue;
      const fit = fits.get(bounty.songId);
      found(bounty, fit?.matchScore ?? 0, fit?.estimatedPlaylists ?? 0);
    }
  }
}
