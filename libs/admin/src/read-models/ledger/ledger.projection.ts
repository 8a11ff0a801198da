import type { UserEvent } from '#identity';
import { defineProjection, type ProjectedEvent, type Row, table } from '#projections';
import { type MovementCause, WALLET_MOVEMENT_TYPES, type WalletMovement, type WalletMovementType } from '#wallet';
import { LEDGER_SCHEMA, LedgerEntry, LedgerOwner } from './ledger-entry.entity.js';

export const LEDGER_PROJECTION = 'admin-ledger';

/** The ids a cause names, as the row's columns. */
const idsOf = (cause: MovementCause) => ({
  couponCode: cause.kind === 'coupon' ? cause.code : null,
  purchaseId: cause.kind === 'purchase' ? cause.purchaseId : null,
  bountyId: cause.kind === 'bounty' ? cause.bountyId : null,
  campaignId: cause.kind === 'bounty' ? cause.campaignId : null,
  submissionId: cause.kind === 'submission' ? cause.submissionId : null,
  songId: cause.kind === 'bounty' || cause.kind === 'submission' ? cause.songId : null,
  playlistId: cause.kind === 'submission' ? cause.playlistId : null,
});

const counterpartyOf = ({ type, data }: WalletMovement): string | null => {
  if (type === 'ReservationTransferred') return data.payeeId;
  if (type === 'TransferReceived') return data.payerId;
  return null;
};

/** Every wallet movement is one row, whatever its type: each has an amount, a cause and the figures after it. */
const entryOf = (_row: Row<LedgerEntry> | undefined, event: ProjectedEvent<WalletMovement>): Row<LedgerEntry> => ({
  eventId: event.metadata.eventId,
  commitPosition: String(event.position.commit),
  preparePosition: String(event.position.prepare),
  userId: event.data.userId,
  movement: event.type,
  amount: event.data.amount,
  cause: event.data.cause.kind,
  releaseReason: event.type === 'ReservationReleased' ? event.data.reason : null,
  movementId: event.type === 'CoinsCredited' ? event.data.movementId : event.data.reservationId,
  ...idsOf(event.data.cause),
  counterpartyId: counterpartyOf(event),
  totalAfter: event.data.totalAfter,
  reservedAfter: event.data.reservedAfter,
  occurredAt: new Date(event.metadata.occurredAt),
});

/** Every wallet movement type, each handled by {@link entryOf}: a movement the wallet adds is listed without a change here. */
const onEveryMovement = Object.fromEntries(WALLET_MOVEMENT_TYPES.map((type) => [type, entryOf])) as Record<WalletMovementType, typeof entryOf>;

const displayNameOf = (row: Row<LedgerOwner> | undefined, displayName: string | null) => row && { ...row, displayName };

/**
 * The whole VibeCoin ledger for the admin: every movement of every wallet in log order, with the
 * owner's name (identity's published events). A listing, never a source of truth: the audit
 * judges from the events themselves.
 */
export const ledgerProjection = defineProjection({
  name: LEDGER_PROJECTION,
  // 2: rows name a movement by its event's current type (ReservationTransferred, TransferReceived: issue 22).
  version: 2,
  schema: LEDGER_SCHEMA,
  tables: [
    table<LedgerEntry, WalletMovement>({
      entity: LedgerEntry,
      key: (event) => ({ eventId: event.metadata.eventId }),
      on: onEveryMovement,
    }),
    table<LedgerOwner, UserEvent>({
      entity: LedgerOwner,
      key: ({ data }) => ({ userId: data.userId }),
      on: {
        UserRegistered: (_row, { data }) => ({ userId: data.userId, firstName: data.firstName, lastName: data.lastName, displayName: null }),
        CuratorProfileCompleted: (row, { data }) => displayNameOf(row, data.displayName),
        UserProfileUpdated: (row, { data }) => displayNameOf(row, data.profile.displayName),
        UserNameChanged: (row, { data }) => row && { ...row, firstName: data.firstName, lastName: data.lastName },
      },
    }),
  ],
});
