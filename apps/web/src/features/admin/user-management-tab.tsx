import { accountName } from './account-filters';
import { formatDay } from './admin-dates';
import { HeadCell } from './admin-table';
import { useListAdminUsersQuery } from './admin.api';
import { RoleBadge } from './role-badge';

/** Spec 2.15's User Management tab: every account with its name, role, email and join date. */
export function UserManagementTab() {
  const { data: users, isLoading, isError } = useListAdminUsersQuery();
  if (isLoading) return <p className="text-slate-600">Loading users…</p>;
  if (isError || !users) return <p className="text-red-800">The users could not be loaded.</p>;
  return (
    <section aria-labelledby="users-heading" className="rounded-xl bg-white shadow-sm">
      <h2 id="users-heading" className="px-4 pt-4 text-lg font-semibold">
        Users ({users.length})
      </h2>
      <table className="mt-2 w-full text-sm">
        <thead className="border-b border-slate-200">
          <tr>
            <HeadCell>User</HeadCell>
            <HeadCell>Role</HeadCell>
            <HeadCell className="hidden md:table-cell">Email</HeadCell>
            <HeadCell className="hidden sm:table-cell">Joined</HeadCell>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <tr key={user.id}>
              <td className="max-w-48 px-3 py-2 sm:max-w-none">
                {/* Spec 2.15: the display name, else the first name; the email below it where its column is hidden. */}
                <p className="truncate font-medium">{user.displayName || user.firstName || accountName(user)}</p>
                <p className="truncate text-xs text-slate-600 md:hidden">{user.email}</p>
                <p className="text-xs text-slate-600 sm:hidden">Joined {formatDay(user.createdAt)}</p>
              </td>
              <td className="px-3 py-2">
                <RoleBadge role={user.role} isAdmin={user.isAdmin} />
              </td>
              <td className="hidden px-3 py-2 break-all md:table-cell">{user.email}</td>
              <td className="hidden px-3 py-2 whitespace-nowrap sm:table-cell">{formatDay(user.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
