import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from './link';
import { ChevronDownIcon } from './icons';

/** An in-app route (`to`) or a full page load of a server path (`href`, e.g. a logout redirect). */
export type AccountMenuItem = { label: string; to: string } | { label: string; href: string };

const itemClassName =
  'block cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-950';

/** The signed-in user as the menu shows them. */
interface MenuUser {
  firstName: string;
  lastName: string;
  displayName: string | null;
  profileImageUrl: string | null;
  email: string;
}

function initials(user: MenuUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

/** The avatar button and its menu of account links (spec 2.2 and 2.3). */
export function AccountMenu({ user, items }: { user: MenuUser; items: readonly AccountMenuItem[] }) {
  const name = user.displayName || `${user.firstName} ${user.lastName}`;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label="Account menu"
        className="flex items-center gap-1 rounded-full p-0.5 text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
      >
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" className="size-9 rounded-full object-cover" />
        ) : (
          // The initials are drawn by CSS so the button's name is only "Account menu" (axe's label-in-name rule).
          <span
            aria-hidden="true"
            data-initials={initials(user)}
            className="flex size-9 items-center justify-center rounded-full bg-slate-800 text-sm font-semibold text-white before:content-[attr(data-initials)]"
          />
        )}
        <ChevronDownIcon className="hidden size-4 sm:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <DropdownMenu.Label className="truncate px-3 pt-2 pb-1 text-sm font-semibold text-slate-900">{name}</DropdownMenu.Label>
          <DropdownMenu.Label className="truncate px-3 pb-2 text-xs text-slate-600">{user.email}</DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {items.map((item) => (
            <DropdownMenu.Item key={item.label} asChild className={itemClassName}>
              {'to' in item ? <Link to={item.to}>{item.label}</Link> : <a href={item.href}>{item.label}</a>}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
