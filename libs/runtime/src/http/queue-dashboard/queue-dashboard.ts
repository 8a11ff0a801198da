import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { DiscoveryService } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Queue } from 'bullmq';
import type { RequestHandler } from 'express';
import { AdminAccess, ADMINS_ONLY } from '#admin';
import { AUTH_REQUIRED_MESSAGE, type SessionUser } from '#platform';

/** Where admins see the BullMQ queues (bull-board's page, its assets and its JSON API). */
export const QUEUE_DASHBOARD_PATH = '/api/admin/queues';

/** Every BullMQ queue some module registered (BullModule.registerQueue), however many modules add. */
function registeredQueues(app: NestExpressApplication): Queue[] {
  const queues = app
    .get(DiscoveryService)
    .getProviders()
    .map((wrapper) => wrapper.instance as unknown)
    .filter((instance): instance is Queue => instance instanceof Queue);
  return [...new Map(queues.map((queue) => [queue.name, queue])).values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The admin API's rule for a page that is no Nest route: 401 JSON without a session, 403 JSON for
 * anyone but an active admin (read from the account's own stream by AdminAccess, as AdminGuard does).
 */
function adminsOnly(access: AdminAccess): RequestHandler {
  return (request, response, next) => {
    const user = request.isAuthenticated?.() ? (request.user as SessionUser | undefined) : undefined;
    if (!user) return void response.status(401).json({ message: AUTH_REQUIRED_MESSAGE });
    access.isAdmin(user.id).then(
      (admin) => (admin ? next() : void response.status(403).json({ message: ADMINS_ONLY })),
      // Express would answer its own HTML page; every answer of the API is JSON.
      () => void response.status(500).json({ message: 'Something went wrong on our side. Please try again.' }),
    );
  };
}

/**
 * bull-board at {@link QUEUE_DASHBOARD_PATH}, behind the session (mount it after passport). Read
 * only: every job of ours heals itself (deadlines are retried and swept, page visits retried),
 * and a dashboard that can empty a queue could lose page visits for good.
 */
export function mountQueueDashboard(app: NestExpressApplication): void {
  const serverAdapter = new ExpressAdapter().setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: registeredQueues(app).map((queue) => new BullMQAdapter(queue, { readOnlyMode: true })),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'VibeMatch queues', hideDocsLink: true } },
  });
  app.use(QUEUE_DASHBOARD_PATH, adminsOnly(app.get(AdminAccess)), serverAdapter.getRouter() as RequestHandler);
}
