import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type AppConfig, APP_CONFIG } from '#platform';
import { AppMetrics } from './app-metrics.js';
import { LedgerMetrics } from './ledger-metrics.js';
import { LogMetrics } from './log-metrics.js';
import { QueueMetrics } from './queue-metrics.js';

export const METRICS_PATH = '/metrics';

/**
 * `GET /metrics` in Prometheus's text format on a port of its own (METRICS_PORT, on METRICS_HOST,
 * loopback by default), never on the public port: an operator's scraper reaches it, the internet
 * does not (docs/decisions/0022-metrics.md). Off unless METRICS_PORT is set.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: AppMetrics,
    private readonly log: LogMetrics,
    private readonly queues: QueueMetrics,
    private readonly ledger: LedgerMetrics,
  ) {}

  /** Where it listens; null when off. */
  get port(): number | null {
    return (this.server?.address() as AddressInfo | null)?.port ?? null;
  }

  async onApplicationBootstrap(): Promise<void> {
    const settings = this.config.metrics;
    if (!settings) return;
    const server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(settings.port, settings.host, () => resolve());
    });
    this.server = server;
    this.logger.log(`Metrics on http://${settings.host}:${this.port}${METRICS_PATH}`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The series as they stand now: the log's and the queues' read at this moment. */
  async scrape(): Promise<string> {
    await Promise.all([this.log.refresh(), this.queues.refresh(), this.ledger.refresh()]);
    return this.metrics.registry.metrics();
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    try {
      const text = await this.scrape();
      response.writeHead(200, { 'content-type': this.metrics.registry.contentType }).end(text);
    } catch (error) {
      // The port is the operator's own: the reason helps them and tells the public nothing.
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`A scrape failed: ${reason}`);
      response.writeHead(500, { 'content-type': 'text/plain' }).end(`Metrics could not be read: ${reason}\n`);
    }
  }
}
