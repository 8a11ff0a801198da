import { describe, expect, it } from '@jest/globals';
import { type EditableAccount, accountChanges, accountEditValuesOf, validateAccountEdit } from './account-edit-values';

const account: EditableAccount = {
  displayName: 'Night Owl',
  email: 'owl@example.test',
  firstName: 'Olive',
  lastName: 'Wood',
  location: null,
  isActive: true,
  isVerified: false,
};

describe('accountEditValuesOf', () => {
  it('fills the form with the account, absent texts empty', () => {
    expect(accountEditValuesOf(account)).toEqual({ ...account, location: '' });
  });
});

describe('accountChanges', () => {
  it('is empty when nothing changed, spaces around a value included', () => {
    expect(accountChanges(account, { ...accountEditValuesOf(account), email: ' owl@example.test ' })).toEqual({});
  });

  it('sends only the changed fields, trimmed', () => {
    const values = { ...accountEditValuesOf(account), firstName: ' Olivia ', location: 'Leeds', isActive: false, isVerified: true };
    expect(accountChanges(account, values)).toEqual({ firstName: 'Olivia', location: 'Leeds', isActive: false, isVerified: true });
  });

  it('clears an emptied location with null, and sends no display name to an account that has none', () => {
    expect(accountChanges({ ...account, location: 'Leeds' }, { ...accountEditValuesOf(account), location: '' })).toEqual({ location: null });
    const nameless = { ...account, displayName: null };
    expect(accountChanges(nameless, { ...accountEditValuesOf(nameless), displayName: ' ' })).toEqual({});
    expect(accountChanges(nameless, { ...accountEditValuesOf(nameless), displayName: 'Owl Songs' })).toEqual({ displayName: 'Owl Songs' });
  });
});

describe('validateAccountEdit', () => {
  it('requires the email, both names and, once there is one, the display name', () => {
    expect(validateAccountEdit(account, { ...accountEditValuesOf(account), displayName: ' ', email: ' ', firstName: '', lastName: '\t' })).toEqual({
      displayName: 'Display name is required',
      email: 'Email is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it("refuses what the API's bounds refuse: a display name of 1 or 101 characters, an email of 255, names and a location over 100", () => {
    const values = accountEditValuesOf(account);
    const email = `${'e'.repeat(243)}@example.com`;
    expect(validateAccountEdit(account, { ...values, displayName: 'N', email, firstName: 'f'.repeat(101), lastName: 'l'.repeat(101), location: 'x'.repeat(101) })).toEqual({
      displayName: 'Display name must be at least 2 characters',
      email: 'Email must be at most 254 characters',
      firstName: 'First name must be at most 100 characters',
      lastName: 'Last name must be at most 100 characters',
      location: 'Location must be at most 100 characters',
    });
    const nameless = { ...account, displayName: null };
    expect(validateAccountEdit(nameless, { ...accountEditValuesOf(nameless), displayName: 'd'.repeat(101) }).displayName).toBe('Display name must be at most 100 characters');
    const atTheBounds = { ...values, displayName: 'No', email: `${'e'.repeat(242)}@example.com`, firstName: 'f'.repeat(100), lastName: 'l'.repeat(100), location: ` ${'x'.repeat(100)} ` };
    expect(validateAccountEdit(account, atTheBounds)).toEqual({});
  });

  it('passes a complete account, and one that never had a display name', () => {
    const valid = { displayName: undefined, email: undefined, firstName: undefined, lastName: undefined };
    expect(validateAccountEdit(account, accountEditValuesOf(account))).toEqual(valid);
    const nameless = { ...account, displayName: null };
    expect(validateAccountEdit(nameless, accountEditValuesOf(nameless))).toEqual(valid);
  });
});
