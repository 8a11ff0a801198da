import { csvRecord } from '#platform';
import type { LedgerEntryResponse } from '../../contracts/admin.responses.js';

/** The export's columns: every field of an entry, named as the API names it. */
const COLUMNS = [
  'position',
  'eventId',
  'occurredAt',
  'userId',
  'userName',
  'movement',
  'amount',
  'cause',
  'releaseReason',
  'movementId',
  'couponCode',
  'purchaseId',
  'bountyId',
  'campaignId',
  'submissionId',
  'songId',
  'playlistId',
  'counterpartyId',
  'totalAfter',
  'reservedAfter',
  'availableAfter',
] as const satisfies readonly (keyof LedgerEntryResponse)[];

/** The entries as CSV records, a header first; every cell neutralised against spreadsheet formulas. */
export async function* ledgerCsv(entries: AsyncIterable<LedgerEntryResponse>): AsyncGenerator<string> {
  yield csvRecord(COLUMNS);
  for await (const entry of entries) yield csvRecord(COLUMNS.map((column) => entry[column]));
}
