/**
 * Establishment A with a thing of every kind a path can name, made through the API as A's people
 * would (the refusal matrix then calls every entry on them as outsiders): a program of A's
 * rehabilitator assigned to A's patient, a session with a step, a relative, an adapted activity the
 * patient is enrolled in, a coaching session, invitations of a rehabilitator, a patient and a
 * manager, a rank and a tag reached, an alert seen, a liked exercise. Every text is marked with
 * `text()` so that an answer showing it is caught.
 */
import { endpoints, type Endpoint } from '@oxilio/domain/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import {
  establishments,
  goals,
  patients,
  patientRanks,
  patientTags,
  users,
} from '../src/db/schema';
import type { Actor, EstablishmentWorld } from './fixtures';
import { call } from './helper';
import { sampleOf, type JsonSchema } from './schema-sample';

/** The rank and the tag A's patient has reached (reference ids, everyone's). */
export const achievementsOfA = { rank: 1, tag: 'first_session' } as const;

/** Letters only: a name holds no digit (packages/domain/src/personName.ts). */
const letters = (value: number) =>
  value.toString(26).replace(/./g, (digit) => String.fromCharCode(97 + parseInt(digit, 26)));

/** One of A's texts: recognisable, unique, valid as a name (letters only). */
export function textOfA(): (path: string) => string {
  let count = 0;
  return () => `Aurelien${letters((count += 1))}x${letters(Math.floor(Math.random() * 26 ** 6))}`;
}

async function asA(
  app: FastifyInstance,
  actor: Actor,
  entry: Endpoint,
  params: Record<string, string>,
  fields: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const text = textOfA();
  const body = entry.body
    ? sampleOf(entry.body as JsonSchema, { text, field: (name) => fields[name] })
    : undefined;
  const path = entry.path.replace(/:(\w+)/g, (_match, name: string) => params[name]!);
  const res = await call(app, entry.method, `/api/v1${path}`, { token: actor.token, body });
  if (res.status >= 300) {
    throw new Error(`refusal world: ${entry.method} ${path} as A -> ${res.status} ${res.raw}`);
  }
  return res.body;
}

/** Gives A's people marked names and A its things (see the file comment). */
export async function furnishA(app: FastifyInstance, a: EstablishmentWorld): Promise<void> {
  const text = textOfA();
  const people = [a.manager, a.rehabilitator, a.combined, a.patient, a.unlinkedPatient];
  for (const person of people) {
    await app.db
      .update(users)
      .set({ firstName: text(''), lastName: text('') })
      .where(eq(users.id, person.userId));
  }
  await app.db
    .update(patients)
    .set({ firstName: text(''), lastName: text(''), phone: '+33 6 12 34 56 78' })
    .where(inArray(patients.id, [a.patient.patientId, a.unlinkedPatient.patientId]));
  await app.db
    .update(establishments)
    .set({ name: `Résidence ${text('')}` })
    .where(eq(establishments.id, a.establishmentId));

  const patientId = a.patient.patientId;
  const program = await asA(
    app,
    a.rehabilitator,
    endpoints.programs.create,
    {},
    {
      reeducatorId: a.rehabilitator.reeducatorId,
      exercises: [{ exerciseId: 2 }, { exerciseId: 3 }],
    },
  );
  await asA(
    app,
    a.rehabilitator,
    endpoints.programs.assign,
    { id: patientId },
    {
      ProgramId: program.id,
      isSelfRehabilitation: true,
    },
  );
  const current = await asA(app, a.patient, endpoints.sessions.current, {
    id: patientId,
    isSelfReeducation: 'true',
  });
  const session = current.session as { id: string };
  await asA(app, a.patient, endpoints.sessions.step, { id: session.id });
  await asA(app, a.patient, endpoints.patients.addRelative, { id: patientId });
  // A goal in words set by A's rehabilitator (its body's fields exclude one another by kind).
  await app.db.insert(goals).values({
    patientId,
    kind: 'words',
    text: textOfA()('goal'),
    reviewOn: '2099-01-01',
    setByReeducatorId: a.rehabilitator.reeducatorId!,
    setOn: '2026-01-01',
  });
  // A standardised test's result recorded by A's rehabilitator (its comment is A's text).
  await asA(
    app,
    a.rehabilitator,
    endpoints.outcomeMeasures.record,
    { id: patientId },
    {
      measureKey: 'bergBalanceScale',
      value: 40,
      measuredOn: '2026-01-05',
      walkingAid: 'none',
      assistance: 'none',
      withDevice: false,
    },
  );
  // A clinical note by A's rehabilitator, amended once (its versions are A's texts).
  const note = await asA(app, a.rehabilitator, endpoints.clinicalNotes.write, { id: patientId });
  await asA(app, a.rehabilitator, endpoints.clinicalNotes.amend, {
    id: patientId,
    noteId: String(note.id),
  });

  // A health record system registered by A's manager (its name is A's text).
  const { publicKey } = await generateKeyPair('ES384', { extractable: true });
  const registered = await call(
    app,
    'POST',
    `/api/v1/Establishments/${a.establishmentId}/fhir-clients`,
    {
      token: a.manager.token,
      body: {
        name: textOfA()('fhirClient'),
        scopes: ['system/*.read'],
        jwks: { keys: [{ ...(await exportJWK(publicKey)), kid: 'refusal-world' }] },
      },
    },
  );
  if (registered.status !== 201) {
    throw new Error(`refusal world: a FHIR client as A -> ${registered.status} ${registered.raw}`);
  }

  const activity = await asA(
    app,
    a.manager,
    endpoints.apa.create,
    { id: a.establishmentId },
    {
      videoKey: null,
    },
  );
  await asA(app, a.manager, endpoints.apa.enrol, { id: String(activity.id), patientId });
  await asA(app, a.manager, endpoints.coaching.create, { id: a.establishmentId }, { patientId });
  await asA(app, a.manager, endpoints.establishments.inviteRehabilitator, {
    id: a.establishmentId,
  });
  await asA(app, a.manager, endpoints.establishments.invitePatient, { id: a.establishmentId });
  await asA(app, a.manager, endpoints.managers.invite, { id: a.establishmentId });

  await asA(app, a.rehabilitator, endpoints.alerts.markSeen, {
    id: a.rehabilitator.reeducatorId!,
    patientId,
    kind: 'painRise',
  });
  await asA(app, a.rehabilitator, endpoints.programs.like, { id: '2' }, { like: true });
  await app.db
    .insert(patientRanks)
    .values({ patientId, rankId: achievementsOfA.rank })
    .onConflictDoNothing();
  await app.db
    .insert(patientTags)
    .values({ patientId, tagId: achievementsOfA.tag })
    .onConflictDoNothing();
}
