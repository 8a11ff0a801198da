import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BullBoardAdapter } from '@bull-board/fastify';
import { DiscoveryService } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { AdminAccess, ADMINS_ONLY } from '#admin';
import { AUTH_REQUIRED_MESSAGE } from '#platform';
import { registeredQueues } from '../../metrics/registered-queues.js';

/** Where admins see the BullMQ queues (bull-board's page, its assets and its JSON API). */
export const QUEUE_DASHBOARD_PATH = '/api/admin/queues';

/**
 * The admin API's rule for a page that is no Nest route: 401 JSON without a session, 403 JSON for
 * anyone but an active admin (read from the account's own stream by AdminAccess, as AdminGuard does).
 */
function adminsOnly(access: AdminAccess): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (!request.user) return reply.code(401).send({ message: AUTH_REQUIRED_MESSAGE });
    if (!(await access.isAdmin(request.user.id))) return reply.code(403).send({ message: ADMINS_ONLY });
  };
}

/**
 * bull-board at {@link QUEUE_DASHBOARD_PATH}, behind the session (mount it after the session hook). Read
 * only: every job of ours heals itself (deadlines are retried and swept, page visits retried),
 * and a dashboard that can empty a queue could lose page visits for good.
 */
export async function mountQueueDashboard(app: NestFastifyApplication): Promise<void> {
  const serverAdapter = new BullBoardAdapter().setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: registeredQueues(app.get(DiscoveryService)).map((queue) => new BullMQAdapter(queue, { readOnlyMode: true })),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'VibeMatch queues', hideDocsLink: true } },
  });
  const access = app.get(AdminAccess);
  // An encapsulated scope: the admin check guards the dashboard's routes and no others.
  await app.register(async (scope: FastifyInstance) => {
    scope.addHook('onRequest', adminsOnly(access));
    await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  });
}
