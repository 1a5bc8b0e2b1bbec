/**
 * Idempotency-Key for the offline session player (docs/decisions/api-sessions.md): the first
 * successful answer to a write is stored with the key, per user, in the same transaction as the
 * write; a resend with the same key and the same request answers it again without writing; the
 * same key with another request is refused (400, the header named).
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { idempotencyKeys } from '../../db/schema';
import { ValidationFailedError } from '../../http/errors';

export interface StoredAnswer<T> {
  status: number;
  body: T;
  /** True when this is the answer to an earlier request with the same key. */
  replayed: boolean;
}

/** A stable digest of what the request asks (method, target, body with sorted keys). */
export function requestHash(method: string, target: string, body: unknown): string {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value as Record<string, unknown>)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : value;
  return createHash('sha256')
    .update(JSON.stringify([method.toUpperCase(), target.toLowerCase(), canonical(body)]))
    .digest('hex');
}

/** The stored answer for this key, or null; throws when the key was used for another request. */
export async function storedAnswer<T>(
  executor: DbExecutor,
  userId: string,
  key: string,
  hash: string,
): Promise<StoredAnswer<T> | null> {
  const [row] = await executor
    .select({
      requestHash: idempotencyKeys.requestHash,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) {
    return null;
  }
  if (row.requestHash !== hash) {
    throw new ValidationFailedError(
      [
        {
          field: 'idempotency-key',
          in: 'headers',
          message: 'was already used for a different request',
        },
      ],
      'This Idempotency-Key was already used for a different request.',
    );
  }
  return { status: row.responseStatus, body: row.responseBody as T, replayed: true };
}

export async function storeAnswer(
  executor: DbExecutor,
  userId: string,
  key: string,
  hash: string,
  status: number,
  body: unknown,
): Promise<void> {
  await executor.insert(idempotencyKeys).values({
    userId,
    key,
    requestHash: hash,
    responseStatus: status,
    responseBody: body,
  });
}

/**
 * Runs `attempt` (one transaction) and, if it lost a race on the same key (two resends at once on
 * different sessions), runs it once more: the second run finds the stored answer.
 */
export async function retryOnKeyRace<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (isUniqueViolation(error, 'idempotency_keys_user_id_key_pk')) {
      return attempt();
    }
    throw error;
  }
}
