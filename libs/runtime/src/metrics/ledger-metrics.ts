import { Injectable } from '@nestjs/common';
import { Balances } from '#wallet';
import { AppMetrics } from './app-metrics.js';

/** The ledger's coins credited and in flight, read at scrape time from the wallet's published query. */
@Injectable()
export class LedgerMetrics {
  constructor(
    private readonly metrics: AppMetrics,
    private readonly balances: Balances,
  ) {}

  async refresh(): Promise<void> {
    const { credited, inFlight } = await this.balances.ledger();
    this.metrics.coinsCredited.set(credited);
    this.metrics.coinsInFlight.set(inFlight);
  }
}
