import type { PlaylistEvent, SongEvent } from '#catalog';
import { defineProjection, type ProjectedEvent, type Row, table } from '#projections';
import type { MovementCause, WalletMovement } from '../../domain/wallet.events.js';
import { WALLET_ENTRIES_SCHEMA, WalletEntry, WalletTitle } from './wallet-entry.entity.js';

export const WALLET_ENTRIES_PROJECTION = 'wallet-entries';

/** The ids a cause names, as the row's columns. */
const idsOf = (cause: MovementCause) => ({
  songId: cause.kind === 'bounty' || cause.kind === 'submission' ? cause.songId : null,
  playlistId: cause.kind === 'submission' ? cause.playlistId : null,
  bountyId: cause.kind === 'bounty' ? cause.bountyId : null,
  submissionId: cause.kind === 'submission' ? cause.submissionId : null,
  campaignId: cause.kind === 'bounty' ? cause.campaignId : null,
  purchaseId: cause.kind === 'purchase' ? cause.purchaseId : null,
  packageId: cause.kind === 'purchase' ? cause.packageId : null,
});

const counterpartyOf = ({ type, data }: WalletMovement): string | null => {
  if (type === 'ReservationTransferred') return data.payeeId;
  if (type === 'TransferReceived') return data.payerId;
  return null;
};

const titledId = (data: { songId: string } | { playlistId: string }): string => ('songId' in data ? data.songId : data.playlistId);

/** A movement as one history row, whatever its type: every wallet event has an amount, a cause and the balance after. */
const entryOf = (_row: Row<WalletEntry> | undefined, event: ProjectedEvent<WalletMovement>): Row<WalletEntry> => ({
  id: event.metadata.eventId,
  userId: event.data.userId,
  revision: Number(event.revision),
  kind: event.type,
  cause: event.data.cause.kind,
  releaseReason: event.type === 'ReservationReleased' ? event.data.reason : null,
  amount: event.data.amount,
  totalAfter: event.data.totalAfter,
  reservedAfter: event.data.reservedAfter,
  ...idsOf(event.data.cause),
  counterpartyId: counterpartyOf(event),
  occurredAt: new Date(event.metadata.occurredAt),
});

/** The user's transaction history, newest first, with the titles of the songs and playlists it names. */
export const walletEntriesProjection = defineProjection({
  name: WALLET_ENTRIES_PROJECTION,
  // 2: rows name a movement by its event's current type (ReservationTransferred, TransferReceived: issue 22).
  version: 2,
  schema: WALLET_ENTRIES_SCHEMA,
  tables: [
    table<WalletEntry, WalletMovement>({
      entity: WalletEntry,
      key: (event) => ({ id: event.metadata.eventId }),
      on: {
        CoinsCredited: entryOf,
        CoinsReserved: entryOf,
        ReservationReleased: entryOf,
        ReservationTransferred: entryOf,
        TransferReceived: entryOf,
      },
    }),
    table<WalletTitle, SongEvent | PlaylistEvent>({
      entity: WalletTitle,
      key: ({ data }) => ({ id: titledId(data) }),
      on: {
        SongAdded: (_row, { data }) => ({
          id: data.songId,
          title: data.details.title,
        }),
        SongUpdated: (_row, { data }) => ({
          id: data.songId,
          title: data.details.title,
        }),
        PlaylistCreated: (_row, { data }) => ({
          id: data.playlistId,
          title: data.details.name,
        }),
        PlaylistUpdated: (_row, { data }) => ({
          id: data.playlistId,
          title: data.details.name,
        }),
      },
    }),
  ],
});
