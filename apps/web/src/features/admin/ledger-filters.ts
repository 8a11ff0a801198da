import type { FieldErrors } from '../../components/form-errors';
import type { ListLedgerApiArg } from './admin.api.generated';

type Movement = NonNullable<ListLedgerApiArg['movement']>;
type Cause = NonNullable<ListLedgerApiArg['cause']>;

/** The ledger audit's filters as the page keeps them in its URL; '' for "any". */
export interface LedgerFilters {
  userId: string;
  movement: Movement | '';
  cause: Cause | '';
  /** UTC days, `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
}

export const LEDGER_MOVEMENTS: readonly { value: Movement; label: string }[] = [
  { value: 'CoinsCredited', label: 'Credited' },
  { value: 'CoinsReserved', label: 'Reserved' },
  { value: 'ReservationReleased', label: 'Released' },
  { value: 'ReservationTransferred', label: 'Transferred' },
  { value: 'TransferReceived', label: 'Transfer received' },
];

export const LEDGER_CAUSES: readonly { value: Cause; label: string }[] = [
  { value: 'coupon', label: 'Coupon' },
  { value: 'purchase', label: 'Purchase' },
  { value: 'bounty', label: 'Bounty' },
  { value: 'submission', label: 'Campaign request' },
];

const FIELDS = ['userId', 'movement', 'cause', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user id as the server takes it (a UUID); anything else it refuses with a 400. */
export const isUserId = (text: string) => UUID.test(text.trim());
export const USER_ID_INVALID = 'Enter a whole user id, as the entries show it';

function oneOf<Value extends string>(options: readonly { value: Value }[], value: string): Value | '' {
  return options.find((option) => option.value === value)?.value ?? '';
}

/** The problems that keep filters from being applied: the server would refuse them (400). */
export function validateLedgerFilters(filters: LedgerFilters): FieldErrors<LedgerFilters> {
  return {
    userId: filters.userId.trim() && !isUserId(filters.userId) ? USER_ID_INVALID : undefined,
    to: filters.from && filters.to && filters.from > filters.to ? 'The last day comes before the first' : undefined,
  };
}

/** The filters in a URL; anything the server would refuse is left out, so a hand-edited URL still shows a page. */
export function readLedgerFilters(params: URLSearchParams): LedgerFilters {
  const read = (name: string) => params.get(name)?.trim() ?? '';
  const day = (name: string) => (DAY.test(read(name)) ? read(name) : '');
  const filters: LedgerFilters = {
    userId: isUserId(read('userId')) ? read('userId') : '',
    movement: oneOf(LEDGER_MOVEMENTS, read('movement')),
    cause: oneOf(LEDGER_CAUSES, read('cause')),
    from: day('from'),
    to: day('to'),
  };
  return validateLedgerFilters(filters).to ? { ...filters, to: '' } : filters;
}

/** The filters that are set, as a query: the page's URL, the listing's arguments and the export's. */
export function ledgerFilterParams(filters: LedgerFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FIELDS) if (filters[field].trim() !== '') params.set(field, filters[field].trim());
  return params;
}

/** GET /api/admin/ledger's filter arguments (a day alone is its whole UTC day on the server). */
export function ledgerQueryOf(filters: LedgerFilters): Omit<ListLedgerApiArg, 'cursor' | 'limit'> {
  return {
    ...(filters.userId && { userId: filters.userId }),
    ...(filters.movement && { movement: filters.movement }),
    ...(filters.cause && { cause: filters.cause }),
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
  };
}

/** The CSV download of the entries these filters select (a link, not a fetch: the browser saves the file). */
export function ledgerExportHref(filters: LedgerFilters): string {
  const query = ledgerFilterParams(filters).toString();
  return `/api/admin/ledger/export${query ? `?${query}` : ''}`;
}
