/**
 * Rate limits (docs/security.md): fixed windows counted in memory, or in Redis when REDIS_URL is
 * set so that every API process counts together. A route lists its limits, each with its own key
 * (the client's address, the account, the device...), the per-address limit first:
 *
 *   preHandler: app.limits([
 *     { name: 'reset', rule: limits.passwordReset, key: byAddress },
 *     { name: 'reset-account', rule: limits.passwordResetPerAccount, key: byEmail },
 *   ])
 *
 * It runs after validation (preHandler), so a key may use the body; requests refused as invalid
 * are not counted. The limits are counted in order and the first one exceeded answers 429: a
 * refused request is taken back from the limits already counted and never reaches the next ones,
 * so a flood from one address, once refused, creates no per-account or per-device key and uses up
 * nobody's budget. Every answer of a limited route says where the client stands (`RateLimit-*`).
 *
 * A limit on failures (sign-in) says which answers count (`counts`) and which clear the key
 * (`clears`): the request is counted first, so that parallel attempts cannot pass together, and
 * once answered a request that does not count is taken back (`refund`) or its key cleared.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { isIPv6 } from 'node:net';
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

interface Window {
  key: string;
  count: number;
  resetAt: number;
}

/** The windows of one length, in the order they opened: their expiry order. */
interface Lane {
  order: Window[];
  /** Index of the first window of `order` not yet dropped. */
  head: number;
}

/**
 * Counters in this process, at most `maxKeys` windows whatever the traffic. The windows of one
 * length share a lane, a queue in opening order, which is their expiry order: ended windows are
 * dropped from the heads, and at the bound the window closest to its end is evicted. No call scans
 * the store. (A queue beside the Map rather than the Map's own order: V8 leaves a deleted entry's
 * slot in place until it rehashes, so reading a Map's first entry after many deletions at its head
 * walks over them all.)
 */
export function memoryCounterStore({
  maxKeys = 100_000,
  // The wall clock, as Redis's expiry (and tests that move it); a step back only delays a drop.
  now = () => Date.now(),
}: { maxKeys?: number; now?: () => number } = {}): CounterStore {
  const windows = new Map<string, Window>();
  const lanes = new Map<number, Lane>();
  // A window forgotten before its end (taken back to zero, cleared, evicted) stays in its lane
  // until it reaches the head: skipped then.
  const isLive = (window: Window) => windows.get(window.key) === window;
  /** The lane's first window still in the store, forgotten ones skipped; ended ones dropped. */
  const headOf = (lane: Lane, at: number): Window | null => {
    while (lane.head < lane.order.length) {
      const window = lane.order[lane.head]!;
      if (isLive(window) && window.resetAt > at) {
        return window;
      }
      if (isLive(window)) {
        windows.delete(window.key);
      }
      lane.head += 1;
    }
    return null;
  };
  /** Keeps a lane's queue within a constant factor of the store: amortised O(1) per window. */
  const compact = (lane: Lane) => {
    const pending = lane.order.length - lane.head;
    if (lane.head > 1024 && lane.head > pending) {
      lane.order = lane.order.slice(lane.head);
      lane.head = 0;
    } else if (pending > 2 * windows.size + 1024) {
      lane.order = lane.order.slice(lane.head).filter(isLive);
      lane.head = 0;
    }
  };
  /** Makes room for one window: ended ones first, else the one closest to its end. */
  const makeRoom = (at: number) => {
    let oldest: Window | null = null;
    for (const lane of lanes.values()) {
      const head = headOf(lane, at);
      if (head && (!oldest || head.resetAt < oldest.resetAt)) {
        oldest = head;
      }
    }
    if (oldest && windows.size >= maxKeys) {
      windows.delete(oldest.key);
    }
  };
  return {
    async hit(key, windowMs) {
      const at = now();
      let lane = lanes.get(windowMs);
      if (!lane) {
        lane = { order: [], head: 0 };
        lanes.set(windowMs, lane);
      }
      headOf(lane, at);
      let window = windows.get(key);
      if (window && window.resetAt <= at) {
        windows.delete(key);
        window = undefined;
      }
      if (!window) {
        if (windows.size >= maxKeys) {
          makeRoom(at);
        }
        window = { key, count: 0, resetAt: at + windowMs };
        windows.set(key, window);
        lane.order.push(window);
        compact(lane);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - at };
    },
    async refund(key) {
      const window = windows.get(key);
      if (window && window.resetAt > now() && window.count > 0) {
        window.count -= 1;
        // A window back to zero holds nothing: forgetting it keeps refused floods keyless.
        if (window.count === 0) {
          windows.delete(key);
        }
      }
    },
    async clear(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
      lanes.clear();
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
  /** Takes a request's hits back: it was refused, or the store failed half-way. */
  const takeBack = async (request: FastifyRequest, keys: readonly string[]) => {
    try {
      await Promise.all(keys.map((key) => store.refund(key)));
    } catch (error) {
      request.log.warn({ err: error }, 'rate limit hits not taken back');
    }
  };
  app.decorate('limits', (limits: readonly RateLimit[]) => {
    return async function rateLimited(request: FastifyRequest, reply: FastifyReply) {
      const counted: { key: string; limit: RateLimit }[] = [];
      // The limit closest to refusing, told to the client in RateLimit-* headers.
      let closest: { max: number; remaining: number; resetInMs: number } | null = null;
      for (const limit of limits) {
        const key = limit.key(request);
        if (key === null) {
          continue;
        }
        const max = limit.rule.max * config.rateLimitScale;
        const storeKey = `${limit.name}:${key}`;
        let hit: { count: number; resetInMs: number };
        try {
          hit = await store.hit(storeKey, limit.rule.windowMs);
        } catch (error) {
          await takeBack(
            request,
            counted.map((item) => item.key),
          );
          throw error;
        }
        if (hit.count > max) {
          // Counted nowhere: neither here nor in the limits before, and the next are not reached.
          await takeBack(request, [storeKey, ...counted.map((item) => item.key)]);
          const retryAfter = Math.max(1, Math.ceil(hit.resetInMs / 1000));
          setRateLimitHeaders(reply, max, 0, retryAfter);
          throw new TooManyRequestsError(retryAfter);
        }
        counted.push({ key: storeKey, limit });
        const remaining = max - hit.count;
        if (!closest || remaining < closest.remaining) {
          closest = { max, remaining, resetInMs: hit.resetInMs };
        }
      }
      if (closest) {
        setRateLimitHeaders(
          reply,
          closest.max,
          closest.remaining,
          Math.max(1, Math.ceil(closest.resetInMs / 1000)),
        );
      }
      const settled = counted.filter(({ limit }) => limit.counts || limit.clears);
      if (settled.length > 0) {
        unsettled.set(request, settled);
      }
    };
  });
}

/** The IETF draft's fields (draft-ietf-httpapi-ratelimit-headers), the reset in seconds. */
function setRateLimitHeaders(
  reply: FastifyReply,
  limit: number,
  remaining: number,
  resetSeconds: number,
) {
  reply.header('ratelimit-limit', String(limit));
  reply.header('ratelimit-remaining', String(remaining));
  reply.header('ratelimit-reset', String(resetSeconds));
}

/**
 * The client's address, as TRUST_PROXY allows (never a client-chosen X-Forwarded-For entry). An
 * IPv6 address counts by its /64: one subscriber or site gets a whole /64, and counting each of
 * its 2^64 addresses apart would let one machine open a fresh budget with every request.
 */
export const byAddress = (request: FastifyRequest): string => addressKey(request.ip);

export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) {
    return address;
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) {
    return mapped[1]!;
  }
  // Eight groups of 16 bits: an embedded IPv4 address makes two, '::' the missing zeros.
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) {
            return [parseInt(group, 16)];
          }
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const [head = '', tail] = address.split('::');
  const headGroups = groupsOf(head);
  const tailGroups = groupsOf(tail ?? '');
  const zeros = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<number>(zeros).fill(0), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The account named by the body's `email`, normalised as accounts are stored. */
export const byEmail = (request: FastifyRequest): string | null => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? normaliseEmail(email) : null;
};
