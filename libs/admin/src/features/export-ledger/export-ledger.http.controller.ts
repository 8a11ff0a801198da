import { Readable } from 'node:stream';
import { Controller, Get, Inject, Query, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { type Clock, CLOCK, ErrorBody } from '#platform';
import { AdminGuard } from '../../application/admin.guard.js';
import { ledgerFiltersOf, LedgerFiltersQuery } from '../../application/ledger-filters.js';
import { LedgerQuery } from '../../read-models/ledger/ledger.query.js';
import { ledgerCsv } from './ledger-csv.js';

/** `vibematch-ledger-20260305T101500Z.csv`: when it was taken, in a name every system accepts. */
const fileNameAt = (now: Date): string => `vibematch-ledger-${now.toISOString().replace(/[-:]|\.\d+/g, '')}.csv`;

@ApiTags('admin')
@Controller('admin/ledger')
export class ExportLedgerController {
  constructor(
    private readonly ledger: LedgerQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('export')
  @UseGuards(AdminGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'The ledger entries of the listing’s filters, all of them, newest first, as a CSV file (cells neutralised against spreadsheet formulas)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'A CSV file with a header row', schema: { type: 'string' } })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody })
  export(@Query() query: LedgerFiltersQuery): StreamableFile {
    const csv = Readable.from(ledgerCsv(this.ledger.all(ledgerFiltersOf(query))));
    return new StreamableFile(csv, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileNameAt(this.clock.now())}"` });
  }
}
