/**
 * Data for the tests that run the real server in its own process (crash-safety.test.ts,
 * several-processes.test.ts): written straight into the database before the server starts, with
 * the seed builder; the patients then sign in and use the API like the session player does.
 */
import { randomBytes } from 'node:crypto';
import { exerciseCatalogue } from '@oxilio/domain';
import { hashPassword } from '../src/auth/passwords';
import { owaspScrypt } from '../src/config';
import type { Db } from '../src/db/client';
import { todayIn } from '@oxilio/domain';
import { ensureExerciseCatalogue } from '../src/modules/exercises/catalogue';
import { ensureRanksAndTags } from '../src/modules/stats/stars';
import { SeedBuilder } from '../src/seed/builder';
import { createRandom } from '../src/simulator/random';

export const processPassword = 'Process-test-password-1';
export const timeZone = 'Europe/Paris';

export interface SeededPatient {
  email: string;
  patientId: string;
  userId: string;
}

/** The exercises of every seeded program: three steps, then the review. */
export const programExerciseIds = exerciseCatalogue.slice(0, 3).map((exercise) => exercise.id);

/**
 * An establishment with `count` patients who can sign in, each with a self-rehabilitation program
 * of three exercises assigned (no session yet).
 */
export async function seedPatients(
  db: Db,
  count: number,
): Promise<{ establishmentId: string; patients: SeededPatient[]; today: string }> {
  await ensureExerciseCatalogue(db);
  await ensureRanksAndTags(db);
  const now = new Date();
  const today = todayIn(timeZone, now);
  // The server's own cost (it is not configurable): a cheaper hash would be rehashed at the first
  // sign-in, which costs a second hash.
  const passwordHash = await hashPassword(processPassword, owaspScrypt);
  const builder = new SeedBuilder({
    random: createRandom(`process-${randomBytes(4).toString('hex')}`),
    today,
    days: 1,
    passwordHash,
    deviceSecretHash: passwordHash,
    now,
  });
  const establishmentId = builder.establishment({
    name: 'Process test establishment',
    type: 'nursing_home',
    town: 'Metz',
    county: 'FR',
    timeZone,
  });
  const run = randomBytes(3).toString('hex');
  const patients: SeededPatient[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `patient${index}.${run}@process.oxilio.test`;
    const { patientId, userId } = builder.patient({
      establishmentId,
      firstName: `Patient${index}`,
      lastName: 'Process',
      email,
      birthDate: '1950-01-01',
      pathologies: [3],
      functionalCapacity: 2,
      device: null,
      seed: `process-${index}`,
    });
    const programId = builder.program({
      name: `Programme ${index}`,
      exerciseIds: programExerciseIds,
    });
    builder.assignProgram({
      patientId,
      programId,
      exerciseIds: programExerciseIds,
      isSelfRehabilitation: true,
      reeducatorId: null,
      sinceDays: 1,
      perWeek: 0,
    });
    patients.push({ email, patientId, userId: userId! });
  }
  await db.transaction((tx) => builder.flush(tx));
  return { establishmentId, patients, today };
}
