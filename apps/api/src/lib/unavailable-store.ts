import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { UnavailableError } from './http-error.ts';

/** How long a client is told to wait when the counters cannot be read: Redis reconnects within seconds. */
export const STORE_RETRY_AFTER_S = 10;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type StoreMethod = (key: string, callback: Callback, timeWindow: number, max: number) => void;
type AnyStore = FastifyRateLimitStore & { read?: StoreMethod };

const unavailable = () =>
  new UnavailableError('The attempt counters cannot be read right now; try again shortly', STORE_RETRY_AFTER_S);

/** One store call whose failure is the service's absence (503), never the request's fault or a free attempt. */
function guarded(method: StoreMethod | undefined, store: AnyStore): StoreMethod | undefined {
  if (!method) return undefined;
  return (key, callback, timeWindow, max) => {
    try {
      method.call(
        store,
        key,
        (error, result) => (error ? callback(unavailable()) : callback(null, result)),
        timeWindow,
        max,
      );
    } catch {
      callback(unavailable());
    }
  };
}

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo?: { url?: string } };

/**
 * A limit made in code (`createRateLimit`: per account, per draft) has no route: its keys go under `keyed`
 * rather than the stores' `undefinedundefined-`, apart from every route's.
 */
function withRoute(options: ChildOptions): ChildOptions {
  return options.routeInfo?.url ? options : ({ ...options, routeInfo: { method: '', url: 'keyed' } } as ChildOptions);
}

/** A store whose every failure (Redis or the database away) answers 503 with `Retry-After`. */
function wrap(inner: AnyStore): FastifyRateLimitStore {
  const store = {
    incr: guarded(inner.incr as StoreMethod, inner)!,
    read: guarded(inner.read, inner),
    child: (options: ChildOptions) => wrap(inner.child(withRoute(options)) as AnyStore),
  };
  return store as FastifyRateLimitStore;
}

export function unavailableAsService(Store: FastifyRateLimitStoreCtor): FastifyRateLimitStoreCtor {
  return class GuardedStore {
    constructor(options: FastifyRateLimitOptions) {
      return wrap(new Store(options) as AnyStore);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

type RedisStoreCtor = new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => AnyStore;

/** @fastify/rate-limit's own Redis store (its Lua scripts), built on the client given, under `nameSpace`. */
export function redisStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as RedisStoreCtor;
  return class {
    constructor(options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      return new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
