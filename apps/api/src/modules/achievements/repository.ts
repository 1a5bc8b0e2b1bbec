/**
 * Data access of the achievements module: the rank ladder and the tags, each joined with what the
 * patient reached (one query each).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { patientRanks, patientTags, ranks, tags } from '../../db/schema';

/** Every rank by threshold, with when the patient reached it (null if not). */
export async function rankLadder(executor: DbExecutor, patientId: string) {
  return executor
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
export async function tagList(executor: DbExecutor, patientId: string) {
  return executor
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
