/**
 * The manager's adapted activities (stories only): the establishment's own activities (editable),
 * the catalogue, each one's participants, and the establishment's current patients to enrol.
 */
import {
  endpoints,
  type AdaptedActivity,
  type AdaptedActivityParticipant,
  type EstablishmentPatient,
  type EstablishmentPatients,
} from '@oxilio/domain/contract';
import { activities } from './activitiesFixtures';
import { currentUsers, ids } from './fixtures';
import { answer } from './handlers';
import { signedInAs } from './scenarios';

const own = (activity: AdaptedActivity): AdaptedActivity => {
  const { enrolled: _enrolled, ...rest } = activity;
  return { ...rest, canEdit: true };
};

export const managedActivities: AdaptedActivity[] = [
  own(activities.chairGym),
  own(activities.walk),
  { ...own(activities.stretching), canEdit: false },
];

const patient = (n: number, firstName: string, lastName: string): EstablishmentPatient => ({
  patientId: `3f6c1a20-5b7e-4c1d-8a2f-0000000aa${String(n).padStart(3, '0')}`,
  firstName,
  lastName,
  email: null,
  phone: null,
  functionalCapacity: null,
  registrationStatus: 'registered',
  device: null,
  archived: false,
  serviceEndedAt: null,
  archiveScheduledFor: null,
});

export const establishmentPatientList: EstablishmentPatients = {
  patients: [
    { ...patient(1, 'Lucie', 'Moreau'), patientId: ids.patient },
    patient(2, 'Henri', 'Dubois'),
    patient(3, 'Odette', 'Lambert'),
  ],
  patientApplications: [],
  // No device, no capacity; followed by nobody, as far as these screens know.
  nextStepCounts: {
    patients: 3,
    nextSteps: 3,
    noRehabilitator: 3,
    noDevice: 3,
    noCapacity: 3,
    noObjectives: 3,
  },
};

export const participant = (
  source: EstablishmentPatient,
  enrolledAt = '2026-11-02T09:00:00.000Z',
): AdaptedActivityParticipant => ({
  patientId: source.patientId,
  firstName: source.firstName,
  lastName: source.lastName,
  enrolledAt,
});

/** Lucie takes part in the chair gym; nobody else in anything. */
export const activitiesAdminHandlers = {
  ...signedInAs(currentUsers.responsable),
  activities: answer(endpoints.apa.list, { activities: managedActivities }),
  patients: answer(endpoints.establishments.patients, establishmentPatientList),
  participants: answer(endpoints.apa.participants, ({ params }) => ({
    activityId: params.id,
    patients:
      params.id === activities.chairGym.id
        ? [participant(establishmentPatientList.patients[0]!)]
        : [],
  })),
};
