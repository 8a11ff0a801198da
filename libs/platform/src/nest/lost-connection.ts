import { ClientClosedError, ClientOfflineError, ConnectionTimeoutError, SocketClosedUnexpectedlyError } from 'redis';

/**
 * Whether an error means a backing service (PostgreSQL, Redis) went away under the request, as in
 * a restart, rather than that the request or our code was wrong. Such a request may succeed when
 * tried again, so it answers 503, not 500. The causes are followed: MikroORM and Fastify wrap them.
 */
export function isLostConnection(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > MAX_CAUSES) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (LOST_SQLSTATE.test(code) || SOCKET_CODES.has(code))) return true;
  if (LOST_MESSAGE.test(error.message) || REDIS_LOST.some((type) => error instanceof type)) return true;
  return isLostConnection(error.cause, depth + 1);
}

const MAX_CAUSES = 4;
/** SQLSTATE class 08 (connection exception); 57P01-57P03: the server is shutting down, crashed or is starting. */
const LOST_SQLSTATE = /^(08...|57P0[1-3])$/;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** node-postgres says so in words only, with no code. */
const LOST_MESSAGE = /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;
/** node-redis's errors while its socket is down. */
const REDIS_LOST = [ClientClosedError, ClientOfflineError, SocketClosedUnexpectedlyError, ConnectionTimeoutError];
