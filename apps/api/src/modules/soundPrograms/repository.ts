/** Queries of the sound programs (the rows are written by ./ensure.ts). */
import { asc, isNull } from 'drizzle-orm';
import type { Scope } from '../../policy/scope';
import { soundPrograms } from '../../db/schema';

/** The programs in use, in the order they were added. */
export async function listSoundPrograms(scope: Scope) {
  return scope.db
    .select({
      id: soundPrograms.id,
      name: soundPrograms.name,
      description: soundPrograms.description,
      audioKey: soundPrograms.audioKey,
      durationSeconds: soundPrograms.durationSeconds,
    })
    .from(soundPrograms)
    .where(isNull(soundPrograms.archivedAt))
    .orderBy(asc(soundPrograms.createdAt), asc(soundPrograms.audioKey));
}
