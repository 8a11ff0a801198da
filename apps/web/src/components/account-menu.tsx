import { Suspense } from 'react';
import { ACCOUNT_BUTTON_CLASS_NAME, AccountButtonFace, type MenuUser } from './account-button';
import { lazyAfterFirstScreen } from './after-first-screen';

/** An in-app route (`to`) or a full page load of a server path (`href`, e.g. a logout redirect). */
export type AccountMenuItem = { label: string; to: string } | { label: string; href: string };

export interface AccountMenuProps {
  user: MenuUser;
  items: readonly AccountMenuItem[];
}

// Radix's menu (positioning, focus, dismissal) is not part of a screen's first load.
const AccountMenuDropdown = lazyAfterFirstScreen(async () => (await import('./account-menu-dropdown')).AccountMenuDropdown);

/**
 * The avatar button and its menu of account links (spec 2.2 and 2.3). Until the menu's code is
 * here, just after the first screen is shown, the same button is drawn disabled: nothing moves
 * when it arrives, and a click cannot be lost on a button that does nothing yet.
 */
export function AccountMenu(props: AccountMenuProps) {
  const waiting = (
    <button type="button" disabled aria-label="Account menu" className={ACCOUNT_BUTTON_CLASS_NAME}>
      <AccountButtonFace user={props.user} />
    </button>
  );
  return (
    <Suspense fallback={waiting}>
      <AccountMenuDropdown {...props} />
    </Suspense>
  );
}
