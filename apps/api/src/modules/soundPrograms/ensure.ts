/**
 * The sound programs (reference data of GET SoundPrograms): audio guides the patient can play
 * during a session: rhythmic cueing for walking (a metronome-like beat helps people with
 * Parkinson's disease keep their steps regular), breathing and relaxation guides, warm-up music.
 *
 * `ensureSoundPrograms(executor)` inserts this content when the table is empty, when the app is
 * built (`ensureReferenceData`) and by the demo seed; it never touches a table that already holds
 * programs (an operator's own are kept). Idempotent and safe when several API instances or the demo
 * seed call it at once (a transaction-scoped advisory lock).
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { soundPrograms } from '../../db/schema';

/** Names and descriptions in French, the product's reference language; `audioKey` is stable. */
export const soundProgramDefinitions = [
  {
    audioKey: 'cadence-080',
    name: 'Rythme de marche lent (80 pas/min)',
    description: 'Un battement régulier pour caler ses pas, à un rythme lent.',
    durationSeconds: 600,
  },
  {
    audioKey: 'cadence-100',
    name: 'Rythme de marche modéré (100 pas/min)',
    description: 'Un battement régulier pour caler ses pas, à un rythme modéré.',
    durationSeconds: 600,
  },
  {
    audioKey: 'cadence-120',
    name: 'Rythme de marche soutenu (120 pas/min)',
    description: 'Un battement régulier pour caler ses pas, à un rythme soutenu.',
    durationSeconds: 600,
  },
  {
    audioKey: 'breathing-calm',
    name: 'Respiration guidée',
    description: 'Inspirer, expirer : une voix guide la respiration pour se poser avant la séance.',
    durationSeconds: 300,
  },
  {
    audioKey: 'warm-up-music',
    name: 'Échauffement en musique',
    description: 'Une musique entraînante pour accompagner les exercices assis.',
    durationSeconds: 900,
  },
  {
    audioKey: 'relaxation-end',
    name: 'Retour au calme',
    description: 'Une relaxation guidée pour terminer la séance en douceur.',
    durationSeconds: 420,
  },
] as const;

/** Arbitrary constant of the advisory lock that serialises the first fill. */
const soundProgramsLockKey = 0x50_d9_0a;

export async function ensureSoundPrograms(executor: DbExecutor): Promise<void> {
  const [present] = await executor.select({ id: soundPrograms.id }).from(soundPrograms).limit(1);
  if (present) {
    return;
  }
  await executor.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${soundProgramsLockKey})`);
    const [filled] = await tx.select({ id: soundPrograms.id }).from(soundPrograms).limit(1);
    if (filled) {
      return;
    }
    await tx
      .insert(soundPrograms)
      .values(soundProgramDefinitions.map((program) => ({ ...program })));
  });
}
