import { Controller, Headers, HttpCode, HttpStatus, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiExcludeController } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { type CommandContext, ErrorBody, RateLimit, ReadYourWrites, RequestContext } from '#platform';
import { WALLET_MOVEMENT_TYPES } from '../../domain/wallet.events.js';
import { CompleteStripeCheckoutCommand } from './complete-stripe-checkout.command.js';

export const STRIPE_WEBHOOK_ROUTE = 'vibecoins/stripe/webhook';

/** Stripe's calls, not the web client's: left out of the API document (the client is generated from it). */
@ApiExcludeController()
@Controller()
export class CompleteStripeCheckoutController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Post(STRIPE_WEBHOOK_ROUTE)
  @HttpCode(HttpStatus.OK)
  @RateLimit('paymentWebhook')
  @ApiBadRequestResponse({ type: ErrorBody })
  async receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
    @RequestContext() context: CommandContext,
  ): Promise<{ received: true }> {
    const rawBody = request.rawBody ?? Buffer.alloc(0);
    const position = await this.commands.execute(new CompleteStripeCheckoutCommand(rawBody, signature, context));
    await this.readYourWrites.waitForReaders(position, WALLET_MOVEMENT_TYPES);
    return { received: true };
  }
}
