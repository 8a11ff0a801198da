import type { BountyEvent } from '#marketplace';
import { defineProjection, type ProjectedEvent, type Row, table } from '#projections';
import type { WalletMovement } from '#wallet';
import { utcDay } from '../../domain/utc-days.js';
import { accountsTable } from './accounts.table.js';
import { ADMIN_PEOPLE_SCHEMA, AdminBounty, AdminCampaign, AdminCoinDay } from './people.entities.js';

export const ADMIN_PEOPLE_PROJECTION = 'admin-people';

const at = (event: { metadata: { occurredAt: string } }): Date => new Date(event.metadata.occurredAt);
/** A bounty or campaign that ended: its row goes (the statistics count only what is under way). */
const ended = () => null;

type CampaignEvent = Extract<BountyEvent, { type: 'BountyClaimed' | 'CampaignAccepted' | 'CampaignRejected' | 'CampaignCompleted' | 'CampaignExpired' | 'CampaignWithdrawn' }>;
type CoinEvent = Extract<WalletMovement, { type: 'CoinsCredited' | 'TransferReceived' }>;

/** Coins that came in by purchase (not by coupon), or reached a curator: what the coin flow counts. */
const flows = (event: CoinEvent): boolean => event.type === 'TransferReceived' || event.data.cause.kind === 'purchase';
const coinDayOf = (row: Row<AdminCoinDay> | undefined, event: ProjectedEvent<CoinEvent>): Row<AdminCoinDay> => row ?? { day: utcDay(at(event)), purchased: 0, paidOut: 0 };

/**
 * The admin pages' people and statistics (spec 2.15, 2.16 and section 3): a row per account with
 * what the listings count, the bounties and campaigns under way, and the coins purchased and paid
 * out per UTC day. Built only from the published events of identity, catalog, marketplace and wallet.
 */
export const adminPeopleProjection = defineProjection({
  name: ADMIN_PEOPLE_PROJECTION,
  version: 1,
  schema: ADMIN_PEOPLE_SCHEMA,
  tables: [
    accountsTable,
    table<AdminBounty, BountyEvent>({
      entity: AdminBounty,
      key: (event) => ({ id: event.data.bountyId }),
      on: {
        BountySet: (_row, event) => {
          const { bountyId, songId, reviewAmount, placementAmount } = event.data;
          return { id: bountyId, songId, status: 'funding', amount: reviewAmount + placementAmount, setAt: at(event) };
        },
        BountyFunded: (row, { data }) => row && { ...row, status: 'open', amount: data.amount },
        BountyChanged: (row, { data }) => row && { ...row, amount: data.amount },
        BountyUnfunded: ended,
        BountyVoided: ended,
        BountyCancelled: ended,
        BountyExpired: ended,
        CampaignCompleted: ended,
      },
    }),
    table<AdminCampaign, CampaignEvent>({
      entity: AdminCampaign,
      key: (event) => ({ id: event.data.campaignId }),
      on: {
        BountyClaimed: (_row, event) => ({ id: event.data.campaignId, status: 'pending', claimedAt: at(event), acceptedAt: null }),
        CampaignAccepted: (row, event) => row && { ...row, status: 'active', acceptedAt: at(event) },
        CampaignRejected: ended,
        CampaignCompleted: ended,
        CampaignExpired: ended,
        CampaignWithdrawn: ended,
      },
    }),
    table<AdminCoinDay, CoinEvent>({
      entity: AdminCoinDay,
      // A coupon's credit is about no row: coupons are not purchases.
      key: (event) => (flows(event) ? { day: utcDay(at(event)) } : []),
      on: {
        CoinsCredited: (row, event) => {
          const day = coinDayOf(row, event);
          return { ...day, purchased: day.purchased + event.data.amount };
        },
        TransferReceived: (row, event) => {
          const day = coinDayOf(row, event);
          return { ...day, paidOut: day.paidOut + event.data.amount };
        },
      },
    }),
  ],
});
