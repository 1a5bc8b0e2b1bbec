/** Recognising PostgreSQL errors through Drizzle's wrapping (same codes on PGlite and a server). */

function postgresError(error: unknown): { code?: string; constraint?: string } | null {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return null;
}

/** A unique violation, optionally of a given constraint or unique index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = postgresError(error);
  return found?.code === '23505' && (!constraint || found.constraint === constraint);
}
