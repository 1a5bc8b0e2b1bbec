/**
 * Rate limits (docs/security.md): fixed windows counted in memory, or in Redis when REDIS_URL is
 * set so that every API process counts together. A route lists its limits, each with its own key
 * (the client's address, the account, the device...):
 *
 *   preHandler: app.limits([
 *     { name: 'reset', rule: limits.passwordReset, key: byAddress },
 *     { name: 'reset-account', rule: limits.passwordResetPerAccount, key: byEmail },
 *   ])
 *
 * It runs after validation (preHandler), so a key may use the body; requests refused as invalid
 * are not counted. Every limit of a request is counted, then the first one exceeded answers 429.
 *
 * A limit on failures (sign-in) says which answers count (`counts`) and which clear the key
 * (`clears`): the request is counted first, so that parallel attempts cannot pass together, and
 * once answered a request that does not count is taken back (`refund`) or its key cleared.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import Redis from 'ioredis';
import type { Config, RateLimitRule } from '../config';
import { normaliseEmail } from '../mail/addresses';
import { TooManyRequestsError } from './errors';

export interface RateLimit {
  /** Distinguishes the counters of different limits that share a key. */
  name: string;
  rule: RateLimitRule;
  /** The counter's key for this request; null: this limit does not apply to it. */
  key: (request: FastifyRequest) => string | null;
  /**
   * Whether a request answered with this status counts (default: every request counts). One that
   * does not is taken back once answered: a sign-in limit counts wrong passwords only.
   */
  counts?: (statusCode: number) => boolean;
  /** Whether an answer with this status clears the key's count (a success clears the failures). */
  clears?: (statusCode: number) => boolean;
}

/** Counts hits per key in fixed windows. */
export interface CounterStore {
  /** Counts one hit; returns the count in the current window and the ms until it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes one hit back from the key's current window (never below zero, never a new window). */
  refund(key: string): Promise<void>;
  /** Forgets the key's window: its count starts again from zero. */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryCounterStore(): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const maxKeys = 100_000;
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size >= maxKeys) {
          for (const [stale, { resetAt }] of windows) {
            if (resetAt <= now) {
              windows.delete(stale);
            }
          }
        }
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async refund(key) {
      const window = windows.get(key);
      if (window && window.resetAt > Date.now() && window.count > 0) {
        window.count -= 1;
      }
    },
    async clear(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

/** Counters shared by every process through Redis: one round trip per hit. */
export function redisCounterStore(url: string): CounterStore {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    keyPrefix: 'oxilio:rate:',
  });
  return {
    async hit(key, windowMs) {
      // The first hit of a window creates the key with its expiry; the others only count.
      const results = await redis
        .multi()
        .set(key, 0, 'PX', windowMs, 'NX')
        .incr(key)
        .pttl(key)
        .exec();
      const count = Number(results?.[1]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async refund(key) {
      // Only a live window, never below zero: a refund never creates a key without an expiry.
      await redis.eval(
        "if (tonumber(redis.call('GET', KEYS[1]) or '0') > 0) then redis.call('DECR', KEYS[1]) end",
        1,
        key,
      );
    },
    async clear(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that counts the request against each limit and answers 429 over one. */
    limits(limits: readonly RateLimit[]): preHandlerAsyncHookHandler;
  }
}

export async function registerRateLimits(app: FastifyInstance, config: Config) {
  const store = config.redisUrl ? redisCounterStore(config.redisUrl) : memoryCounterStore();
  app.addHook('onClose', () => store.close());
  // The counts a request's answer settles (limits with `counts` or `clears`), until it is sent.
  const unsettled = new WeakMap<FastifyRequest, { key: string; limit: RateLimit }[]>();
  app.addHook('onSend', async (request, reply, payload) => {
    const counted = unsettled.get(request);
    if (counted) {
      unsettled.delete(request);
      for (const { key, limit } of counted) {
        try {
          if (limit.clears?.(reply.statusCode)) {
            await store.clear(key);
          } else if (limit.counts && !limit.counts(reply.statusCode)) {
            await store.refund(key);
          }
        } catch (error) {
          // The answer stands; the count stays as it was (never lower than the truth).
          request.log.warn({ err: error, limit: limit.name }, 'rate limit not settled');
        }
      }
    }
    return payload;
  });
  app.decorate('limits', (limits: readonly RateLimit[]) => {
    return async function rateLimited(request: FastifyRequest) {
      let exceeded: number | null = null;
      for (const limit of limits) {
        const key = limit.key(request);
        if (key === null) {
          continue;
        }
        const max = limit.rule.max * config.rateLimitScale;
        const storeKey = `${limit.name}:${key}`;
        const { count, resetInMs } = await store.hit(storeKey, limit.rule.windowMs);
        if (limit.counts || limit.clears) {
          const counted = unsettled.get(request) ?? [];
          counted.push({ key: storeKey, limit });
          unsettled.set(request, counted);
        }
        if (count > max) {
          exceeded = Math.max(exceeded ?? 0, resetInMs);
        }
      }
      if (exceeded !== null) {
        throw new TooManyRequestsError(Math.max(1, Math.ceil(exceeded / 1000)));
      }
    };
  });
}

/** The client's address, as TRUST_PROXY allows (never a client-chosen X-Forwarded-For entry). */
export const byAddress = (request: FastifyRequest): string => request.ip;

/** The account named by the body's `email`, normalised as accounts are stored. */
export const byEmail = (request: FastifyRequest): string | null => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? normaliseEmail(email) : null;
};
