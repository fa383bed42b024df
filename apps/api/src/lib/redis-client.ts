import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Redis answers in well under a millisecond; a command unanswered this long means the server is not there. */
const COMMAND_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 5000;

/**
 * A connected client for REDIS_URL, or an error naming the setting (never the URL: it may hold a password).
 * While Redis cannot be reached a command fails at once, or after a second when the server stopped answering,
 * instead of waiting in a queue: a request then gets an answer, not a hang. The client keeps reconnecting in
 * the background, and says once when Redis is lost and once when it is back.
 */
export async function connectRedis(url: string, logger: FastifyBaseLogger): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
  });
  let isLost = false;
  let lastError: Error | undefined;
  client.on('error', (error: Error) => {
    lastError = error;
    if (isLost) return;
    isLost = true;
    logger.error({ err: error }, 'Redis cannot be reached');
  });
  client.on('ready', () => {
    if (!isLost) return;
    isLost = false;
    logger.info('Redis reachable again');
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    // What the socket said (connection refused, unknown host) rather than "Connection is closed".
    const reason = lastError ?? (error as Error);
    throw new Error(`REDIS_URL: Redis cannot be reached (${reason.message})`, { cause: error });
  }
  return client;
}

/** Waits for the replies still due, then closes; a client that lost its server is just closed. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}
