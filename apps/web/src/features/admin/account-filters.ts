/** What the manage pages (spec 2.16) read of an account to search, filter and count it. */
export interface ManagedAccount {
  email: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  isActive: boolean;
  isVerified: boolean;
  createdAt: string;
}

export const ACCOUNT_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active only' },
  { value: 'inactive', label: 'Inactive only' },
  { value: 'verified', label: 'Verified only' },
  { value: 'unverified', label: 'Unverified only' },
] as const;

export type AccountFilter = (typeof ACCOUNT_FILTERS)[number]['value'];

const keeps: Record<AccountFilter, (account: ManagedAccount) => boolean> = {
  all: () => true,
  active: (account) => account.isActive,
  inactive: (account) => !account.isActive,
  verified: (account) => account.isVerified,
  unverified: (account) => !account.isVerified,
};

/** The name the admin pages show: the display name, else first and last name. */
export function accountName(account: Pick<ManagedAccount, 'displayName' | 'firstName' | 'lastName'>): string {
  return account.displayName || `${account.firstName} ${account.lastName}`.trim();
}

function matchesSearch(account: ManagedAccount, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  const haystacks = [account.email, accountName(account), `${account.firstName} ${account.lastName}`];
  return haystacks.some((text) => text.toLowerCase().includes(needle));
}

/** Spec 2.16: search by name or email (any part, any letter case), then the chosen filter. */
export function filterAccounts<Account extends ManagedAccount>(accounts: readonly Account[], search: string, filter: AccountFilter): Account[] {
  return accounts.filter((account) => keeps[filter](account) && matchesSearch(account, search));
}

const NEW_ACCOUNT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec 2.16's four stat cards; "new in the last month" counts the accounts of the last 30 days. */
export function accountCounts(accounts: readonly ManagedAccount[], now: Date): { total: number; active: number; verified: number; newLastMonth: number } {
  const since = now.getTime() - NEW_ACCOUNT_DAYS * DAY_MS;
  return {
    total: accounts.length,
    active: accounts.filter((account) => account.isActive).length,
    verified: accounts.filter((account) => account.isVerified).length,
    newLastMonth: accounts.filter((account) => Date.parse(account.createdAt) >= since).length,
  };
}
