import { describe, expect, it } from '@jest/globals';
import { type LedgerFilters, ledgerExportHref, ledgerFilterParams, ledgerQueryOf, readLedgerFilters, validateLedgerFilters } from './ledger-filters';

const userId = '3f2b6c1e-8a4d-4e2f-9b1a-0c5d7e9f1a2b';
const none: LedgerFilters = { userId: '', movement: '', cause: '', from: '', to: '' };
const read = (query: string) => readLedgerFilters(new URLSearchParams(query));

describe('readLedgerFilters', () => {
  it('reads every filter from the URL', () => {
    expect(read(`userId=${userId}&movement=CoinsReserved&cause=bounty&from=2026-03-01&to=2026-03-31`)).toEqual({
      userId,
      movement: 'CoinsReserved',
      cause: 'bounty',
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('leaves out what the server would refuse: a malformed id, an unknown movement or cause, a day that is no day, a range backwards', () => {
    expect(read('userId=42&movement=Minted&cause=gift&from=yesterday&to=2026-3-1')).toEqual(none);
    expect(read('from=2026-03-31&to=2026-03-01')).toEqual({ ...none, from: '2026-03-31' });
  });
});

describe('validateLedgerFilters', () => {
  it('refuses a user id that is not one, and a last day before the first', () => {
    expect(validateLedgerFilters({ ...none, userId: 'ada', from: '2026-03-02', to: '2026-03-01' })).toEqual({
      userId: 'Enter a whole user id, as the entries show it',
      to: 'The last day comes before the first',
    });
  });

  it('takes no filter, one day, and a whole id', () => {
    expect(validateLedgerFilters(none)).toEqual({ userId: undefined, to: undefined });
    expect(validateLedgerFilters({ ...none, userId: ` ${userId.toUpperCase()} `, from: '2026-03-01', to: '2026-03-01' })).toEqual({ userId: undefined, to: undefined });
  });
});

describe('the query of the filters', () => {
  const filters: LedgerFilters = { userId, movement: 'CoinsCredited', cause: '', from: '2026-03-01', to: '' };

  it('sends only the filters that are set', () => {
    expect(ledgerQueryOf(filters)).toEqual({ userId, movement: 'CoinsCredited', from: '2026-03-01' });
    expect(ledgerQueryOf(none)).toEqual({});
  });

  it('keeps them in the URL and in the export link alike', () => {
    expect(ledgerFilterParams(filters).toString()).toBe(`userId=${userId}&movement=CoinsCredited&from=2026-03-01`);
    expect(ledgerExportHref(filters)).toBe(`/api/admin/ledger/export?userId=${userId}&movement=CoinsCredited&from=2026-03-01`);
    expect(ledgerExportHref(none)).toBe('/api/admin/ledger/export');
  });
});
