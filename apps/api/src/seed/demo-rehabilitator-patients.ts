/**
 * The demo rehabilitator's patients list, by construction (docs/decisions/api-alerts.md,
 * docs/decisions/portal-rehabilitator-patients.md): a patient for each indicator and alert, the
 * archives, invitations sent and requests received, and a resident no one follows yet to find and
 * invite. Called last by the demo (after every random draw of the other residents, so that they
 * stay the same); its own data does not depend on chance.
 */
import { randomUUID } from 'node:crypto';
import { alertRules, FunctionalCapacity, Pathology } from '@oxilio/domain';
import { addDays } from '@oxilio/domain';
import { at, exercisesFor, sessionPlanOf, type SeedBuilder } from './builder';

/** The people of this part of the demo, for tests and the e2e spec. */
export const demoRehabilitatorPatients = {
  risingPain: { firstName: 'Marcel', lastName: 'Zeimet' },
  noDevice: { firstName: 'Odette', lastName: 'Origer' },
  awaitingSelfRehabilitation: { firstName: 'Henri', lastName: 'Goergen' },
  wearDrop: { firstName: 'Yvette', lastName: 'Kayser' },
  archived: [
    { firstName: 'Gilbert', lastName: 'Nilles' },
    { firstName: 'Simone', lastName: 'Thein' },
  ],
  invited: [
    { firstName: 'Léon', lastName: 'Braun' },
    { firstName: 'Agnès', lastName: 'Frisch' },
  ],
  requests: [
    { firstName: 'Nadine', lastName: 'Lentz' },
    { firstName: 'Roger', lastName: 'Clement' },
  ],
  unfollowed: {
    firstName: 'Lucienne',
    lastName: 'Marx',
    email: 'lucienne.marx@patients.demo.oxilio.test',
    phone: '+33 6 45 67 89 01',
  },
} as const;

const hour = 3600;

const emailOf = (name: { firstName: string; lastName: string }) =>
  `${name.firstName}.${name.lastName}`
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase() + '@patients.demo.oxilio.test';

export function addDemoRehabilitatorPatients(
  b: SeedBuilder,
  {
    establishmentId,
    rehabilitatorId,
    today,
  }: { establishmentId: string; rehabilitatorId: string; today: string },
): string[] {
  const people = demoRehabilitatorPatients;
  const ids: string[] = [];
  let serial = 0;
  const patient = (
    name: { firstName: string; lastName: string },
    options: { device?: boolean; pathology?: Pathology; email?: string; phone?: string } = {},
  ) => {
    serial += 1;
    const created = b.patient({
      establishmentId,
      firstName: name.firstName,
      lastName: name.lastName,
      email: options.email ?? null,
      phone: options.phone ?? null,
      birthDate: `19${40 + serial}-0${(serial % 9) + 1}-1${serial % 9}`,
      pathologies: [options.pathology ?? Pathology.FunctionalDecline],
      functionalCapacity: FunctionalCapacity.Standing,
      device:
        options.device === false
          ? null
          : {
              serialNumber: `OX-A-L${String(serial).padStart(3, '0')}`,
              wheelType: 'standard',
            },
      // Steady wear: no drop unless made below.
      wearRate: 0.97,
      seed: `rehabilitator-list-${serial}`,
    });
    if (created.deviceId) {
      // Stars are recomputed from the measurements: only patients with a device have any.
      ids.push(created.patientId);
    }
    return created.patientId;
  };
  const follow = (patientId: string, extra: { archivedAt?: Date } = {}) =>
    b.rows.patientRehabilitators.push({
      patientId,
      reeducatorId: rehabilitatorId,
      origin: 'reeducator',
      status: 'accepted',
      createdAt: at(addDays(today, -90), 9),
      answeredAt: at(addDays(today, -89), 17),
      ...extra,
    });
  const exercises = exercisesFor(FunctionalCapacity.Standing, 4, b.options.random);
  const program = b.program({
    name: 'Transferts et équilibre assis-debout',
    reeducatorId: rehabilitatorId,
    exerciseIds: exercises,
  });
  const selfProgram = (patientId: string) =>
    b.assignProgram({
      patientId,
      programId: program,
      exerciseIds: exercises,
      isSelfRehabilitation: true,
      reeducatorId: rehabilitatorId,
      sinceDays: 30,
      // Sessions are written below when they matter, not drawn.
      perWeek: 0,
    });

  // Pain rising over the last 3 sessions (1, 1, 2, 3): the "pain increase" indicator and an alert.
  const rising = patient(people.risingPain, { pathology: Pathology.Parkinson });
  follow(rising);
  const risingProgram = selfProgram(rising);
  const pains = [1, 1, 2, 3];
  pains.forEach((pain, index) => {
    const day = addDays(today, -3 * (pains.length - index));
    const sessionId = randomUUID();
    const launchedAt = at(day, 10);
    const completedAt = new Date(launchedAt.getTime() + 20 * 60_000);
    b.rows.sessions.push({
      id: sessionId,
      patientId: rising,
      patientProgramId: risingProgram,
      isSelfRehabilitation: true,
      status: 'done',
      day,
      launchedAt,
      completedAt,
      createdAt: at(day, 6),
      plan: sessionPlanOf(exercises),
    });
    exercises.forEach((exerciseId, position) =>
      b.rows.sessionSteps.push({
        sessionId,
        position,
        exerciseId,
        durationSeconds: 240,
        effort: 4 + pain,
        submittedAt: new Date(launchedAt.getTime() + (position + 1) * 300_000),
      }),
    );
    b.rows.sessionReviews.push({
      sessionId,
      pain,
      difficulty: 2,
      submittedAt: new Date(completedAt.getTime() + 60_000),
    });
  });

  // No device associated (followed, with a self-rehabilitation program).
  const unequipped = patient(people.noDevice, { device: false, pathology: Pathology.Paraparesis });
  follow(unequipped);
  selfProgram(unequipped);

  // Awaiting self-rehabilitation: a device, no self-rehabilitation program.
  const awaiting = patient(people.awaitingSelfRehabilitation, {
    pathology: Pathology.LeftHemiparesis,
  });
  follow(awaiting);

  // Device use dropping: about 6 h a day for three weeks, then about 1 h 30 this week.
  const dropping = patient(people.wearDrop, { pathology: Pathology.RightHemiparesis });
  follow(dropping);
  selfProgram(dropping);
  const recentFrom = addDays(today, -alertRules.wearDrop.recentDays);
  const previousFrom = addDays(
    today,
    -(alertRules.wearDrop.recentDays + alertRules.wearDrop.previousDays),
  );
  b.rows.dailyMetrics.forEach((row, index) => {
    if (row.patientId !== dropping || row.day < previousFrom) {
      return;
    }
    const recent = row.day >= recentFrom;
    const wobble = ((index % 5) - 2) * 0.1;
    row.wearTime = Math.round((recent ? 1.5 + wobble : 6 + wobble * 2) * hour);
    if (recent) {
      const fewer = (value: number | null | undefined) =>
        typeof value === 'number' ? Math.round(value * 0.3) : value;
      row.stepCount = fewer(row.stepCount);
      row.activeTime = fewer(row.activeTime);
    }
  });

  // The archives.
  for (const name of people.archived) {
    const archived = patient(name);
    follow(archived, { archivedAt: at(addDays(today, -20), 11) });
  }

  // Invitations sent, not answered yet.
  people.invited.forEach((name, index) => {
    b.rows.patientRehabilitators.push({
      patientId: patient(name, { email: emailOf(name), device: false }),
      reeducatorId: rehabilitatorId,
      origin: 'reeducator',
      status: 'pending',
      createdAt: at(addDays(today, -(index + 2)), 15),
    });
  });

  // Requests received: the patients asked to be followed.
  people.requests.forEach((name, index) => {
    b.rows.patientRehabilitators.push({
      patientId: patient(name, { email: emailOf(name), device: false }),
      reeducatorId: rehabilitatorId,
      origin: 'patient',
      status: 'pending',
      createdAt: at(addDays(today, -(index + 1)), 10),
    });
  });

  // A resident no one follows yet, with contact details the search must not show.
  patient(people.unfollowed, {
    email: people.unfollowed.email,
    phone: people.unfollowed.phone,
    device: false,
  });
  return ids;
}
