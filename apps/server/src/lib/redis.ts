import { Redis } from 'ioredis';

/**
 * The Redis client when REDIS_URL is set (shared limits: stream caps and rate limits). Commands fail fast rather
 * than queue while Redis is away, so a request gets an error, not a hang; the client reconnects by itself.
 */
export function openRedis(url: string): Redis {
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    connectTimeout: 2_000,
    lazyConnect: false,
  });
  // Connection errors are retried by the client; a command that fails reports its own error.
  client.on('error', () => {});
  return client;
}

export type { Redis };
