import { Inject, Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { EventStore } from '#eventstore';
import { EVENT_STORE } from '#platform';

/** Every series name starts with this. */
export const METRIC_PREFIX = 'vibematch_';

/**
 * The app's Prometheus registry and its series (docs/decisions/0022-metrics.md). One registry per
 * app, not prom-client's global one, so that several apps in one process (tests) keep apart.
 * Counters move as things happen; the gauges of the log and the queues are set at each scrape.
 */
@Injectable()
export class AppMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: `${METRIC_PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'Time from a request to its answer, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [this.registry],
  });

  readonly eventsAppended = new Counter({
    name: `${METRIC_PREFIX}events_appended_total`,
    help: 'Events this process handed to the event store to append (an idempotent repeat counts again)',
    registers: [this.registry],
  });

  readonly headPosition = new Gauge({
    name: `${METRIC_PREFIX}eventstore_head_position`,
    help: 'The prepare part of the newest readable event\'s log position (PostgreSQL: its global sequence number); -1 for an empty log',
    registers: [this.registry],
  });

  readonly checkpointPosition = new Gauge({
    name: `${METRIC_PREFIX}projection_checkpoint_position`,
    help: 'The prepare part of the log position a projection has applied up to; -1 before its first event',
    labelNames: ['projection'] as const,
    registers: [this.registry],
  });

  readonly projectionLag = new Gauge({
    name: `${METRIC_PREFIX}projection_lag_events`,
    help: 'Events of the types a projection reads that the log holds after its checkpoint (counted up to 10000)',
    labelNames: ['projection'] as const,
    registers: [this.registry],
  });

  readonly processManagerPosition = new Gauge({
    name: `${METRIC_PREFIX}process_manager_checkpoint_position`,
    help: 'The prepare part of the log position a process manager has handled up to; -1 before its first event',
    labelNames: ['process_manager'] as const,
    registers: [this.registry],
  });

  readonly processManagerLag = new Gauge({
    name: `${METRIC_PREFIX}process_manager_lag_events`,
    help: 'Events of the types a process manager reads that the log holds after its checkpoint (counted up to 10000)',
    labelNames: ['process_manager'] as const,
    registers: [this.registry],
  });

  readonly queueJobs = new Gauge({
    name: `${METRIC_PREFIX}queue_jobs`,
    help: 'Jobs of a BullMQ queue in a state (waiting, delayed, active, failed)',
    labelNames: ['queue', 'state'] as const,
    registers: [this.registry],
  });

  readonly coinsInFlight = new Gauge({
    name: `${METRIC_PREFIX}ledger_coins_in_flight`,
    help: 'VibeCoins paid out of a reservation and not yet received by the payee (the wallet balances read model); should come back to 0',
    registers: [this.registry],
  });

  readonly coinsCredited = new Gauge({
    name: `${METRIC_PREFIX}ledger_coins_credited`,
    help: 'VibeCoins that ever came in (coupons and purchases): every wallet total plus the coins in flight add up to it',
    registers: [this.registry],
  });

  constructor(@Inject(EVENT_STORE) store: EventStore) {
    collectDefaultMetrics({ register: this.registry, prefix: METRIC_PREFIX });
    store.onAppended?.((appended) => this.eventsAppended.inc(appended?.eventCount ?? 0));
  }
}
