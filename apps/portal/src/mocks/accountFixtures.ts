/**
 * Data of the patient's account stories (profile, access log), typed with the contract like
 * ./fixtures.ts, around the same patient (Lucie Moreau) and her establishment.
 */
import {
  endpoints,
  type AccessLog,
  type AccessLogEntry,
  type PatientProfile,
} from '@oxilio/domain/contract';
import { currentUsers, ids } from './fixtures';
import { answer } from './handlers';

/** GET /patients/:id of the signed-in patients. */
export const patientProfiles = {
  lucie: {
    patientId: ids.patient,
    userId: ids.patientUser,
    establishmentId: ids.establishment,
    firstName: currentUsers.patient.firstName,
    lastName: currentUsers.patient.lastName,
    email: currentUsers.patient.email,
    phone: '+33 6 12 34 56 78',
    birthDate: '1947-09-23',
    functionalCapacity: 3,
    availableEquipment: [1, 2],
    pathologies: [5],
    mainPathology: 5,
    registrationStatus: 'active',
    device: null,
    programs: [],
    archivedAt: null,
  },
  longNames: {
    patientId: ids.longPatient,
    userId: ids.longPatientUser,
    establishmentId: ids.longEstablishment,
    firstName: currentUsers.patientWithLongNames.firstName,
    lastName: currentUsers.patientWithLongNames.lastName,
    email: currentUsers.patientWithLongNames.email,
    phone: null,
    birthDate: null,
    functionalCapacity: null,
    availableEquipment: null,
    pathologies: [],
    mainPathology: null,
    registrationStatus: 'active',
    device: null,
    programs: [],
    archivedAt: null,
  },
} as const satisfies Record<string, PatientProfile>;

const entry = (
  day: string,
  from: string,
  to: string,
  count: number,
  kind: AccessLogEntry['kind'],
  areas: AccessLogEntry['areas'],
  actor: AccessLogEntry['actor'],
): AccessLogEntry => ({
  day,
  firstAt: `${day}T${from}:00.000Z`,
  lastAt: `${day}T${to}:00.000Z`,
  count,
  kind,
  areas,
  actor,
});

const marie = { firstName: 'Marie', lastName: 'Lefèvre', role: 'reeducator' } as const;
const claire = { firstName: 'Claire', lastName: 'Dumont', role: 'responsable' } as const;
const thomas = { firstName: 'Thomas', lastName: 'Girard', role: 'reeducatorresponsable' } as const;

/** Twelve groups, newest first: the first page shows five. */
const history: AccessLogEntry[] = [
  entry('2025-03-01', '08:05', '08:12', 4, 'viewed', ['results', 'rehabilitation'], marie),
  entry('2025-02-28', '14:30', '14:30', 1, 'changed', ['rehabilitation'], marie),
  entry('2025-02-27', '06:45', '06:45', 1, 'viewed', ['results'], claire),
  entry('2025-02-26', '12:00', '12:02', 2, 'viewed', ['profile', 'results'], thomas),
  entry('2025-02-20', '09:10', '09:10', 1, 'changed', ['profile'], claire),
  entry('2025-02-18', '10:00', '10:20', 6, 'viewed', ['profile', 'relatives', 'followUp'], marie),
  entry('2025-02-14', '07:00', '07:00', 1, 'viewed', ['results'], claire),
  entry('2025-02-10', '15:00', '15:05', 3, 'viewed', ['rehabilitation', 'activities'], marie),
  entry('2025-02-03', '09:00', '09:00', 1, 'changed', ['device'], claire),
  entry('2025-01-28', '11:00', '11:30', 5, 'viewed', ['profile', 'results'], marie),
  entry('2025-01-20', '09:00', '09:00', 1, 'changed', ['rehabilitation'], marie),
  entry('2025-01-15', '10:00', '10:00', 1, 'viewed', ['other'], thomas),
];

/** The access log as the API pages it: the `limit` newest groups. */
export function accessLogOf(entries: readonly AccessLogEntry[], limit = 10): AccessLog {
  return { entries: entries.slice(0, limit), hasMore: entries.length > limit };
}

export const accessLogs = {
  history,
  empty: [] as AccessLogEntry[],
  longNames: [
    entry(
      '2025-03-01',
      '08:05',
      '09:40',
      12,
      'changed',
      [
        'profile',
        'relatives',
        'followUp',
        'results',
        'rehabilitation',
        'activities',
        'device',
        'other',
      ],
      {
        firstName: 'Jean-Baptiste-Maximilien-Hippolyte',
        lastName: 'Delacroix-Beauharnais-Montgolfier-de-Saint-Exupéry',
        role: 'reeducatorresponsable',
      },
    ),
  ],
};

/** Answers the access log from a list of groups, paged by the request's `limit`. */
export const answerAccessLog = (entries: readonly AccessLogEntry[]) =>
  answer(endpoints.accessLog.ofPatient, ({ request }) =>
    accessLogOf(entries, Number(new URL(request.url).searchParams.get('limit') ?? 10)),
  );

/** What the account tab reads besides the start-up calls: the profile and the access log. */
export const accountHandlers = {
  profile: answer(endpoints.patients.getPatient, patientProfiles.lucie),
  accessLog: answerAccessLog(history),
};
