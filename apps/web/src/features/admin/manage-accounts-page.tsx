import { useState } from 'react';
import { SelectField, TextField } from '../../components/form-fields';
import { formatCoins } from '../wallet';
import { ACCOUNT_FILTERS, type AccountFilter, accountCounts, filterAccounts } from './account-filters';
import { type AccountColumn, AccountTable, type TableAccount } from './account-table';
import { AdminPage } from './admin-page';
import { StatGroup } from './admin-stats';
import { type AdminArtist, type AdminCurator, useListAdminArtistsQuery, useListAdminCuratorsQuery } from './admin.api';
import type { AccountKind } from './use-update-account';
import { formatWholeNumber } from '../../components/en-us-format';


interface ManageAccountsProps<Account extends TableAccount> {
  kind: AccountKind;
  /** "Artists", "Curators". */
  plural: string;
  columns: readonly AccountColumn<Account>[];
  list: { data?: Account[]; isLoading: boolean; isError: boolean };
}

function ManageAccounts<Account extends TableAccount>({ kind, plural, columns, list }: ManageAccountsProps<Account>) {
  const many = plural.toLowerCase();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<AccountFilter>('all');
  const accounts = list.data ?? [];
  const counts = accountCounts(accounts, new Date());
  const shown = filterAccounts(accounts, search, filter);
  return (
    <AdminPage title={`Manage ${plural}`}>
      <StatGroup
        title={`${plural} at a glance`}
        accent={kind}
        figures={[
          { label: `Total ${many}`, value: formatWholeNumber(counts.total) },
          { label: 'Active', value: formatWholeNumber(counts.active) },
          { label: 'Verified', value: formatWholeNumber(counts.verified) },
          { label: 'New This Month', value: formatWholeNumber(counts.newLastMonth), hint: 'Joined in the last 30 days' },
        ]}
      />
      <section aria-label={`All ${many}`} className="grid grid-cols-1 gap-4 rounded-xl bg-white p-4 shadow-sm">
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
          <TextField label="Search by name or email" value={search} onChange={setSearch} error={undefined} placeholder="Name or email" />
          <SelectField label="Show" value={filter} options={ACCOUNT_FILTERS} onChange={setFilter} error={undefined} />
        </div>
        {list.isLoading && <p className="text-slate-600">Loading {many}…</p>}
        {list.isError && <p className="text-red-800">The {many} could not be loaded.</p>}
        {list.data && (
          <>
            <p className="text-sm text-slate-600" role="status">
              Showing {shown.length} of {accounts.length} {many}
            </p>
            {shown.length > 0 && (
              <div className="overflow-x-auto">
                <AccountTable kind={kind} accounts={shown} columns={columns} />
              </div>
            )}
          </>
        )}
      </section>
    </AdminPage>
  );
}

const artistColumns: readonly AccountColumn<AdminArtist>[] = [
  { label: 'Songs', value: (artist) => formatWholeNumber(artist.songCount) },
  { label: 'Submissions', value: (artist) => formatWholeNumber(artist.totalSubmissions) },
  { label: 'VC Spent', value: (artist) => formatCoins(artist.vibeCoinsSpent) },
];

const curatorColumns: readonly AccountColumn<AdminCurator>[] = [
  { label: 'Playlists', value: (curator) => formatWholeNumber(curator.playlistCount) },
  { label: 'Submissions', value: (curator) => formatWholeNumber(curator.totalSubmissions) },
  { label: 'VC Earned', value: (curator) => formatCoins(curator.vibeCoinsEarned) },
];

/** Manage Artists (spec 2.16). */
export function ManageArtistsPage() {
  const list = useListAdminArtistsQuery();
  return <ManageAccounts kind="artist" plural="Artists" columns={artistColumns} list={list} />;
}

/** Manage Curators (spec 2.16). */
export function ManageCuratorsPage() {
  const list = useListAdminCuratorsQuery();
  return <ManageAccounts kind="curator" plural="Curators" columns={curatorColumns} list={list} />;
}
