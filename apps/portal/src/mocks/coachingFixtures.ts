/** Coaching sessions of the demo residence (stories only): planned, done and cancelled ones. */
import { endpoints, type CoachingSession } from '@oxilio/domain/contract';
import { establishmentPatientList } from './activitiesAdminFixtures';
import { establishment } from './establishmentFixtures';
import { currentUsers, ids } from './fixtures';
import { answer } from './handlers';
import { signedInAs } from './scenarios';

const sessionId = (n: number) => `3f6c1a20-5b7e-4c1d-8a2f-0000000cc${String(n).padStart(3, '0')}`;
const [lucie, henri] = establishmentPatientList.patients;

const base = {
  establishmentId: ids.establishment,
  coachName: 'Karim Haddad',
  notes: null,
  updatedAt: '2026-11-20T09:00:00.000Z',
  canEdit: true,
} as const;

export const coachingSessions: CoachingSession[] = [
  {
    ...base,
    id: sessionId(1),
    patient: { patientId: lucie!.patientId, firstName: 'Lucie', lastName: 'Moreau' },
    scheduledAt: '2026-12-01T09:00:00.000Z',
    durationMinutes: 45,
    topic: 'Transferts lit-fauteuil',
    status: 'planned',
  },
  {
    ...base,
    id: sessionId(2),
    patient: { patientId: henri!.patientId, firstName: 'Henri', lastName: 'Dubois' },
    scheduledAt: '2026-11-18T14:00:00.000Z',
    durationMinutes: 30,
    topic: 'Marche dans le parc',
    notes: 'Bonne endurance, a demandé une pause à mi-parcours.',
    status: 'done',
  },
  {
    ...base,
    id: sessionId(3),
    patient: { patientId: henri!.patientId, firstName: 'Henri', lastName: 'Dubois' },
    scheduledAt: '2026-11-10T14:00:00.000Z',
    durationMinutes: null,
    coachName: null,
    topic: 'Équilibre debout',
    status: 'cancelled',
  },
];

/** What the coaching screens call, for the combined role of the demo residence. */
export const coachingHandlers = {
  ...signedInAs(currentUsers.reeducatorresponsable),
  sessions: answer(endpoints.coaching.establishment, { sessions: coachingSessions }),
  establishment: answer(endpoints.establishments.get, establishment),
  patients: answer(endpoints.establishments.patients, establishmentPatientList),
};
