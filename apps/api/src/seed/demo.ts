/**
 * The demo data (docs/decisions/api-demo-data.md): two establishments, their teams, 45 patients
 * with 180 days of simulated device data in the first, programs, sessions, invitations and
 * applications, and the demo accounts below, all with the password `Oxilio-demo-1`.
 *
 * Refuses to run on a database that already has people in it (the demo is seeded once, on an
 * empty database): it never duplicates, never mixes demo people with real ones.
 */
import { sql } from 'drizzle-orm';
import {
  Equipment,
  exerciseById,
  exerciseOutcomeMeasures,
  FunctionalCapacity,
  Pathology,
} from '@oxilio/domain';
import { hashPassword } from '../auth/passwords';
import type { ScryptParams } from '../config';
import { addDays, todayIn } from '@oxilio/domain';
import type { Db, DbExecutor } from '../db/client';
import { patientRanks, patientTags, users } from '../db/schema';
import { ensureExerciseCatalogue } from '../modules/exercises/catalogue';
import { ensureSoundPrograms } from '../modules/soundPrograms/ensure';
import { ensureRanksAndTags, recomputeStars } from '../modules/stats/stars';
import { createRandom } from '../simulator/random';
import { at, exercisesFor, SeedBuilder } from './builder';
import { demoActivities, demoAuditTrail } from './demo-activities';
import { demoSilentDevice, markDemoDevicesSeen } from './demo-devices';
import { demoManagerData } from './demo-manager';
import { dateDemoAchievements } from './demo-patient-day';
import { demoFollowUp } from './demo-followup';
import { demoGoals } from './demo-goals';
import { demoNotes } from './demo-notes';
import { demoOutcomes } from './demo-outcomes';
import { demoPrograms } from './demo-programs';
import { addDemoSessions } from './demo-sessions';
import { addDemoRehabilitatorPatients } from './demo-rehabilitator-patients';
import { emailLocalPart, pickName } from './names';

export const demoPassword = 'Oxilio-demo-1';

export const demoAccounts = {
  patient: 'patient@demo.oxilio.test',
  rehabilitator: 'reeducateur@demo.oxilio.test',
  manager: 'responsable@demo.oxilio.test',
  coordinator: 'coordinateur@demo.oxilio.test',
  otherPatient: 'patient@autre.oxilio.test',
  otherRehabilitator: 'reeducateur@autre.oxilio.test',
  otherManager: 'responsable@autre.oxilio.test',
} as const;

/** The demo patient's device, fixed so that `npm run simulate` can be given it. */
export const demoDevice = {
  id: '0c22980d-e71c-4000-8000-00000000d001',
  serialNumber: 'OX-DEMO-0001',
  secret: 'Oxilio-demo-device-1',
} as const;

export interface SeedOptions {
  /** Hashing cost of the demo passwords (the server's, or cheaper in tests). */
  scrypt: ScryptParams;
  now?: Date;
  /** Patients of the first establishment besides the demo patient (default 44). */
  patients?: number;
  /** Days of simulated data up to today (default 180). */
  days?: number;
  /** The portal's origin, for the links of the seeded invitation emails. */
  publicUrl?: string;
}

export type SeedOutcome =
  | { status: 'seeded'; written: Record<string, number>; milliseconds: number }
  | { status: 'refused'; reason: 'already-seeded' | 'not-empty'; message: string };

/** True when nobody has an account yet (a fresh database). */
export async function hasNoUsers(executor: DbExecutor): Promise<boolean> {
  const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(users);
  return Number(row?.count ?? 0) === 0;
}

export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedOutcome> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = ${demoAccounts.patient}`);
  if (existing) {
    return {
      status: 'refused',
      reason: 'already-seeded',
      message:
        'The demo data is already there (patient@demo.oxilio.test exists); nothing was written. ' +
        'To start again, delete the data directory (DATA_DIR/pglite) or drop the database, then seed.',
    };
  }
  if (!(await hasNoUsers(db))) {
    return {
      status: 'refused',
      reason: 'not-empty',
      message:
        'This database already has accounts: the demo is only seeded into an empty database, ' +
        'so that demo people never mix with real ones. Nothing was written.',
    };
  }

  const [passwordHash, deviceSecretHash] = await Promise.all([
    hashPassword(demoPassword, options.scrypt),
    hashPassword(demoDevice.secret, options.scrypt),
  ]);
  const days = options.days ?? 180;
  const random = createRandom('oxilio-demo');
  const today = todayIn('Europe/Paris', now);
  const builder = new SeedBuilder({ random, today, days, passwordHash, deviceSecretHash, now });

  const written = await db.transaction(async (tx) => {
    // Reference data the rows below point to.
    await ensureExerciseCatalogue(tx);
    await ensureRanksAndTags(tx);
    await ensureSoundPrograms(tx);

    const patientIds = buildDemo(builder, {
      today,
      otherPatients: options.patients ?? 44,
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
    });
    // Nothing recorded for the hours of today that have not come yet.
    builder.todaySoFar(now);
    await builder.flush(tx);
    await markDemoDevicesSeen(tx);
    builder.written.audit_log = await demoAuditTrail(tx, { patientId: patientIds.demo, today });
    builder.written.demo_programs = await demoPrograms(tx, today);

    const from = addDays(today, -(days - 1));
    for (const patientId of patientIds.all) {
      await recomputeStars(tx, patientId, from, today);
    }
    // Ranks and tags reached before today were seen long ago; keep the demo patient's latest rank
    // and one tag new, so that the start-up modals show them until the patient acknowledges them.
    await tx.update(patientRanks).set({ seenAt: now });
    await tx.update(patientTags).set({ seenAt: now });
    await tx.execute(sql`
      update patient_ranks set seen_at = null
      where patient_id = ${patientIds.demo}
        and rank_id = (select max(rank_id) from patient_ranks where patient_id = ${patientIds.demo})
        and rank_id > 1`);
    await tx.execute(sql`
      update patient_tags set seen_at = null
      where patient_id = ${patientIds.demo}
        and tag_id = (select min(tag_id) from patient_tags where patient_id = ${patientIds.demo})`);
    builder.written.demo_follow_up = await demoFollowUp(
      tx,
      demoAccounts.rehabilitator,
      patientIds.demo,
      today,
    );
    builder.written.clinical_notes = await demoNotes(tx, demoAccounts, patientIds.demo, today);
    builder.written.outcome_results = await demoOutcomes(tx, demoAccounts, patientIds.demo, today);
    // After the test results: a test goal starts from the patient's latest result.
    builder.written.goals = await demoGoals(tx, demoAccounts, patientIds.demo, today);
    await dateDemoAchievements(tx, {
      patientIds: patientIds.all,
      demoPatientId: patientIds.demo,
      now,
    });
    return builder.written;
  });
  return { status: 'seeded', written, milliseconds: Date.now() - started };
}

const pathologyWeights: [Pathology, number][] = [
  [Pathology.FunctionalDecline, 30],
  [Pathology.Parkinson, 20],
  [Pathology.RightHemiparesis, 12],
  [Pathology.LeftHemiparesis, 12],
  [Pathology.CerebellarAtaxia, 8],
  [Pathology.Paraparesis, 10],
  [Pathology.Other, 8],
];
const capacityWeights: [FunctionalCapacity, number][] = [
  [FunctionalCapacity.Seated, 20],
  [FunctionalCapacity.Standing, 25],
  [FunctionalCapacity.IntermediateWalk, 35],
  [FunctionalCapacity.AutonomousWalk, 20],
];

function weighted<T>(random: { next(): number }, items: [T, number][]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) {
      return item;
    }
  }
  return items[items.length - 1]![0];
}

function buildDemo(
  b: SeedBuilder,
  { today, otherPatients, publicUrl }: { today: string; otherPatients: number; publicUrl: string },
): { all: string[]; demo: string } {
  const random = b.options.random;
  const usedNames = new Set<string>();
  const all: string[] = [];
  const birthDate = () =>
    `${random.integer(1932, 1964)}-${String(random.integer(1, 12)).padStart(2, '0')}-${String(
      random.integer(1, 28),
    ).padStart(2, '0')}`;

  // --- Establishment A: a nursing home in Metz ---------------------------------------------
  const a = b.establishment({
    name: 'Résidence Les Tilleuls',
    type: 'nursing_home',
    number: '12',
    street: 'rue des Jardins',
    zipCode: '57000',
    town: 'Metz',
    county: 'FR',
    siret: '78234567800018',
    timeZone: 'Europe/Paris',
  });
  const managerUser = b.user({
    email: demoAccounts.manager,
    firstName: 'Claire',
    lastName: 'Muller',
    roles: ['responsable'],
    phone: '+33 3 87 12 34 56',
  });
  b.manager(managerUser, a, 'Directrice');
  const coordinatorUser = b.user({
    email: demoAccounts.coordinator,
    firstName: 'Thomas',
    lastName: 'Kieffer',
    roles: ['reeducatorresponsable'],
  });
  const coordinator = b.rehabilitator(coordinatorUser, 'physiotherapist', [a]);
  b.manager(coordinatorUser, a, 'Coordinateur de rééducation');
  const rehab = b.rehabilitator(
    b.user({
      email: demoAccounts.rehabilitator,
      firstName: 'Julien',
      lastName: 'Weber',
      roles: ['reeducator'],
    }),
    'physiotherapist',
    [a],
  );
  const occupational = b.rehabilitator(
    b.user({
      email: 'sophie.hoffmann@demo.oxilio.test',
      firstName: 'Sophie',
      lastName: 'Hoffmann',
      roles: ['reeducator'],
    }),
    'occupational_therapist',
    [a],
  );
  // A teacher of adapted physical activity who asked to join the team.
  const applicant = b.rehabilitator(
    b.user({
      email: 'lena.schmit@demo.oxilio.test',
      firstName: 'Lena',
      lastName: 'Schmit',
      roles: ['reeducator'],
      locale: 'lb',
    }),
    'apa_teacher',
  );
  b.rows.establishmentInvitations.push(
    {
      establishmentId: a,
      reeducatorId: applicant,
      origin: 'reeducator',
      status: 'pending',
      createdAt: at(addDays(today, -3), 9),
    },
    {
      establishmentId: a,
      email: 'marc.reuter@demo.oxilio.test',
      firstName: 'Marc',
      lastName: 'Reuter',
      origin: 'establishment',
      status: 'pending',
      invitedByUserId: managerUser,
      createdAt: at(addDays(today, -2), 14),
      expiresAt: at(addDays(today, 12), 14),
    },
  );

  // Programs: the product's, by capacity and pathology, and the rehabilitators' own.
  const productPrograms = new Map<string, { id: string; exercises: number[] }>();
  const product = (
    key: string,
    name: string,
    capacity: FunctionalCapacity,
    pathology: Pathology | null,
    count: number,
  ) => {
    const exercises = exercisesFor(capacity, count, random);
    const id = b.program({
      name,
      recommendedForCapacity: capacity,
      recommendedForPathology: pathology,
      exerciseIds: exercises,
    });
    productPrograms.set(key, { id, exercises });
  };
  product('c1', 'Debout au quotidien', FunctionalCapacity.Seated, null, 5);
  product('c2', 'Premiers pas', FunctionalCapacity.Standing, null, 5);
  product('c3', 'Marche et équilibre', FunctionalCapacity.IntermediateWalk, null, 6);
  product('c4', 'Endurance à la marche', FunctionalCapacity.AutonomousWalk, null, 6);
  product('p6', 'Parkinson : amplitude et rythme', 3, Pathology.Parkinson, 6);
  product('p4', 'Hémiparésie droite : appui et transferts', 2, Pathology.RightHemiparesis, 5);
  product('p5', 'Hémiparésie gauche : appui et transferts', 2, Pathology.LeftHemiparesis, 5);
  // Its last exercise is the Timed Up and Go, so that the demo patient's session offers to note
  // the result (six exercises still, as the simulated history's random draws expect).
  const timedUpAndGoExercise = Number(
    Object.entries(exerciseOutcomeMeasures).find(([, key]) => key === 'timedUpAndGo')![0],
  );
  const ownExercises = [
    ...exercisesFor(FunctionalCapacity.IntermediateWalk, 6, random).slice(0, 5),
    timedUpAndGoExercise,
  ];
  const own = b.program({
    name: 'Renforcement et marche — Jeanne',
    description: 'Adapté de « Marche et équilibre » : plus de travail du côté droit.',
    reeducatorId: rehab,
    copiedFromProgramId: productPrograms.get('c3')!.id,
    exerciseIds: ownExercises,
  });
  const groupExercises = exercisesFor(FunctionalCapacity.Standing, 5, random);
  const group = b.program({
    name: 'Équilibre debout (groupe du mardi)',
    reeducatorId: rehab,
    exerciseIds: groupExercises,
  });
  const wakeExercises = exercisesFor(FunctionalCapacity.Seated, 4, random);
  const wake = b.program({
    name: 'Réveil musculaire assis',
    reeducatorId: coordinator,
    exerciseIds: wakeExercises,
  });
  const programFor = (capacity: FunctionalCapacity, pathology: Pathology) =>
    productPrograms.get(`p${pathology}`) ?? productPrograms.get(`c${capacity}`)!;
  /**
   * What a patient has where they do their sessions (docs/product.md#prescription-safety),
   * recorded consistently with the programs they follow: no program needs what they lack.
   */
  const recordEquipment = (patientId: string, equipment: Equipment[]) => {
    const row = b.rows.patients.find((patient) => patient.id === patientId)!;
    row.availableEquipment = equipment;
  };
  const needsTable = (exerciseIds: readonly number[]) =>
    exerciseIds.some((id) => exerciseById(id)?.equipment.includes(Equipment.Table));
  let withoutTable = false;

  // The demo patient.
  const demoPatient = b.patient({
    establishmentId: a,
    firstName: 'Jeanne',
    lastName: 'Welter',
    email: demoAccounts.patient,
    phone: '+33 6 12 34 56 78',
    birthDate: '1948-05-14',
    pathologies: [Pathology.RightHemiparesis, Pathology.FunctionalDecline],
    functionalCapacity: FunctionalCapacity.IntermediateWalk,
    device: { id: demoDevice.id, serialNumber: demoDevice.serialNumber, wheelType: 'standard' },
    trendPerMonth: 0.05,
    wearRate: 0.96,
    seed: 'demo-patient',
  });
  const demo = demoPatient.patientId;
  all.push(demo);
  // The residence's rooms have a table and glasses.
  recordEquipment(demo, [Equipment.Table, Equipment.Glass]);
  b.rows.patientRehabilitators.push(
    {
      patientId: demo,
      reeducatorId: rehab,
      origin: 'reeducator',
      status: 'accepted',
      createdAt: at(addDays(today, -175), 9),
      answeredAt: at(addDays(today, -174), 18),
    },
    {
      patientId: demo,
      reeducatorId: occupational,
      origin: 'reeducator',
      status: 'pending',
      createdAt: at(addDays(today, -1), 11),
    },
  );
  b.rows.patientRelatives.push(
    {
      patientId: demo,
      firstName: 'Isabelle',
      lastName: 'Welter',
      // Free text as the patient types it, in her language.
      relationship: 'Fille',
      email: 'isabelle.welter@demo.oxilio.test',
      phone: '+33 6 98 76 54 32',
    },
    {
      patientId: demo,
      firstName: 'Paul',
      lastName: 'Welter',
      relationship: 'Fils',
      phone: '03 87 12 34 56',
    },
  );
  b.rows.objectives.push(
    {
      patientId: demo,
      metricKey: 'StepCount',
      value: 600,
      validFrom: addDays(today, -179),
      setByUserId: null,
    },
    {
      patientId: demo,
      metricKey: 'StepCount',
      value: 800,
      validFrom: addDays(today, -60),
      setByUserId: null,
    },
    {
      patientId: demo,
      metricKey: 'WalkDistance',
      value: 200,
      validFrom: addDays(today, -60),
      setByUserId: null,
    },
  );
  const demoSelfProgram = b.assignProgram({
    patientId: demo,
    programId: own,
    exerciseIds: ownExercises,
    isSelfRehabilitation: true,
    reeducatorId: rehab,
    sinceDays: 90,
    perWeek: 4,
    todayAssigned: true,
  });
  const demoSupervisedProgram = b.assignProgram({
    patientId: demo,
    programId: group,
    exerciseIds: groupExercises,
    isSelfRehabilitation: false,
    reeducatorId: rehab,
    sinceDays: 120,
    perWeek: 1,
  });
  addDemoSessions(b, {
    today,
    now: b.options.now,
    programs: {
      patientId: demo,
      self: { patientProgramId: demoSelfProgram, exerciseIds: ownExercises },
      supervised: { patientProgramId: demoSupervisedProgram, exerciseIds: groupExercises },
    },
  });

  // Adapted physical activities: the catalogue and the residence's (./demo-activities.ts).
  const { walk } = demoActivities(b, { establishmentId: a, demoPatientId: demo });

  // The other residents.
  for (let index = 0; index < otherPatients; index += 1) {
    const name = pickName(random, usedNames);
    const pathology = weighted(random, pathologyWeights);
    const capacity = weighted(random, capacityWeights);
    const pendingValidation = index < 2;
    const withoutDevice = pendingValidation || index === 2 || index === 3;
    const patient = b.patient({
      establishmentId: a,
      firstName: name.firstName,
      lastName: name.lastName,
      email: pendingValidation ? null : `${emailLocalPart(name)}@patients.demo.oxilio.test`,
      registrationStatus: pendingValidation ? 'pending_validation' : 'active',
      birthDate: birthDate(),
      pathologies: random.chance(0.25)
        ? [pathology, pathology === Pathology.FunctionalDecline ? Pathology.Other : 3]
        : [pathology],
      functionalCapacity: capacity,
      device: withoutDevice
        ? null
        : {
            serialNumber: `OX-A-${String(index + 1).padStart(4, '0')}`,
            wheelType: random.pick(['standard', 'standard', 'lightweight', 'electric']),
          },
      silentForDays:
        index === demoSilentDevice.residentIndex ? demoSilentDevice.silentForDays : undefined,
      seed: `resident-${index}`,
    });
    all.push(patient.patientId);
    if (pendingValidation) {
      continue;
    }
    // Who follows them: mostly Julien, some the coordinator or the occupational therapist.
    const asksJulien = index === 4 || index === 5;
    const followers = [rehab, coordinator, occupational].filter(
      (rehabilitatorId, which) =>
        random.next() < [0.6, 0.25, 0.2][which]! && !(asksJulien && rehabilitatorId === rehab),
    );
    for (const rehabilitatorId of followers) {
      b.rows.patientRehabilitators.push({
        patientId: patient.patientId,
        reeducatorId: rehabilitatorId,
        origin: 'reeducator',
        status: 'accepted',
        createdAt: at(addDays(today, -random.integer(100, 170)), 9),
        answeredAt: at(addDays(today, -random.integer(60, 99)), 9),
      });
    }
    if (asksJulien) {
      // Asked Julien to follow them: the rehabilitator answers.
      b.rows.patientRehabilitators.push({
        patientId: patient.patientId,
        reeducatorId: rehab,
        origin: 'patient',
        status: 'pending',
        createdAt: at(addDays(today, -index), 16),
      });
    }
    // The exercises of their programs: the equipment recorded below never lacks what they need.
    const assigned: number[] = [];
    if (followers.length > 0 && random.chance(0.75)) {
      const program = random.chance(0.8) ? programFor(capacity, pathology) : null;
      assigned.push(...(program?.exercises ?? wakeExercises));
      b.assignProgram({
        patientId: patient.patientId,
        programId: program?.id ?? wake,
        exerciseIds: program?.exercises ?? wakeExercises,
        isSelfRehabilitation: true,
        reeducatorId: followers[0]!,
        sinceDays: random.integer(20, 150),
        perWeek: random.between(0.5, 5),
        // A few hurt more lately: the "pain increase" indicator.
        risingPain: index % 9 === 6,
      });
    }
    if (followers.length > 0 && random.chance(0.3)) {
      assigned.push(...groupExercises);
      b.assignProgram({
        patientId: patient.patientId,
        programId: group,
        exerciseIds: groupExercises,
        isSelfRehabilitation: false,
        reeducatorId: rehab,
        sinceDays: random.integer(20, 120),
        perWeek: 1,
      });
      if (random.chance(0.5)) {
        b.rows.patientAdaptedActivities.push({ patientId: patient.patientId, activityId: walk });
      }
    }
    // Two residents in three with a program have their equipment recorded; one the demo
    // rehabilitator follows has no table in their room (their programs need none), the others a
    // table and glasses.
    if (assigned.length > 0 && index % 3 !== 2) {
      const noTable: boolean = !withoutTable && followers.includes(rehab) && !needsTable(assigned);
      withoutTable ||= noTable;
      recordEquipment(
        patient.patientId,
        noTable ? [Equipment.Glass] : [Equipment.Table, Equipment.Glass],
      );
    }
  }
  // Devices in stock.
  for (let index = 0; index < 6; index += 1) {
    b.device(a, `OX-A-S${String(index + 1).padStart(3, '0')}`);
  }
  // Applications: a patient and a rehabilitator invited by the manager, a new establishment's.
  b.rows.applications.push(
    {
      type: 'patient',
      status: 'confirmed',
      email: 'paul.majerus@demo.oxilio.test',
      firstName: 'Paul',
      lastName: 'Majerus',
      phone: '+352 621 123 456',
      livesInEstablishment: true,
      establishmentId: a,
      establishmentName: 'Résidence Les Tilleuls',
      invitedByUserId: managerUser,
      confirmedAt: at(addDays(today, -4), 10),
      verificationTokenExpiresAt: at(addDays(today, 10), 10),
      createdAt: at(addDays(today, -4), 10),
    },
    {
      // The email invitation of Marc Reuter above.
      type: 'reeducator',
      status: 'confirmed',
      email: 'marc.reuter@demo.oxilio.test',
      firstName: 'Marc',
      lastName: 'Reuter',
      establishmentId: a,
      establishmentName: 'Résidence Les Tilleuls',
      invitedByUserId: managerUser,
      confirmedAt: at(addDays(today, -2), 14),
      verificationTokenExpiresAt: at(addDays(today, 12), 14),
      createdAt: at(addDays(today, -2), 14),
    },
    {
      type: 'establishment',
      status: 'waitlisted',
      email: 'direction@glycines.demo.oxilio.test',
      firstName: 'Hélène',
      lastName: 'Marchal',
      establishmentName: 'EHPAD Les Glycines',
      establishmentType: 'nursing_home',
      function: 'Directrice',
      countryCode: 'FR',
      postalCode: '97400',
      isAvailable: false,
      address: {
        number: '4',
        street: 'allée des Flamboyants',
        zipCode: '97400',
        town: 'Saint-Denis',
        county: 'FR',
      },
      waitlistedAt: at(addDays(today, -20), 10),
      createdAt: at(addDays(today, -21), 10),
    },
  );

  // --- Establishment B: a rehabilitation centre in Luxembourg ------------------------------
  const bId = b.establishment({
    name: 'Centre de rééducation Am Park',
    type: 'rehabilitation_centre',
    number: '3',
    street: 'rue de la Forêt',
    zipCode: '7220',
    town: 'Walferdange',
    county: 'LU',
    timeZone: 'Europe/Luxembourg',
  });
  b.manager(
    b.user({
      email: demoAccounts.otherManager,
      firstName: 'Anne',
      lastName: 'Faber',
      roles: ['responsable'],
      locale: 'lb',
    }),
    bId,
    'Direktesch',
  );
  const otherRehab = b.rehabilitator(
    b.user({
      email: demoAccounts.otherRehabilitator,
      firstName: 'Nico',
      lastName: 'Thill',
      roles: ['reeducator'],
      locale: 'de',
    }),
    'physiotherapist',
    [bId],
  );
  const otherPatient = b.patient({
    establishmentId: bId,
    firstName: 'Pol',
    lastName: 'Wagner',
    email: demoAccounts.otherPatient,
    locale: 'lb',
    birthDate: '1951-11-02',
    pathologies: [Pathology.Parkinson],
    functionalCapacity: FunctionalCapacity.Standing,
    device: { serialNumber: 'OX-B-0001', wheelType: 'standard' },
    seed: 'other-patient',
  });
  all.push(otherPatient.patientId);
  b.rows.patientRehabilitators.push({
    patientId: otherPatient.patientId,
    reeducatorId: otherRehab,
    origin: 'reeducator',
    status: 'accepted',
    createdAt: at(addDays(today, -170), 9),
    answeredAt: at(addDays(today, -169), 9),
  });
  const otherProgram = productPrograms.get('p6')!;
  b.assignProgram({
    patientId: otherPatient.patientId,
    programId: otherProgram.id,
    exerciseIds: otherProgram.exercises,
    isSelfRehabilitation: true,
    reeducatorId: otherRehab,
    sinceDays: 60,
    perWeek: 3,
  });
  for (let index = 0; index < 6; index += 1) {
    const name = pickName(random, usedNames);
    const capacity = weighted(random, capacityWeights);
    const patient = b.patient({
      establishmentId: bId,
      firstName: name.firstName,
      lastName: name.lastName,
      email: `${emailLocalPart(name)}@patients.autre.oxilio.test`,
      locale: random.pick(['fr', 'lb', 'de']),
      birthDate: birthDate(),
      pathologies: [weighted(random, pathologyWeights)],
      functionalCapacity: capacity,
      device: { serialNumber: `OX-B-${String(index + 2).padStart(4, '0')}`, wheelType: 'standard' },
      seed: `other-resident-${index}`,
    });
    all.push(patient.patientId);
    b.rows.patientRehabilitators.push({
      patientId: patient.patientId,
      reeducatorId: otherRehab,
      origin: 'reeducator',
      status: 'accepted',
    });
  }
  b.device(bId, 'OX-B-S001');
  b.device(bId, 'OX-B-S002');
  demoManagerData(b, {
    today,
    establishmentId: a,
    managerUserId: managerUser,
    demoPatientId: demo,
    otherEstablishmentId: bId,
    publicUrl,
  });
  all.push(
    ...addDemoRehabilitatorPatients(b, { establishmentId: a, rehabilitatorId: rehab, today }),
  );
  return { all, demo };
}
