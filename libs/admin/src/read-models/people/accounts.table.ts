import type { PlaylistEvent, SongEvent } from '#catalog';
import type { UserEvent } from '#identity';
import type { SubmissionEvent } from '#marketplace';
import { type Row, table } from '#projections';
import type { WalletMovement } from '#wallet';
import { AdminAccount } from './people.entities.js';

type Account = Row<AdminAccount>;

/** What an account's row follows: identity's account events, and what the listings count from catalog, marketplace and wallet. */
type AccountEvent =
  | UserEvent
  | Extract<SongEvent, { type: 'SongAdded' | 'SongDeleted' }>
  | Extract<PlaylistEvent, { type: 'PlaylistCreated' | 'PlaylistDeleted' }>
  | Extract<SubmissionEvent, { type: 'SubmissionFunded' }>
  | Extract<WalletMovement, { type: 'ReservationTransferred' | 'TransferReceived' }>;

/** A new row's columns that registration does not set (made once: entity constructors are not free). */
const NEW_ACCOUNT: Account = { ...new AdminAccount() };

/** The account(s) an event is about: the song's artist, the playlist's curator, both sides of a request, the wallet's owner. */
function accountsOf(event: AccountEvent): { id: string } | { id: string }[] {
  switch (event.type) {
    case 'SongAdded':
    case 'SongDeleted':
      return { id: event.data.artistId };
    case 'PlaylistCreated':
    case 'PlaylistDeleted':
      return { id: event.data.curatorId };
    case 'SubmissionFunded':
      return [{ id: event.data.artistId }, { id: event.data.curatorId }];
    default:
      return { id: event.data.userId };
  }
}

/** One more (or one fewer) song or playlist of the row's account. */
const counted = (counter: 'songCount' | 'playlistCount', by: 1 | -1) => (row: Account | undefined) => row && { ...row, [counter]: row[counter] + by };

/** The movement's coins added to what the row's account spent or earned. */
const coins = (counter: 'vibeCoinsSpent' | 'vibeCoinsEarned') => (row: Account | undefined, { data }: { data: { amount: number } }) =>
  row && { ...row, [counter]: row[counter] + data.amount };

/** Sets flags of the row, whatever the event says besides. */
const flag = (change: Pick<Partial<Account>, 'isActive' | 'isVerified'>) => (row: Account | undefined) => row && { ...row, ...change };

/** The accounts table: identity's published account events, and the songs, playlists, requests and coins each account counts. */
export const accountsTable = table<AdminAccount, AccountEvent>({
  entity: AdminAccount,
  key: accountsOf,
  on: {
    UserRegistered: (_row, event) => {
      const { userId, email, firstName, lastName, role, isAdmin } = event.data;
      return { ...NEW_ACCOUNT, id: userId, email, firstName, lastName, role, isAdmin, createdAt: new Date(event.metadata.occurredAt) };
    },
    UserRoleSelected: (row, { data }) => row && { ...row, role: data.role },
    UserRoleAssigned: (row, { data }) => row && { ...row, role: data.role },
    CuratorProfileCompleted: (row, { data }) => row && { ...row, displayName: data.displayName },
    UserProfileUpdated: (row, { data: { profile } }) =>
      row && { ...row, displayName: profile.displayName, location: profile.location, profileImageUrl: profile.profileImageUrl },
    UserNameChanged: (row, { data }) => row && { ...row, firstName: data.firstName, lastName: data.lastName },
    UserEmailChanged: (row, { data }) => row && { ...row, email: data.email },
    UserDeactivated: flag({ isActive: false }),
    UserReactivated: flag({ isActive: true }),
    UserVerified: flag({ isVerified: true }),
    VerificationWithdrawn: flag({ isVerified: false }),
    VerificationRevoked: flag({ isVerified: false }),
    SongAdded: counted('songCount', 1),
    SongDeleted: counted('songCount', -1),
    PlaylistCreated: counted('playlistCount', 1),
    PlaylistDeleted: counted('playlistCount', -1),
    // One request, two rows: sent by its artist, received by its curator (never the same account: one's own playlist is refused).
    SubmissionFunded: (row, { data }, { key }) =>
      row && (key.id === data.artistId ? { ...row, submissionsSent: row.submissionsSent + 1 } : { ...row, submissionsReceived: row.submissionsReceived + 1 }),
    ReservationTransferred: coins('vibeCoinsSpent'),
    TransferReceived: coins('vibeCoinsEarned'),
  },
});
