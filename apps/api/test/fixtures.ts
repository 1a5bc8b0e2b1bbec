/**
 * Fixtures: users of every role in two establishments, with their access tokens.
 *
 *   const world = await createWorld(app);
 *   world.a.patient.token            // bearer token of a patient of establishment A
 *   world.a.rehabilitator.reeducatorId  // a rehabilitator of A, linked to world.a.patient
 *   world.b.manager                  // the manager of establishment B
 *
 * Each establishment has: a manager (responsable), a rehabilitator (reeducator, in the team,
 * linked to `patient`), a combined rehabilitator-manager (reeducatorresponsable, also linked to
 * `patient`), a linked `patient`, and an `unlinkedPatient` no rehabilitator follows, plus one
 * device associated with `patient` and one in stock. Every call creates new people (unique emails),
 * so tests never depend on each other's data.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '@oxilio/domain';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/auth/passwords';
import type { AuthUser } from '../src/auth/user';
import type { DbExecutor } from '../src/db/client';
import {
  deviceAssignments,
  devices,
  establishmentRehabilitators,
  establishments,
  patientRehabilitators,
  patients,
  rehabilitators,
  managers,
  users,
} from '../src/db/schema';
import { loadAuthUser } from '../src/modules/auth/repository';
import { testScrypt } from './helper';

export interface Actor {
  role: Role;
  userId: string;
  email: string;
  password: string;
  firstName: string;
  patientId: string | null;
  reeducatorId: string | null;
  responsableId: string | null;
  establishmentId: string | null;
  /** The claims of the access token. */
  auth: AuthUser;
  /** A valid bearer access token. */
  token: string;
}

export interface EstablishmentWorld {
  establishmentId: string;
  manager: Actor;
  rehabilitator: Actor;
  combined: Actor;
  patient: Actor & { patientId: string };
  unlinkedPatient: Actor & { patientId: string };
  /** Associated with `patient`. */
  deviceId: string;
  /** In the establishment's stock, not associated. */
  spareDeviceId: string;
}

export interface World {
  a: EstablishmentWorld;
  b: EstablishmentWorld;
  /** Every actor of both establishments, for role-by-role matrices. */
  actors: Actor[];
}

export const fixturePassword = 'fixture password 1';
let passwordHash: Promise<string> | null = null;

async function createUser(
  db: DbExecutor,
  role: Role,
  label: string,
): Promise<{ userId: string; email: string; firstName: string }> {
  passwordHash ??= hashPassword(fixturePassword, testScrypt);
  const email = `${label}.${randomBytes(5).toString('hex')}@example.test`;
  const firstName = label.split('.')[0] ?? label;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await passwordHash,
      firstName,
      lastName: 'Fixture',
      roles: [role],
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  return { userId: user!.id, email, firstName };
}

async function actor(
  app: FastifyInstance,
  role: Role,
  created: { userId: string; email: string; firstName: string },
): Promise<Actor> {
  const auth = await loadAuthUser({ db: app.db }, created.userId);
  if (!auth) {
    throw new Error('fixture user not loadable');
  }
  return {
    role,
    ...created,
    password: fixturePassword,
    patientId: auth.patientId,
    reeducatorId: auth.reeducatorId,
    responsableId: auth.responsableId,
    establishmentId: auth.establishmentId,
    auth,
    // A session of its own, never ended.
    token: await app.accessTokens.sign(auth, randomUUID()),
  };
}

async function createEstablishment(
  app: FastifyInstance,
  label: string,
): Promise<EstablishmentWorld> {
  const db = app.db;
  const [establishment] = await db
    .insert(establishments)
    .values({ name: `Résidence ${label}`, type: 'nursing_home', town: 'Metz', county: 'FR' })
    .returning({ id: establishments.id });
  const establishmentId = establishment!.id;

  const managerUser = await createUser(db, 'responsable', `manager.${label}`);
  await db.insert(managers).values({ userId: managerUser.userId, establishmentId });

  const rehabilitatorUser = await createUser(db, 'reeducator', `rehab.${label}`);
  const [rehabilitator] = await db
    .insert(rehabilitators)
    .values({ userId: rehabilitatorUser.userId, profession: 'physiotherapist' })
    .returning({ id: rehabilitators.id });

  const combinedUser = await createUser(db, 'reeducatorresponsable', `both.${label}`);
  const [combinedRehabilitator] = await db
    .insert(rehabilitators)
    .values({ userId: combinedUser.userId })
    .returning({ id: rehabilitators.id });
  await db.insert(managers).values({ userId: combinedUser.userId, establishmentId });

  await db.insert(establishmentRehabilitators).values([
    { establishmentId, reeducatorId: rehabilitator!.id },
    { establishmentId, reeducatorId: combinedRehabilitator!.id },
  ]);

  const patientUser = await createUser(db, 'patient', `patient.${label}`);
  const [patient] = await db
    .insert(patients)
    .values({
      userId: patientUser.userId,
      establishmentId,
      firstName: patientUser.firstName,
      lastName: 'Fixture',
      email: patientUser.email,
      functionalCapacity: 3,
    })
    .returning({ id: patients.id });
  await db.insert(patientRehabilitators).values([
    {
      patientId: patient!.id,
      reeducatorId: rehabilitator!.id,
      origin: 'reeducator',
      status: 'accepted',
    },
    {
      patientId: patient!.id,
      reeducatorId: combinedRehabilitator!.id,
      origin: 'reeducator',
      status: 'accepted',
    },
  ]);

  const unlinkedUser = await createUser(db, 'patient', `unlinked.${label}`);
  await db.insert(patients).values({
    userId: unlinkedUser.userId,
    establishmentId,
    firstName: unlinkedUser.firstName,
    lastName: 'Fixture',
    email: unlinkedUser.email,
  });

  const deviceSecret = await hashPassword(randomBytes(16).toString('hex'), testScrypt);
  const [device, spare] = await db
    .insert(devices)
    .values([
      {
        serialNumber: `OX-${randomBytes(4).toString('hex')}`,
        establishmentId,
        secretHash: deviceSecret,
      },
      {
        serialNumber: `OX-${randomBytes(4).toString('hex')}`,
        establishmentId,
        secretHash: deviceSecret,
      },
    ])
    .returning({ id: devices.id });
  await db
    .insert(deviceAssignments)
    .values({ deviceId: device!.id, patientId: patient!.id, wheelType: 'standard' });

  const patientActor = await actor(app, 'patient', patientUser);
  const unlinkedActor = await actor(app, 'patient', unlinkedUser);
  return {
    establishmentId,
    manager: await actor(app, 'responsable', managerUser),
    rehabilitator: await actor(app, 'reeducator', rehabilitatorUser),
    combined: await actor(app, 'reeducatorresponsable', combinedUser),
    patient: { ...patientActor, patientId: patient!.id },
    unlinkedPatient: { ...unlinkedActor, patientId: unlinkedActor.patientId! },
    deviceId: device!.id,
    spareDeviceId: spare!.id,
  };
}

/**
 * Two establishments, A and B, with one user of each role (see the file comment). `afterA` runs
 * once A exists and before B does (the refusal matrix gives A more data and tells A's rows apart).
 */
export async function createWorld(
  app: FastifyInstance,
  options: { afterA?: (a: EstablishmentWorld) => Promise<void> } = {},
): Promise<World> {
  const a = await createEstablishment(app, 'a');
  await options.afterA?.(a);
  const b = await createEstablishment(app, 'b');
  const actors = [a, b].flatMap((side) => [
    side.manager,
    side.rehabilitator,
    side.combined,
    side.patient,
    side.unlinkedPatient,
  ]);
  return { a, b, actors };
}
