/**
 * Ended sessions stop their access tokens within seconds, not at their expiry (docs/security.md).
 *
 * An access token names its session (`sid`, the refresh-token family). A session ends when its
 * family is revoked (sign-out, refresh-token reuse, password reset) and a user's tokens end when
 * the account is disabled. Only the revocations of the last access-token lifetime matter: older
 * tokens have expired anyway. Each API process keeps those in memory, adds its own at once, and
 * reads everyone's from the database every `pollMs`, so a check is a map lookup.
 */
import { and, gt, isNotNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { refreshTokens, users } from '../db/schema';

export interface Revocations {
  /** Whether a token of this session and user, issued at `issuedAt` (seconds), was revoked. */
  isRevoked(token: { sessionId: string; userId: string; issuedAt: number }): boolean;
  /** A session this process ended (already written to the database). */
  sessionEnded(sessionId: string): void;
  /** Reads the revocations of every process now. */
  refresh(): Promise<void>;
  start(): void;
  stop(): void;
}

export function createRevocations(options: {
  db: DbExecutor;
  /** The access tokens' lifetime: revocations older than that no longer matter. */
  accessTokenTtlSeconds: number;
  pollMs: number;
  onError?: (error: unknown) => void;
}): Revocations {
  const { db, pollMs } = options;
  // Some slack for clocks and a slow poll.
  const windowMs = (options.accessTokenTtlSeconds + 60) * 1000;
  /** Session id → when it ended (ms). */
  const endedSessions = new Map<string, number>();
  /** User id → when the account was disabled (ms): tokens issued before are refused. */
  const disabledUsers = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const prune = (map: Map<string, number>, now: number) => {
    for (const [key, at] of map) {
      if (at < now - windowMs) {
        map.delete(key);
      }
    }
  };

  async function read() {
    const since = sql`now() - ${`${Math.ceil(windowMs / 1000)} seconds`}::interval`;
    const [sessions, disabled] = await Promise.all([
      db
        .selectDistinct({ id: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(isNotNull(refreshTokens.revokedAt), gt(refreshTokens.revokedAt, since))),
      db
        .select({ id: users.id, at: users.disabledAt })
        .from(users)
        .where(and(isNotNull(users.disabledAt), gt(users.disabledAt, since))),
    ]);
    const now = Date.now();
    for (const { id } of sessions) {
      if (!endedSessions.has(id)) {
        endedSessions.set(id, now);
      }
    }
    for (const { id, at } of disabled) {
      disabledUsers.set(id, at ? at.getTime() : now);
    }
    prune(endedSessions, now);
    prune(disabledUsers, now);
  }

  const revocations: Revocations = {
    isRevoked({ sessionId, userId, issuedAt }) {
      if (endedSessions.has(sessionId)) {
        return true;
      }
      const disabledAt = disabledUsers.get(userId);
      // `iat` has whole seconds: a token of the same second as the disabling is refused too.
      return disabledAt !== undefined && issuedAt * 1000 <= disabledAt + 999;
    },
    sessionEnded(sessionId) {
      endedSessions.set(sessionId, Date.now());
    },
    refresh() {
      running ??= read().finally(() => {
        running = null;
      });
      return running;
    },
    start() {
      if (timer) {
        return;
      }
      timer = setInterval(() => {
        revocations.refresh().catch((error: unknown) => options.onError?.(error));
      }, pollMs);
      timer.unref();
    },
    stop() {
      if (timer) {
        clearInterval(timer);
        timer = null;
      }
    },
  };
  return revocations;
}
