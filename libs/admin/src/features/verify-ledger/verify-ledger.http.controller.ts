import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CLOCK, type Clock, ErrorBody } from '#platform';
import { AdminGuard } from '../../application/admin.guard.js';
import { WalletHistory } from '../../application/wallet-history.js';
import { ADMIN_CONFIG, type AdminConfig } from '../../config/admin.config.js';
import { LedgerVerificationResponse } from '../../contracts/admin.responses.js';
import { LedgerAudit } from '../../domain/ledger-audit.js';

/** Judged from the wallet events in the store, never from a read model: a corrupted read model cannot hide a broken ledger, nor fake one. */
@ApiTags('admin')
@Controller('admin/ledger')
export class VerifyLedgerController {
  constructor(
    private readonly history: WalletHistory,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ADMIN_CONFIG) private readonly config: AdminConfig,
  ) {}

  @Get('verify')
  @UseGuards(AdminGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Replays every wallet event of the log and checks the ledger’s rules: conservation, nothing negative, reservations closed once, payouts received once and not stuck in flight past LEDGER_IN_FLIGHT_LIMIT' })
  @ApiOkResponse({ type: LedgerVerificationResponse })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody })
  async verify(): Promise<LedgerVerificationResponse> {
    const audit = new LedgerAudit();
    for await (const page of this.history.pages()) {
      for (const logged of page) audit.check(logged);
    }
    const verdict = audit.verdict({ now: this.clock.now(), inFlightLimitMs: this.config.ledgerInFlightLimitMs });
    return { ...verdict, violations: [...verdict.violations] };
  }
}
