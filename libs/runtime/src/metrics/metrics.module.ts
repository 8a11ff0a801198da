import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AppMetrics } from './app-metrics.js';
import { LedgerMetrics } from './ledger-metrics.js';
import { LogMetrics } from './log-metrics.js';
import { MetricsServer } from './metrics.server.js';
import { QueueMetrics } from './queue-metrics.js';

/** The app's Prometheus metrics and their server of its own (off unless METRICS_PORT is set). */
@Module({
  imports: [DiscoveryModule],
  providers: [AppMetrics, LogMetrics, QueueMetrics, LedgerMetrics, MetricsServer],
  exports: [AppMetrics, MetricsServer],
})
export class MetricsModule {}
