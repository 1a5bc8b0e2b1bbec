/**
 * The demo's adapted activities and the demo patient's access log (docs/decisions/api-demo-data.md):
 * the product's catalogue, the residence's own activities with their schedule and place, the demo
 * patient enrolled in some of each; and the trace their rehabilitator, manager and coordinator left
 * in the audit log over the last weeks, so that the account page shows who viewed or changed the
 * patient's data.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { addDays } from '@oxilio/domain';
import type { DbExecutor } from '../db/client';
import { users } from '../db/schema';
import { auditSeededHistory } from '../audit/audit';
import { at, type SeedBuilder } from './builder';

/** The product's catalogue: offered in every establishment, done from home with a video. */
const catalogue = [
  {
    key: 'stretching',
    name: 'Étirements du matin',
    description:
      'Dix minutes d’étirements doux, assis, pour réveiller la nuque, les épaules et les jambes.',
    schedule: 'Chaque matin, 10 minutes, en vidéo chez vous',
  },
  {
    key: 'chairYoga',
    name: 'Yoga sur chaise',
    description: 'Des postures simples et des respirations lentes, toujours assis.',
    schedule: 'À votre rythme, séances vidéo de 20 minutes',
  },
  {
    key: 'seatedDance',
    name: 'Danse assise',
    description:
      'Des enchaînements en musique, assis, ou debout avec l’oxilio pour les plus à l’aise.',
    schedule: 'À votre rythme, séances vidéo de 15 minutes',
  },
] as const;

/**
 * Adds the catalogue and the residence's activities (`establishmentId`), and enrols the demo
 * patient in one of each. Returns the ids the other residents are enrolled in.
 */
export function demoActivities(
  b: SeedBuilder,
  { establishmentId, demoPatientId }: { establishmentId: string; demoPatientId: string },
): { walk: string } {
  const ids = {
    chair: randomUUID(),
    walk: randomUUID(),
    balance: randomUUID(),
    stretching: randomUUID(),
  };
  for (const activity of catalogue) {
    b.rows.adaptedActivities.push({
      id: activity.key === 'stretching' ? ids.stretching : randomUUID(),
      establishmentId: null,
      name: activity.name,
      description: activity.description,
      schedule: activity.schedule,
    });
  }
  b.rows.adaptedActivities.push(
    {
      id: ids.chair,
      establishmentId,
      name: 'Gym douce sur chaise',
      description: 'Mobilité des épaules et des hanches, en musique, avec Julien.',
      schedule: 'Mardi 10 h – 10 h 45, salle polyvalente (rez-de-chaussée)',
    },
    {
      id: ids.walk,
      establishmentId,
      name: 'Marche dans le parc',
      description: 'Par petits groupes, avec l’oxilio, à votre allure.',
      schedule: 'Jeudi 15 h, départ du hall d’accueil',
    },
    {
      id: ids.balance,
      establishmentId,
      name: 'Atelier équilibre',
      description: 'Se lever, se tenir, se retourner sans crainte : des exercices en petit groupe.',
      schedule: 'Lundi et vendredi 14 h 30, salle de kinésithérapie (1er étage)',
    },
  );
  b.rows.patientAdaptedActivities.push(
    { patientId: demoPatientId, activityId: ids.chair },
    { patientId: demoPatientId, activityId: ids.stretching },
  );
  return { walk: ids.walk };
}

/** Who left a trace, by demo account; the actions and days (before today) of each. */
const trail: {
  email: string;
  roles: string;
  entries: { daysAgo: number; hour: number; actions: string[] }[];
}[] = [
  {
    // Julien Weber, the rehabilitator who follows the patient.
    email: 'reeducateur@demo.oxilio.test',
    roles: 'reeducator',
    entries: [
      { daysAgo: 90, hour: 9, actions: ['patient.read', 'patient.program.assign'] },
      { daysAgo: 14, hour: 8, actions: ['patient.read', 'stats.read', 'session.list'] },
      { daysAgo: 10, hour: 13, actions: ['patient.settings.read', 'patient.settings.update'] },
      { daysAgo: 6, hour: 9, actions: ['patient.recap.read', 'stats.read', 'stats.percentages'] },
      { daysAgo: 3, hour: 14, actions: ['patient.read', 'session.list', 'session.read'] },
      { daysAgo: 1, hour: 8, actions: ['patient.recap.read', 'stats.read'] },
    ],
  },
  {
    // Claire Muller, the residence's manager.
    email: 'responsable@demo.oxilio.test',
    roles: 'responsable',
    entries: [
      { daysAgo: 179, hour: 10, actions: ['device.assign'] },
      { daysAgo: 30, hour: 15, actions: ['patient.read', 'patient.update'] },
      { daysAgo: 5, hour: 7, actions: ['stats.establishment'] },
      { daysAgo: 2, hour: 7, actions: ['stats.establishment', 'patient.read'] },
    ],
  },
  {
    // Thomas Kieffer, rehabilitator and manager (the combined role).
    email: 'coordinateur@demo.oxilio.test',
    roles: 'reeducatorresponsable',
    entries: [{ daysAgo: 4, hour: 12, actions: ['stats.establishment'] }],
  },
];

/** Writes the demo patient's access trail to the audit log (after the accounts are written). */
export async function demoAuditTrail(
  executor: DbExecutor,
  { patientId, today }: { patientId: string; today: string },
): Promise<number> {
  const accounts = await executor
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        trail.map((actor) => actor.email),
      ),
    );
  const userIds = new Map(accounts.map((account) => [account.email, account.id]));
  const rows = trail.flatMap((actor) =>
    actor.entries.flatMap((entry) =>
      entry.actions.map((action, index) => ({
        at: new Date(at(addDays(today, -entry.daysAgo), entry.hour).getTime() + index * 47_000),
        actorUserId: userIds.get(actor.email) ?? null,
        actorRoles: actor.roles,
        action,
        patientId,
      })),
    ),
  );
  await auditSeededHistory(executor, rows);
  return rows.length;
}
