import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './app-metrics.js';

/** The label of a request no route matched (a 404): never its raw URL, which may hold anything. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts and times every answer by its route's pattern (`/api/songs/:id`, never the URL with its
 * ids) and status class (`2xx`), so that the series stay few whatever the traffic.
 */
export function recordHttpMetrics(fastify: FastifyInstance, metrics: AppMetrics): void {
  fastify.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
