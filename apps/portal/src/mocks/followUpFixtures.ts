/**
 * A followed patient as their rehabilitator sees them (GET /Reeducators/{id}/Patients/{patientId},
 * /Reeducators/{id}/Patient/{patientId}, GET /Patients/{id}/sessions), for the patient page's
 * stories. The stats come from the evolution fixtures (120 days up to 25 November 2026).
 */
import type {
  PatientSettings,
  RehabilitatorPatientDetail,
  Session,
  SessionList,
} from '@oxilio/domain/contract';
import { evolutionToday } from './evolutionFixtures';
import { ids } from './fixtures';
import { sessionIds, sessionOf, stepOf } from './sessionFixtures';

const indicators: RehabilitatorPatientDetail['indicators'] = {
  painIncrease: false,
  awaitingSelfRehabilitation: false,
  noDevice: false,
  last7Days: [],
  performance: 64,
  performanceDays: 7,
  usageDays: 6,
};

export const followedPatients = {
  jeanne: {
    patientId: ids.patient,
    firstName: 'Jeanne',
    lastName: 'Welter',
    functionalCapacity: 3,
    pathologies: [4, 3],
    mainPathology: 4,
    main: true,
    archived: false,
    device: { deviceId: ids.device, serialNumber: 'OX-2024-0117', wheelType: 'standard' },
    indicators,
    email: 'jeanne.welter@example.test',
    phone: null,
    birthDate: '1948-05-14',
    establishmentId: ids.establishment,
    availableEquipment: [1, 2],
    programs: [],
  },
  longNames: {
    patientId: ids.longPatient,
    firstName: 'Marie-Thérèse Antoinette Joséphine',
    lastName: 'van der Heyden-Schellenberger de Montmorency-Laval',
    functionalCapacity: null,
    pathologies: [],
    mainPathology: null,
    main: false,
    archived: false,
    device: null,
    indicators: {
      ...indicators,
      noDevice: true,
      performance: null,
      performanceDays: 0,
      usageDays: 0,
    },
    email: null,
    phone: null,
    birthDate: null,
    establishmentId: ids.longEstablishment,
    availableEquipment: null,
    programs: [],
  },
} satisfies Record<string, RehabilitatorPatientDetail>;

export const followedPatientSettings: PatientSettings = {
  patientId: ids.patient,
  functionalCapacity: 3,
  objectives: [
    { metricKey: 'StepCount', value: 1000, source: 'patient', validFrom: '2026-09-01' },
    { metricKey: 'WalkDistance', value: 250, source: 'default', validFrom: null },
    { metricKey: 'WalkTime', value: 900, source: 'default', validFrom: null },
    { metricKey: 'StandTime', value: 1200, source: 'default', validFrom: null },
    { metricKey: 'ActiveTime', value: 2700, source: 'default', validFrom: null },
  ],
  settings: { weeklySelfRehabilitationSessions: 3, sessionReminderTime: '09:30', comment: null },
};

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A done self-rehabilitation session on a day, with its review. */
function doneSession(day: string, index: number, pain: 1 | 2 | 3, difficulty: 1 | 2 | 3): Session {
  const at = `${day}T09:00:00.000Z`;
  const steps = [
    stepOf(10, 0, { duration: 300, effort: 4 + (index % 3), at }),
    stepOf(12, 1, { duration: 240, effort: 5, at }),
    stepOf(14, 2, index % 4 === 0 ? undefined : { duration: 180, effort: 6, at }),
  ];
  return sessionOf(steps, {
    id: `3f6c1a20-5b7e-4c1d-8a2f-${String(600000 + index).padStart(12, '0')}`,
    day,
    status: 'done',
    completedAt: `${day}T09:20:00.000Z`,
    review: { pain, difficulty, submittedAt: `${day}T09:21:00.000Z` },
  });
}

/** Three sessions a week for 10 weeks, newest first; pain rising in the last weeks. */
export const followedSessions: SessionList = {
  sessions: Array.from({ length: 30 }, (_, index) => {
    const day = addDays(evolutionToday, -Math.floor(index * 2.3));
    return doneSession(day, index, index < 6 ? 2 : 1, index % 3 === 0 ? 3 : 2);
  }),
};

export { sessionIds };
