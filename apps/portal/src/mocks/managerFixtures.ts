/**
 * The manager's screens through the mocked API: the establishment's patients (current, archived,
 * invitations pending), its devices and their history, and the patients' stats. `managerApi()`
 * remembers what a story changes (associate, dissociate, end of service, invite), as the API does.
 */
import { isDeviceSilent } from '@oxilio/domain';
import {
  endpoints,
  type DeviceHistory,
  type EstablishmentDevice,
  type EstablishmentPatient,
  type PatientApplication,
  type PatientProfile,
  type PatientsStatsResponse,
  type StatsResponse,
} from '@oxilio/domain/contract';
import { clinicalNotesApi } from './clinicalNotesFixtures';
import { establishment } from './establishmentFixtures';
import { currentUsers, ids } from './fixtures';
import { followUpApi } from './followUpRequestFixtures';
import { nextStepCountsOf, patientsFollowUpApi } from './patientsFollowUpFixtures';
import { answer } from './handlers';
import { signedInAs } from './scenarios';
import { relativesHandlers } from './relativesFixtures';

const id = (n: number) => `3f6c1a20-5b7e-4c1d-8a2f-0000000e${String(n).padStart(4, '0')}`;

/**
 * The week the stats answer: fixed, so that screenshots never change. The last 7 days as the API's
 * default gives them on the fixtures' Thursday 26/11/26: the completed days ending the day before.
 */
export const managerWeek = [
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
] as const;

function patient(
  n: number,
  firstName: string,
  lastName: string,
  more: Partial<EstablishmentPatient> = {},
): EstablishmentPatient {
  return {
    patientId: id(n),
    firstName,
    lastName,
    email: `${firstName}.${lastName}@example.fr`.toLowerCase().replace(/[^a-z.@-]/g, ''),
    phone: null,
    functionalCapacity: 2,
    registrationStatus: 'active',
    device: null,
    archived: false,
    serviceEndedAt: null,
    archiveScheduledFor: null,
    ...more,
  };
}

const hourMs = 3_600_000;
/**
 * A device last seen `hoursAgo` before now (null: never). Relative to the clock, as the page says
 * "3 hours ago": the screenshots stay the same from one day to the next.
 */
const device = (n: number, serialNumber: string, hoursAgo: number | null): EstablishmentDevice => ({
  deviceId: id(100 + n),
  serialNumber,
  lastSeenAt: hoursAgo === null ? null : new Date(Date.now() - hoursAgo * hourMs).toISOString(),
  silent: false,
  patient: null,
});

export const managerPatients = {
  current: [
    patient(1, 'Jeanne', 'Muller', {
      device: { deviceId: id(101), serialNumber: 'OX-A-R001', wheelType: 'standard' },
    }),
    patient(2, 'Paul', 'Weber', {
      device: { deviceId: id(102), serialNumber: 'OX-A-R002', wheelType: 'lightweight' },
    }),
    patient(3, 'Odette', 'Schmit'),
    patient(4, 'Henri', 'Faber', {
      serviceEndedAt: '2026-11-20T09:00:00.000Z',
      archiveScheduledFor: '2026-12-20',
    }),
    patient(5, 'Lucien', 'Kieffer', { registrationStatus: 'pending_validation' }),
  ],
  archived: [
    patient(6, 'Gaston', 'Thill', {
      archived: true,
      serviceEndedAt: '2026-09-01T09:00:00.000Z',
      archiveScheduledFor: '2026-10-01',
    }),
  ],
  longNames: [
    patient(
      7,
      'Marie-Bernadette-Éléonore-Clémentine',
      'de La Rochefoucauld-Montmorency-Villeneuve',
      {
        device: {
          deviceId: id(101),
          serialNumber: 'OX-A-R001-LONG-SERIAL-NUMBER',
          wheelType: 'lightweight',
        },
        archiveScheduledFor: null,
      },
    ),
  ],
} satisfies Record<string, EstablishmentPatient[]>;

export const patientApplications: PatientApplication[] = [
  {
    applicationId: id(200),
    email: 'irene.hoffmann@example.fr',
    firstName: 'Irène',
    lastName: 'Hoffmann',
    phone: '06 12 34 56 78',
    status: 'confirmed',
    createdAt: '2026-11-18T10:00:00.000Z',
  },
];

/**
 * The devices: two with patients (OX-A-R001 seen 3 hours ago, OX-A-R002 silent for 8 days), two
 * free (one last seen with an earlier patient, one never). `silent` as the API flags it.
 */
export function managerDevices(
  patients: readonly EstablishmentPatient[],
  /** When a device was associated during the story (now), by device id. */
  associatedAt: ReadonlyMap<string, string> = new Map(),
): EstablishmentDevice[] {
  const all = [
    device(1, 'OX-A-R001', 3.1),
    device(2, 'OX-A-R002', 24 * 8),
    device(3, 'OX-A-R003', 24 * 30),
    device(4, 'OX-A-R004', null),
  ];
  return all.map((item) => {
    const owner = patients.find((candidate) => candidate.device?.deviceId === item.deviceId);
    if (!owner) {
      return item;
    }
    const assignedAt = associatedAt.get(item.deviceId) ?? '2026-06-02T08:00:00.000Z';
    return {
      ...item,
      silent: isDeviceSilent({ lastSeenAt: item.lastSeenAt, assignedAt }, new Date()),
      patient: {
        patientId: owner.patientId,
        firstName: owner.firstName,
        lastName: owner.lastName,
        wheelType: owner.device?.wheelType ?? null,
        assignedAt,
      },
    };
  });
}

export const deviceHistory = (deviceId: string, serialNumber: string): DeviceHistory => ({
  deviceId,
  serialNumber,
  assignments: [
    {
      assignmentId: id(300),
      patient: { patientId: id(6), firstName: 'Gaston', lastName: 'Thill', archived: true },
      wheelType: 'standard',
      assignedAt: '2026-01-12T08:00:00.000Z',
      unassignedAt: '2026-09-01T09:00:00.000Z',
    },
  ],
});

const series = (values: (number | null)[]) => values;

/** The establishment's stats over a week: steps and activity objectives met per patient. */
export function managerStats(
  patients: readonly EstablishmentPatient[],
  scale = 1,
): PatientsStatsResponse {
  return {
    establishmentId: ids.establishment,
    from: managerWeek[0],
    to: managerWeek[6],
    scale: 'Day',
    types: ['StepCount', 'ActivityStars'],
    starts: [...managerWeek],
    patients: patients.map((item, index) => ({
      patientId: item.patientId,
      firstName: item.firstName,
      lastName: item.lastName,
      series: {
        StepCount: series(
          managerWeek.map((_, day) =>
            index === 2 && day < 3 ? null : Math.round((1200 + index * 300 + day * 150) * scale),
          ),
        ),
        ActivityStars: series(managerWeek.map((_, day) => (index + day) % 4)),
      },
    })),
  };
}

export function patientProfile(item: EstablishmentPatient): PatientProfile {
  return {
    patientId: item.patientId,
    userId: null,
    establishmentId: ids.establishment,
    firstName: item.firstName,
    lastName: item.lastName,
    email: item.email,
    phone: item.phone,
    birthDate: '1948-05-14',
    functionalCapacity: 2,
    availableEquipment: null,
    pathologies: [5],
    mainPathology: 5,
    registrationStatus: item.registrationStatus,
    device: item.device ? { ...item.device, assignedAt: '2026-06-02T08:00:00.000Z' } : null,
    programs: [],
    archivedAt: item.archived ? '2026-10-01T01:00:00.000Z' : null,
  };
}

const patientStats = (patientId: string): StatsResponse => ({
  patientId,
  from: managerWeek[0],
  to: managerWeek[6],
  scale: 'Day',
  types: ['StepCount', 'StepCountObjective'],
  starts: [...managerWeek],
  series: {
    StepCount: [1800, 2100, null, 2500, 1900, 2600, 1200],
    StepCountObjective: [2000, 2000, 2000, 2000, 2000, 2000, 2000],
  },
});

/**
 * The manager's calls, answered from one state a story changes: associating, dissociating (with
 * the end of service 30 days later), inviting and resending.
 */
export function managerApi(
  data: {
    patients?: readonly EstablishmentPatient[];
    archived?: readonly EstablishmentPatient[];
    applications?: readonly PatientApplication[];
  } = {},
) {
  const state = {
    patients: structuredClone([...(data.patients ?? managerPatients.current)]),
    archived: [...(data.archived ?? managerPatients.archived)],
    applications: [...(data.applications ?? patientApplications)],
    associatedAt: new Map<string, string>(),
  };
  const devices = () => managerDevices(state.patients, state.associatedAt);
  const find = (patientId: string) =>
    [...state.patients, ...state.archived].find((item) => item.patientId === patientId);
  const stateOf = (item: EstablishmentPatient) => ({
    patientId: item.patientId,
    device: item.device,
    serviceEndedAt: item.serviceEndedAt,
    archiveScheduledFor: item.archiveScheduledFor,
  });
  return {
    ...signedInAs(currentUsers.responsable),
    // The patient page's follow-up card: followed by Marie Lefèvre unless a story says otherwise.
    ...followUpApi(),
    // The follow-up list and the home's evolution, over the patients kept here.
    ...patientsFollowUpApi(() => state.patients),
    // The patient page's notes, the manager's own amendable (features/clinicalNotes).
    ...clinicalNotesApi(ids.managerUser),
    // The patient page's relatives, who to call (read only: features/relatives).
    ...relativesHandlers([]),
    // Nobody registered alone asks to be followed (features/registrations).
    registrationRequests: answer(endpoints.registrations.pending, { requests: [] }),
    patients: answer(endpoints.establishments.patients, ({ request }) => {
      const archived = new URL(request.url).searchParams.get('archived') === 'true';
      return {
        patients: archived ? state.archived : state.patients,
        patientApplications: archived ? [] : state.applications,
        nextStepCounts: nextStepCountsOf(state.patients),
      };
    }),
    devices: answer(endpoints.establishments.devices, () => devices()),
    establishment: answer(endpoints.establishments.get, establishment),
    history: answer(endpoints.managers.deviceHistory, ({ params }) =>
      deviceHistory(
        params.deviceId,
        devices().find((item) => item.deviceId === params.deviceId)?.serialNumber ?? '',
      ),
    ),
    stats: answer(endpoints.stats.establishmentPatientsStats, ({ request }) =>
      managerStats(state.patients, new URL(request.url).searchParams.has('from') ? 0.8 : 1),
    ),
    patientStats: answer(endpoints.stats.patientStats, ({ params }) => patientStats(params.id)),
    getPatient: answer(endpoints.patients.getPatient, ({ params }) => {
      const item = find(params.id) ?? state.patients[0];
      return patientProfile(item as EstablishmentPatient);
    }),
    associate: answer(endpoints.establishments.associateDevice, ({ params, request }) =>
      request.json().then((body: { deviceId: string; wheelType: string | null }) => {
        const item = find(params.id) as EstablishmentPatient;
        const serialNumber =
          devices().find((candidate) => candidate.deviceId === body.deviceId)?.serialNumber ?? '';
        item.device = { deviceId: body.deviceId, serialNumber, wheelType: body.wheelType };
        state.associatedAt.set(body.deviceId, new Date().toISOString());
        item.serviceEndedAt = null;
        item.archiveScheduledFor = null;
        return stateOf(item);
      }),
    ),
    dissociate: answer(endpoints.establishments.dissociateDevice, ({ params, request }) => {
      const item = find(params.id) as EstablishmentPatient;
      item.device = null;
      if (new URL(request.url).searchParams.get('endService') === 'true') {
        item.serviceEndedAt = '2026-11-26T10:00:00.000Z';
        item.archiveScheduledFor = '2026-12-26';
      }
      return stateOf(item);
    }),
    invite: answer(endpoints.establishments.invitePatient, ({ request }) =>
      request
        .json()
        .then(
          (body: {
            patientEmail: string;
            patientFirstName: string;
            patientLastName: string;
            patientPhone?: string | null;
          }) => {
            const application: PatientApplication = {
              applicationId: id(201 + state.applications.length),
              email: body.patientEmail,
              firstName: body.patientFirstName,
              lastName: body.patientLastName,
              phone: body.patientPhone ?? null,
              status: 'confirmed',
              createdAt: '2026-11-26T10:00:00.000Z',
            };
            state.applications.push(application);
            return application;
          },
        ),
    ),
    resend: answer(endpoints.managers.resendPatientInvitation, ({ params }) => {
      return state.applications.find(
        (item) => item.applicationId === params.aid,
      ) as PatientApplication;
    }),
  };
}
