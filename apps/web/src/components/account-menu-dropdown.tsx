import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ACCOUNT_BUTTON_CLASS_NAME, AccountButtonFace } from './account-button';
import type { AccountMenuProps } from './account-menu';
import { Link } from './link';

const itemClassName =
  'block cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-950';

/** The account menu once its code is here, drawn by Radix (see account-menu.tsx). */
export function AccountMenuDropdown({ user, items }: AccountMenuProps) {
  const name = user.displayName || `${user.firstName} ${user.lastName}`;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label="Account menu" className={ACCOUNT_BUTTON_CLASS_NAME}>
        <AccountButtonFace user={user} />
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
