/**
 * Rate limits: in memory, or in Redis when REDIS_URL is set so that several
 * API instances count together. Routes opt in with `config: { rateLimit: limitBy(rule, key) }`.
 */
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config, RateLimitRule } from '../config';
import { TooManyRequestsError } from './errors';

export async function registerRateLimit(app: FastifyInstance, config: Config) {
  let redis: { quit(): Promise<unknown> } | undefined;
  if (config.redisUrl) {
    // Optional dependency: not installed by default. A variable keeps TypeScript from resolving it.
    const moduleName = 'ioredis';
    const ioredis = (await import(moduleName).catch(() => {
      throw new Error(
        'REDIS_URL is set but the ioredis package is missing: npm install -w @oxilio/api ioredis',
      );
    })) as { default: new (url: string, options: object) => { quit(): Promise<unknown> } };
    redis = new ioredis.default(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'oxilio-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  if (redis) {
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit();
    });
  }
}

/**
 * A per-route limit. It runs after validation (preHandler), so the key may use the body; requests
 * refused as invalid are not counted.
 */
export function limitBy(
  rule: RateLimitRule,
  key: (request: FastifyRequest) => string,
): RateLimitOptions {
  return {
    max: rule.max,
    timeWindow: rule.windowMs,
    hook: 'preHandler',
    keyGenerator: key,
  };
}
