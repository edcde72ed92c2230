import { Redis } from 'ioredis';

export type RedisEvents = { onDown: (error: Error) => void; onUp: () => void };

/**
 * The Redis client, set to fail fast while Redis is away instead of queueing commands (which
 * would hold every request until a timeout): no offline queue, one retry per command, and
 * reconnection every 0.2..2 s forever, so the app recovers by itself when Redis is back.
 * Its 'error' events are handled (unhandled, they end the process) and reported once per outage.
 */
export async function connectRedis(url: string, keyPrefix: string, events: RedisEvents): Promise<Redis> {
  const redis = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    events.onDown(error);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    events.onUp();
  });
  await redis.connect();
  return redis;
}
