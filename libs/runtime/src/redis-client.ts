import { Logger } from '@nestjs/common';
import { createClient, type RedisClientType } from 'redis';

/** The app's own Redis connection (sessions, throttles, health); BullMQ keeps connections of its own. */
/** `name` labels the connection in CLIENT LIST (operators, and tests that cut one app's connections). */
export async function connectRedis(url: string, name: string): Promise<RedisClientType> {
  const logger = new Logger('Redis');
  const client: RedisClientType = createClient({
    url,
    name,
    // Reconnect for ever with a capped back-off: a Redis blip must not take the API down.
    socket: { reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 3000), connectTimeout: 5000 },
  });
  client.on('error', (error: Error) => logger.warn(`Redis connection: ${error.message}`));
  await client.connect();
  return client;
}
