import { ChevronDownIcon } from './icons';

/** The signed-in user as the account menu shows them. */
export interface MenuUser {
  firstName: string;
  lastName: string;
  displayName: string | null;
  profileImageUrl: string | null;
  email: string;
}

export const ACCOUNT_BUTTON_CLASS_NAME =
  'flex items-center gap-1 rounded-full p-0.5 text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

function initials(user: MenuUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

/** What the account menu's button shows: the user's picture or initials, and a chevron on wider screens. */
export function AccountButtonFace({ user }: { user: MenuUser }) {
  return (
    <>
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
    </>
  );
}
