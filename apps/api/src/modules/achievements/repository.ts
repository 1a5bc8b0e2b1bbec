/**
 * Data access of the achievements module: the rank ladder and the tags, each joined with what the
 * patient reached (one query each), and the patient's acknowledgement of a new one.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { PatientGrant, Scope } from '../../policy/scope';
import { patientRanks, patientTags, ranks, tags } from '../../db/schema';

/** Every rank by threshold, with when the patient reached it (null if not). */
export async function rankLadder(scope: Scope, { patientId }: PatientGrant) {
  return scope.db
    .select({
      id: ranks.id,
      nameKey: ranks.nameKey,
      minStars: ranks.minStars,
      reachedAt: patientRanks.reachedAt,
    })
    .from(ranks)
    .leftJoin(
      patientRanks,
      and(eq(patientRanks.rankId, ranks.id), eq(patientRanks.patientId, patientId)),
    )
    .orderBy(asc(ranks.minStars), asc(ranks.id));
}

/** Every tag by kind and threshold, with when the patient earned it (null if not). */
export async function tagList(scope: Scope, { patientId }: PatientGrant) {
  return scope.db
    .select({
      id: tags.id,
      kind: tags.kind,
      threshold: tags.threshold,
      nameKey: tags.nameKey,
      earnedAt: patientTags.earnedAt,
    })
    .from(tags)
    .leftJoin(
      patientTags,
      and(eq(patientTags.tagId, tags.id), eq(patientTags.patientId, patientId)),
    )
    .orderBy(asc(tags.kind), asc(tags.threshold), asc(tags.id));
}

/**
 * The patient's record of a rank (reached) joined with its threshold; null when the patient has not
 * reached it or it does not exist.
 */
export async function reachedRank(scope: Scope, { patientId }: PatientGrant, rankId: number) {
  const [row] = await scope.db
    .select({ minStars: ranks.minStars })
    .from(patientRanks)
    .innerJoin(ranks, eq(ranks.id, patientRanks.rankId))
    .where(and(eq(patientRanks.patientId, patientId), eq(patientRanks.rankId, rankId)));
  return row ?? null;
}

/**
 * Marks seen the ranks the patient reached up to `minStars` that are not seen yet (a rank
 * announced supersedes the lower ones). Returns the ids marked: none if all were seen already.
 */
export async function markRanksSeen(scope: Scope, { patientId }: PatientGrant, minStars: number) {
  const rows = await scope.db
    .update(patientRanks)
    .set({ seenAt: sql`now()` })
    .where(
      and(
        eq(patientRanks.patientId, patientId),
        isNull(patientRanks.seenAt),
        inArray(
          patientRanks.rankId,
          scope.db.select({ id: ranks.id }).from(ranks).where(lte(ranks.minStars, minStars)),
        ),
      ),
    )
    .returning({ rankId: patientRanks.rankId });
  return rows.map((row) => row.rankId);
}

/** Whether the patient earned the tag (false for a tag that does not exist). */
export async function hasEarnedTag(scope: Scope, { patientId }: PatientGrant, tagId: string) {
  const [row] = await scope.db
    .select({ tagId: patientTags.tagId })
    .from(patientTags)
    .where(and(eq(patientTags.patientId, patientId), eq(patientTags.tagId, tagId)));
  return row !== undefined;
}

/** Marks the tag seen if it is not yet; returns whether this call marked it. */
export async function markTagSeen(scope: Scope, { patientId }: PatientGrant, tagId: string) {
  const rows = await scope.db
    .update(patientTags)
    .set({ seenAt: sql`now()` })
    .where(
      and(
        eq(patientTags.patientId, patientId),
        eq(patientTags.tagId, tagId),
        isNull(patientTags.seenAt),
      ),
    )
    .returning({ tagId: patientTags.tagId });
  return rows.length > 0;
}
