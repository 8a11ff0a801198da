import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBody, SessionAuthGuard } from '#platform';
import { PaymentProvider } from '../../domain/payment-provider.port.js';
import { VibeCoinPackagesResponse } from '../../contracts/wallet.responses.js';
import { VIBECOIN_PACKAGES } from '../../domain/vibecoin-packages.js';

@ApiTags('wallet')
@Controller()
export class ListPackagesController {
  constructor(private readonly provider: PaymentProvider) {}

  @Get('vibecoins/packages')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({
    summary: 'The VibeCoin packages for sale, and whether purchases are in test mode',
  })
  @ApiOkResponse({ type: VibeCoinPackagesResponse })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  packages(): VibeCoinPackagesResponse {
    return {
      packages: VIBECOIN_PACKAGES.map((p) => ({ ...p })),
      provider: this.provider.name,
      testMode: this.provider.testMode,
    };
  }
}
