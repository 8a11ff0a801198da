import { describe, expect, it } from '@jest/globals';
import { type ManagedAccount, accountCounts, accountName, filterAccounts } from './account-filters';

const account = (overrides: Partial<ManagedAccount>): ManagedAccount => ({
  email: 'someone@example.test',
  firstName: 'Some',
  lastName: 'One',
  displayName: null,
  isActive: true,
  isVerified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const ada = account({ email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace', displayName: 'Analytical Ada', isVerified: true });
const ben = account({ email: 'ben@records.test', firstName: 'Ben', lastName: 'Okri', isActive: false });
const cleo = account({ email: 'cleo@example.test', firstName: 'Cleo', lastName: 'Laine', isActive: false, isVerified: true });
const all = [ada, ben, cleo];

describe('filterAccounts', () => {
  it('keeps everyone with no search and the filter "all"', () => {
    expect(filterAccounts(all, '', 'all')).toEqual(all);
    expect(filterAccounts(all, '   ', 'all')).toEqual(all);
  });

  it('applies each of the five filters', () => {
    expect(filterAccounts(all, '', 'active')).toEqual([ada]);
    expect(filterAccounts(all, '', 'inactive')).toEqual([ben, cleo]);
    expect(filterAccounts(all, '', 'verified')).toEqual([ada, cleo]);
    expect(filterAccounts(all, '', 'unverified')).toEqual([ben]);
  });

  it('searches the display name, the first and last name and the email, in any letter case', () => {
    expect(filterAccounts(all, 'analytical', 'all')).toEqual([ada]);
    expect(filterAccounts(all, 'ADA LOVE', 'all')).toEqual([ada]);
    expect(filterAccounts(all, 'okri', 'all')).toEqual([ben]);
    expect(filterAccounts(all, '@records', 'all')).toEqual([ben]);
    expect(filterAccounts(all, 'nobody', 'all')).toEqual([]);
  });

  it('combines the search with the filter', () => {
    expect(filterAccounts(all, 'example.test', 'inactive')).toEqual([cleo]);
  });
});

describe('accountName', () => {
  it('is the display name, else the first and last name', () => {
    expect(accountName(ada)).toBe('Analytical Ada');
    expect(accountName(ben)).toBe('Ben Okri');
    expect(accountName({ ...ben, displayName: '' })).toBe('Ben Okri');
  });
});

describe('accountCounts', () => {
  it('counts everyone, the active, the verified and the accounts of the last 30 days', () => {
    const now = new Date('2026-03-31T12:00:00.000Z');
    const accounts = [
      { ...ada, createdAt: '2026-03-30T00:00:00.000Z' },
      { ...ben, createdAt: '2026-03-01T12:00:00.000Z' },
      { ...cleo, createdAt: '2026-03-01T11:59:59.999Z' },
    ];
    expect(accountCounts(accounts, now)).toEqual({ total: 3, active: 1, verified: 2, newLastMonth: 2 });
    expect(accountCounts([], now)).toEqual({ total: 0, active: 0, verified: 0, newLastMonth: 0 });
  });
});
