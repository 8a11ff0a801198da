import { BullModule } from '@nestjs/bullmq';
import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogFacts } from './application/catalog-facts.js';
import { Bounties } from './application/bounties.js';
import { CancelBountyHandler } from './features/cancel-bounty/cancel-bounty.handler.js';
import { CancelBountyController } from './features/cancel-bounty/cancel-bounty.http.controller.js';
import { ClaimBountyHandler } from './features/claim-bounty/claim-bounty.handler.js';
import { ClaimBountyController } from './features/claim-bounty/claim-bounty.http.controller.js';
import { BountyDiscovery } from './application/bounty-discovery.js';
import { DiscoverBountiesController } from './features/discover-bounties/discover-bounties.http.controller.js';
import { SummarizeBountyDiscoveryController } from './features/summarize-bounty-discovery/summarize-bounty-discovery.http.controller.js';
import { ListActiveBountiesController } from './features/list-active-bounties/list-active-bounties.http.controller.js';
import { ListArtistCampaignsController } from './features/list-artist-campaigns/list-artist-campaigns.http.controller.js';
import { ListCampaignsController } from './features/list-campaigns/list-campaigns.http.controller.js';
import { EditBountyHandler } from './features/edit-bounty/edit-bounty.handler.js';
import { EditBountyController } from './features/edit-bounty/edit-bounty.http.controller.js';
import { SetBountyHandler } from './features/set-bounty/set-bounty.handler.js';
import { SetBountyController } from './features/set-bounty/set-bounty.http.controller.js';
import { AcceptCampaignHandler } from './features/accept-campaign/accept-campaign.handler.js';
import { CompleteCampaignHandler } from './features/complete-campaign/complete-campaign.handler.js';
import { RejectCampaignHandler } from './features/reject-campaign/reject-campaign.handler.js';
import { UpdateCampaignController } from './features/update-campaign/update-campaign.http.controller.js';
import { BountiesQuery } from './read-models/bounties/bounties.query.js';
import { OpenBountiesSnapshot } from './read-models/bounties/open-bounties.snapshot.js';
import { CuratorCampaigns } from './application/curator-campaigns.js';
import { DEADLINES_QUEUE, Deadlines } from './application/deadlines.js';
import { Escrow } from './application/escrow.js';
import { UnavailableCuratorsProcessManager } from './features/end-campaigns-of-unavailable-curators/unavailable-curators.process-manager.js';
import { DeadlinesProcessor } from './features/enforce-deadlines/deadlines.processor.js';
import { EnforceDeadlineHandler } from './features/enforce-deadlines/enforce-deadline.handler.js';
import { EscrowProcessManager } from './features/escrow/escrow.process-manager.js';
import { Submissions } from './application/submissions.js';
import { AnswerSubmissionHandler } from './features/answer-submission/answer-submission.handler.js';
import { AnswerSubmissionController } from './features/answer-submission/answer-submission.http.controller.js';
import { GetCuratorReputationController } from './features/get-curator-reputation/get-curator-reputation.http.controller.js';
import { ListReceivedSubmissionsController } from './features/list-received-submissions/list-received-submissions.http.controller.js';
import { ListSentSubmissionsController } from './features/list-sent-submissions/list-sent-submissions.http.controller.js';
import { ListSongSubmissionsController } from './features/list-song-submissions/list-song-submissions.http.controller.js';
import { SendSubmissionHandler } from './features/send-submission/send-submission.handler.js';
import { SendSubmissionController } from './features/send-submission/send-submission.http.controller.js';
import { SubmissionsQuery } from './read-models/submissions/submissions.query.js';

/** Bounties, campaigns and submissions. Moves money only through the wallet's commands (`#wallet` contracts). */
@Module({})
export class MarketplaceModule {
  /** `runWorker`: whether this process also works off the deadlines (the escrow process managers decide for themselves). */
  static forRoot({ runWorker }: { runWorker: boolean }): DynamicModule {
    return {
      module: MarketplaceModule,
      imports: [CqrsModule, BullModule.registerQueue({ name: DEADLINES_QUEUE })],
      controllers: [
        SetBountyController,
        EditBountyController,
        CancelBountyController,
        ListActiveBountiesController,
        ListArtistCampaignsController,
        DiscoverBountiesController,
        SummarizeBountyDiscoveryController,
        ClaimBountyController,
        ListCampaignsController,
        UpdateCampaignController,
        SendSubmissionController,
        AnswerSubmissionController,
        ListSentSubmissionsController,
        ListReceivedSubmissionsController,
        ListSongSubmissionsController,
        GetCuratorReputationController,
      ],
      providers: [
        CatalogFacts,
        Deadlines,
        Bounties,
        CuratorCampaigns,
        Escrow,
        EnforceDeadlineHandler,
        EscrowProcessManager,
        UnavailableCuratorsProcessManager,
        BountiesQuery,
        OpenBountiesSnapshot,
        BountyDiscovery,
        SetBountyHandler,
        EditBountyHandler,
        CancelBountyHandler,
        ClaimBountyHandler,
        AcceptCampaignHandler,
        RejectCampaignHandler,
        CompleteCampaignHandler,
        Submissions,
        SubmissionsQuery,
        SendSubmissionHandler,
        AnswerSubmissionHandler,
        ...(runWorker ? [DeadlinesProcessor] : []),
      ],
    };
  }
}
