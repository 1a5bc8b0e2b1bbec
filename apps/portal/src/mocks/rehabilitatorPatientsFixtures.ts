/**
 * Data of the rehabilitator's patients list stories (/reeducateur/patients), typed with the
 * contract like ./fixtures.ts: the patients with their indicators, requests and invitations, the
 * alerts, and the search. `patientsApi` answers every call of the screen and remembers the changes
 * a story makes (a request accepted, an alert seen).
 */
import { weekVerdict } from '@oxilio/domain';
import {
  endpoints,
  type DayActivity,
  type EndedFollowUp,
  type PatientAlert,
  type PatientLinkInvite,
  type PatientSearchResult,
  type RehabilitatorInvites,
  type RehabilitatorPatient,
} from '@oxilio/domain/contract';
import { currentUsers, ids } from './fixtures';
import { answer } from './handlers';
import { signedInAs } from './scenarios';

const id = (n: number) => `3f6c1a20-5b7e-4c1d-8a2f-0000000007${String(n).padStart(2, '0')}`;

const week = (steps: (number | null)[], wearHours: number, performance: number | null) =>
  steps.map((stepCount, index): DayActivity => ({
    day: `2026-11-${String(20 + index).padStart(2, '0')}`,
    stepCount,
    activeTime: stepCount === null ? null : Math.round(stepCount / 2),
    wearTime: stepCount === null ? null : wearHours * 3600,
    performance: stepCount === null ? null : performance,
  }));

const patient = (
  n: number,
  firstName: string,
  lastName: string,
  values: Partial<Omit<RehabilitatorPatient, 'indicators'>> & {
    indicators?: Partial<RehabilitatorPatient['indicators']>;
  } = {},
): RehabilitatorPatient => {
  const last7Days =
    values.indicators?.last7Days ?? week([820, 900, 760, null, 1010, 950, 880], 6, 74);
  return {
    patientId: id(n),
    firstName,
    lastName,
    functionalCapacity: 3,
    pathologies: [6],
    mainPathology: 6,
    main: true,
    archived: false,
    device: { deviceId: id(90 + n), serialNumber: `OX-A-00${90 + n}`, wheelType: 'standard' },
    ...values,
    indicators: {
      painIncrease: false,
      awaitingSelfRehabilitation: false,
      noDevice: false,
      // The API's rule (@oxilio/domain): the days' scores over 7, on the days measured.
      ...weekVerdict(last7Days),
      ...values.indicators,
      last7Days,
    },
  };
};

/** GET Reeducators/:id/Patients. */
export const rehabilitatorPatients = {
  full: [
    patient(1, 'Marcel', 'Zeimet', {
      indicators: { painIncrease: true },
    }),
    patient(2, 'Odette', 'Origer', {
      device: null,
      pathologies: [7],
      mainPathology: 7,
      indicators: {
        noDevice: true,
        last7Days: week([null, null, null, null, null, null, null], 0, null),
      },
    }),
    patient(3, 'Henri', 'Goergen', {
      main: false,
      pathologies: [5, 3],
      mainPathology: 5,
      indicators: {
        awaitingSelfRehabilitation: true,
        last7Days: week([700, 760, 640, null, 810, 720, 690], 5, 68),
      },
    }),
    patient(4, 'Yvette', 'Kayser', {
      pathologies: [4],
      mainPathology: 4,
      indicators: {
        last7Days: week([240, 180, null, 210, null, 150, 200], 1.5, 31),
      },
    }),
    patient(5, 'Gilbert', 'Nilles', { archived: true }),
  ],
  longNames: [
    patient(
      6,
      'Marie-Jeanne-Françoise-Bernadette',
      'Schmitz-Hoffmann-Wagner-Kieffer-de-la-Haute-Vallée',
      {
        indicators: { painIncrease: true, awaitingSelfRehabilitation: true },
      },
    ),
    patient(7, 'Jean', 'Muller', {}),
  ],
} as const satisfies Record<string, RehabilitatorPatient[]>;

const invite = (
  n: number,
  origin: PatientLinkInvite['origin'],
  firstName: string,
  lastName: string,
): PatientLinkInvite => ({
  id: id(40 + n),
  origin,
  status: 'pending',
  createdAt: `2026-11-2${n}T09:30:00.000Z`,
  patient: { patientId: id(20 + n), firstName, lastName },
});

/** GET Reeducators/:id/invites. */
export const rehabilitatorInvites = {
  full: {
    received: [invite(1, 'patient', 'Nadine', 'Lentz'), invite(2, 'patient', 'Roger', 'Clement')],
    sent: [invite(3, 'reeducator', 'Léon', 'Braun')],
    establishments: [],
  },
  none: { received: [], sent: [], establishments: [] },
} as const satisfies Record<string, RehabilitatorInvites>;

/** GET Reeducators/:id/alerts. */
export const patientAlerts = {
  full: [
    {
      patientId: id(1),
      firstName: 'Marcel',
      lastName: 'Zeimet',
      kind: 'painRise',
      pains: [1, 2, 3],
      recentWearPerDay: null,
      previousWearPerDay: null,
      recentWindow: 3,
      previousWindow: null,
      observedAt: '2026-11-25T10:21:00.000Z',
    },
    {
      patientId: id(4),
      firstName: 'Yvette',
      lastName: 'Kayser',
      kind: 'wearDrop',
      pains: [],
      recentWearPerDay: 5400,
      previousWearPerDay: 21600,
      recentWindow: 7,
      previousWindow: 21,
      observedAt: '2026-11-25T00:00:00.000Z',
    },
  ],
} as const satisfies Record<string, PatientAlert[]>;

/** GET Patients: a resident not followed yet (name and link only) and one already followed. */
export const patientSearch = {
  marx: [
    {
      patientId: id(30),
      firstName: 'Lucienne',
      lastName: 'Marx',
      email: null,
      phone: null,
      establishmentId: ids.establishment,
      link: 'none',
    },
  ],
} as const satisfies Record<string, PatientSearchResult[]>;

/**
 * Every call of the screen, answered from `data`, which the story's actions change: accepting or
 * refusing a request, inviting a patient, marking an alert seen.
 */
export function patientsApi(
  data: {
    patients?: readonly RehabilitatorPatient[];
    invites?: RehabilitatorInvites;
    alerts?: readonly PatientAlert[];
    search?: readonly PatientSearchResult[];
    /** The follow-ups patients ended lately (none by default). */
    endedFollowUps?: readonly EndedFollowUp[];
  } = {},
) {
  const state = {
    patients: [...(data.patients ?? rehabilitatorPatients.full)],
    invites: structuredClone(data.invites ?? rehabilitatorInvites.full) as RehabilitatorInvites,
    alerts: [...(data.alerts ?? patientAlerts.full)],
    search: [...(data.search ?? patientSearch.marx)],
  };
  const link = (patientId: string, status: string) => ({
    id: id(99),
    patientId,
    reeducatorId: ids.rehabilitator,
    origin: 'patient' as const,
    status,
    archived: false,
    ended: false,
  });
  // Invitations withdrawn by the story, listed again when the same patient is invited again.
  const withdrawn: PatientLinkInvite[] = [];
  return {
    ...signedInAs(currentUsers.reeducator),
    patients: answer(endpoints.rehabilitators.patients, () => state.patients),
    invites: answer(endpoints.rehabilitators.invites, () => state.invites),
    endedFollowUps: answer(endpoints.rehabilitators.endedFollowUps, () => [
      ...(data.endedFollowUps ?? []),
    ]),
    alerts: answer(endpoints.alerts.list, () => state.alerts),
    search: answer(endpoints.rehabilitators.search, () => state.search),
    linkPatient: answer(endpoints.rehabilitators.linkPatient, ({ request }) =>
      request.json().then((body: { patientId: string }) => {
        const received = state.invites.received.find(
          (item) => item.patient.patientId === body.patientId,
        );
        state.invites.received = state.invites.received.filter((item) => item !== received);
        if (received) {
          state.patients.push(
            patient(50, received.patient.firstName, received.patient.lastName, {
              patientId: received.patient.patientId,
            }),
          );
        } else {
          const again = withdrawn.find((item) => item.patient.patientId === body.patientId);
          if (again) {
            state.invites.sent = [...state.invites.sent, again];
          }
          state.search = state.search.map((found) =>
            found.patientId === body.patientId ? { ...found, link: 'pending' } : found,
          );
        }
        return link(body.patientId, received ? 'accepted' : 'pending');
      }),
    ),
    unlinkPatient: answer(endpoints.rehabilitators.unlinkPatient, ({ params }) => {
      state.invites.received = state.invites.received.filter(
        (item) => item.patient.patientId !== params.patientId,
      );
      withdrawn.push(
        ...state.invites.sent.filter((item) => item.patient.patientId === params.patientId),
      );
      state.invites.sent = state.invites.sent.filter(
        (item) => item.patient.patientId !== params.patientId,
      );
      return { ...link(params.patientId, 'refused'), ended: false };
    }),
    markSeen: answer(endpoints.alerts.markSeen, ({ params }) => {
      state.alerts = state.alerts.filter(
        (alert) => !(alert.patientId === params.patientId && alert.kind === params.kind),
      );
      // As the API: the pain-increase indicator is the unseen pain-rise alert.
      if (params.kind === 'painRise') {
        state.patients = state.patients.map((item) =>
          item.patientId === params.patientId
            ? { ...item, indicators: { ...item.indicators, painIncrease: false } }
            : item,
        );
      }
      return {
        patientId: params.patientId,
        kind: params.kind as PatientAlert['kind'],
        seenAt: '2026-11-26T09:00:00.000Z',
      };
    }),
  };
}
