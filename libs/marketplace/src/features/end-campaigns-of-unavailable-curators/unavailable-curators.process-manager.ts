import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '#eventstore';
import { ProcessManager, systemContext } from '#platform';
import { CatalogFacts } from '../../application/catalog-facts.js';
import { CuratorCampaigns } from '../../application/curator-campaigns.js';
import { Escrow } from '../../application/escrow.js';

export const UNAVAILABLE_CURATORS_PROCESS = 'marketplace-unavailable-curators';

/**
 * A curator an admin deactivates (or makes an artist only) can no longer work: their unfinished
 * campaigns end at once (decision 0018), each bounty open again or expired, so that no artist's
 * coins wait on them. The campaigns are found on the curator's own campaign stream, never a read model.
 */
@Injectable()
export class UnavailableCuratorsProcessManager extends ProcessManager {
  protected readonly name = UNAVAILABLE_CURATORS_PROCESS;
  protected readonly types = ['UserDeactivated', 'UserRoleSelected', 'UserRoleAssigned'];

  constructor(
    private readonly facts: CatalogFacts,
    private readonly curatorCampaigns: CuratorCampaigns,
    private readonly escrow: Escrow,
  ) {
    super();
  }

  protected async handle({ data }: RecordedEvent): Promise<void> {
    const curatorId = (data as { userId: string }).userId;
    const curator = await this.facts.member(curatorId);
    if (curator.isActive && curator.isCurator) return;
    const context = systemContext(UNAVAILABLE_CURATORS_PROCESS);
    for (const [campaignId, { songId }] of (await this.curatorCampaigns.of(curatorId)).held) {
      await this.escrow.execute({ stream: 'bounties', songId, command: { type: 'EndCampaignOfUnavailableCurator', campaignId, curator } }, context);
    }
  }
}
