import type { ReactNode } from 'react';
import type { EditableAccount } from './account-edit-values';
import { type ManagedAccount, accountName } from './account-filters';
import { formatDay } from './admin-dates';
import { HeadCell } from './admin-table';
import { EditAccountButton } from './edit-account-dialog';
import { FlagSwitch } from './flag-switch';
import { type AccountKind, useUpdateAccount } from './use-update-account';

export type TableAccount = ManagedAccount & EditableAccount & { id: string };

/** A number column of the listing: the artists' songs, the curators' playlists… */
export interface AccountColumn<Account> {
  label: string;
  value: (account: Account) => ReactNode;
}

// The Active switch in the page's role colour (written out for Tailwind).
const activeTrack: Record<AccountKind, string> = { artist: 'bg-artist', curator: 'bg-curator' };


function AccountFlags({ kind, account }: { kind: AccountKind; account: TableAccount }) {
  const [update, { isLoading }] = useUpdateAccount(kind);
  const name = accountName(account);
  return (
    <div className="flex flex-col items-start gap-2">
      <FlagSwitch
        label={`Active: ${name}`}
        states={['Active', 'Inactive']}
        on={account.isActive}
        disabled={isLoading}
        onToggle={() => void update(account.id, { isActive: !account.isActive })}
        onClassName={activeTrack[kind]}
      />
      <FlagSwitch
        label={`Verified: ${name}`}
        states={['Verified', 'Unverified']}
        on={account.isVerified}
        disabled={isLoading}
        onToggle={() => void update(account.id, { isVerified: !account.isVerified })}
        onClassName="bg-sky-700"
      />
    </div>
  );
}

/** Spec 2.16's table: who, their numbers, since when, the one-click flags and the Edit dialog. */
export function AccountTable<Account extends TableAccount>({ kind, accounts, columns }: { kind: AccountKind; accounts: readonly Account[]; columns: readonly AccountColumn<Account>[] }) {
  return (
    <table className="w-full text-sm">
      <thead className="border-b border-slate-200">
        <tr>
          <HeadCell>{kind === 'artist' ? 'Artist' : 'Curator'}</HeadCell>
          {columns.map((column) => (
            <HeadCell key={column.label} align="right" className="hidden lg:table-cell">
              {column.label}
            </HeadCell>
          ))}
          <HeadCell className="hidden md:table-cell">Joined</HeadCell>
          <HeadCell>Status</HeadCell>
          <HeadCell className="hidden sm:table-cell">
            <span className="sr-only">Actions</span>
          </HeadCell>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {accounts.map((account) => (
          <tr key={account.id} className={account.isActive ? '' : 'bg-slate-50'}>
            <td className="max-w-44 px-3 py-3 sm:max-w-none">
              <p className="truncate font-medium">{accountName(account)}</p>
              <p className="truncate text-xs text-slate-600">{account.email}</p>
              {account.location && <p className="truncate text-xs text-slate-600">{account.location}</p>}
            </td>
            {columns.map((column) => (
              <td key={column.label} className="hidden px-3 py-3 text-right tabular-nums lg:table-cell">
                {column.value(account)}
              </td>
            ))}
            <td className="hidden px-3 py-3 whitespace-nowrap md:table-cell">{formatDay(account.createdAt)}</td>
            <td className="px-3 py-3">
              <AccountFlags kind={kind} account={account} />
              {/* On a phone there is no room for a column of its own: Edit goes under the flags. */}
              <div className="mt-2 sm:hidden">
                <EditAccountButton kind={kind} account={account} />
              </div>
            </td>
            <td className="hidden px-3 py-3 text-right sm:table-cell">
              <EditAccountButton kind={kind} account={account} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
