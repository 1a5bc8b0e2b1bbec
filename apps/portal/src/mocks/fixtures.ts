/**
 * Data the screen stories serve through the mocked API (./handlers.ts), one set shared by every
 * story. Each value is typed with the contract's types, so a change of the contract breaks these
 * fixtures when the project is type-checked, not the stories at run time.
 *
 * Values look like what the API answers (wire codes such as `physiotherapist`, message ids such as
 * `domain.rank.silver`, ISO dates), around a patient close to the demo data's (docs/product.md).
 */
import type {
  CurrentUser,
  PatientRecap,
  PatientRehabilitatorInvitation,
  UserEstablishment,
} from '@oxilio/domain/contract';

type Rank = NonNullable<PatientRecap['newRank']>;
type Tag = PatientRecap['newTags'][number];

/** Fixed ids, so that paths, keys and screenshots never change between runs. */
export const ids = {
  establishment: '3f6c1a20-5b7e-4c1d-8a2f-000000000e01',
  longEstablishment: '3f6c1a20-5b7e-4c1d-8a2f-000000000e02',
  patientUser: '3f6c1a20-5b7e-4c1d-8a2f-000000000101',
  patient: '3f6c1a20-5b7e-4c1d-8a2f-000000000a01',
  longPatientUser: '3f6c1a20-5b7e-4c1d-8a2f-000000000102',
  longPatient: '3f6c1a20-5b7e-4c1d-8a2f-000000000a02',
  rehabilitatorUser: '3f6c1a20-5b7e-4c1d-8a2f-000000000201',
  rehabilitator: '3f6c1a20-5b7e-4c1d-8a2f-000000000b01',
  secondRehabilitator: '3f6c1a20-5b7e-4c1d-8a2f-000000000b02',
  longRehabilitator: '3f6c1a20-5b7e-4c1d-8a2f-000000000b03',
  managerUser: '3f6c1a20-5b7e-4c1d-8a2f-000000000301',
  manager: '3f6c1a20-5b7e-4c1d-8a2f-000000000c01',
  coordinatorUser: '3f6c1a20-5b7e-4c1d-8a2f-000000000401',
  coordinator: '3f6c1a20-5b7e-4c1d-8a2f-000000000b04',
  coordinatorManager: '3f6c1a20-5b7e-4c1d-8a2f-000000000c02',
  invitation: '3f6c1a20-5b7e-4c1d-8a2f-000000000d01',
  secondInvitation: '3f6c1a20-5b7e-4c1d-8a2f-000000000d02',
  outgoingInvitation: '3f6c1a20-5b7e-4c1d-8a2f-000000000d03',
  longInvitation: '3f6c1a20-5b7e-4c1d-8a2f-000000000d04',
  device: '3f6c1a20-5b7e-4c1d-8a2f-000000000f01',
} as const;

// ---------------------------------------------------------------------------------------------
// Establishments and users (GET /users/me)

export const establishments = {
  /** A nursing home, as in the demo data. */
  tilleuls: {
    establishmentId: ids.establishment,
    name: 'Résidence Les Tilleuls',
    as: 'patient',
    since: null,
  },
  /** A name long enough to wrap anywhere it is shown. */
  long: {
    establishmentId: ids.longEstablishment,
    name: 'Centre hospitalier régional universitaire de rééducation fonctionnelle et de réadaptation Sainte-Marguerite-Marie de la Haute-Vallée-de-la-Moselle',
    as: 'patient',
    since: null,
  },
} as const satisfies Record<string, UserEstablishment>;

/** The signed-in user of each role, as GET /users/me answers. */
export const currentUsers = {
  patient: {
    userId: ids.patientUser,
    email: 'lucie.moreau@example.fr',
    firstName: 'Lucie',
    lastName: 'Moreau',
    locale: 'fr',
    roles: ['patient'],
    patientId: ids.patient,
    reeducatorId: null,
    responsableId: null,
    establishments: [establishments.tilleuls],
  },
  reeducator: {
    userId: ids.rehabilitatorUser,
    email: 'marie.lefevre@example.fr',
    firstName: 'Marie',
    lastName: 'Lefèvre',
    locale: 'fr',
    roles: ['reeducator'],
    patientId: null,
    reeducatorId: ids.rehabilitator,
    responsableId: null,
    establishments: [
      { ...establishments.tilleuls, as: 'reeducator', since: '2024-09-02T08:00:00.000Z' },
    ],
  },
  responsable: {
    userId: ids.managerUser,
    email: 'claire.dumont@example.fr',
    firstName: 'Claire',
    lastName: 'Dumont',
    locale: 'fr',
    roles: ['responsable'],
    patientId: null,
    reeducatorId: null,
    responsableId: ids.manager,
    establishments: [{ ...establishments.tilleuls, as: 'responsable' }],
  },
  reeducatorresponsable: {
    userId: ids.coordinatorUser,
    email: 'thomas.girard@example.fr',
    firstName: 'Thomas',
    lastName: 'Girard',
    locale: 'fr',
    roles: ['reeducatorresponsable'],
    patientId: null,
    reeducatorId: ids.coordinator,
    responsableId: ids.coordinatorManager,
    establishments: [
      { ...establishments.tilleuls, as: 'reeducator', since: '2023-01-09T08:00:00.000Z' },
      { ...establishments.tilleuls, as: 'responsable' },
    ],
  },
  /** A patient whose names and establishment are as long as the contract allows them to be. */
  patientWithLongNames: {
    userId: ids.longPatientUser,
    email: 'marie-bernadette.de-la-rochefoucauld-montmorency@example.fr',
    firstName: 'Marie-Bernadette-Éléonore-Clémentine',
    lastName: 'de La Rochefoucauld-Montmorency-Villeneuve-Saint-Georges',
    locale: 'fr',
    roles: ['patient'],
    patientId: ids.longPatient,
    reeducatorId: null,
    responsableId: null,
    establishments: [establishments.long],
  },
} as const satisfies Record<string, CurrentUser>;

// ---------------------------------------------------------------------------------------------
// Invitations (GET /patients/:id/reeducatorInvitations)

/** Sent by rehabilitators: the patient answers them in the start-up modals. */
export const invitations = {
  fromPhysiotherapist: {
    id: ids.invitation,
    origin: 'reeducator',
    accepted: null,
    createdAt: '2025-03-01T09:30:00.000Z',
    reeducator: {
      reeducatorId: ids.rehabilitator,
      firstName: 'Marie',
      lastName: 'Lefèvre',
      profession: 'physiotherapist',
    },
  },
  fromOccupationalTherapist: {
    id: ids.secondInvitation,
    origin: 'reeducator',
    accepted: null,
    createdAt: '2025-03-01T10:15:00.000Z',
    reeducator: {
      reeducatorId: ids.secondRehabilitator,
      firstName: 'Julien',
      lastName: 'Marchal',
      profession: 'occupational_therapist',
    },
  },
  /** Asked by the patient: the rehabilitator answers it, the patient is never asked. */
  toRehabilitator: {
    id: ids.outgoingInvitation,
    origin: 'patient',
    accepted: null,
    createdAt: '2025-02-27T16:00:00.000Z',
    reeducator: {
      reeducatorId: ids.secondRehabilitator,
      firstName: 'Julien',
      lastName: 'Marchal',
      profession: 'occupational_therapist',
    },
  },
  withLongNames: {
    id: ids.longInvitation,
    origin: 'reeducator',
    accepted: null,
    createdAt: '2025-03-01T11:00:00.000Z',
    reeducator: {
      reeducatorId: ids.longRehabilitator,
      firstName: 'Jean-Baptiste-Maximilien-Hippolyte',
      lastName: 'Delacroix-Beauharnais-Montgolfier-de-Saint-Exupéry',
      profession: 'apa_teacher',
    },
  },
} as const satisfies Record<string, PatientRehabilitatorInvitation>;

/** What the list answers: the invitations still waiting for the patient, in order. */
export const pendingInvitations: PatientRehabilitatorInvitation[] = [
  invitations.fromPhysiotherapist,
  invitations.toRehabilitator,
];

// ---------------------------------------------------------------------------------------------
// Recap (GET /patients/:id/getPatientsRecapInfos)

export const ranks = {
  starter: { id: 1, nameKey: 'domain.rank.starter', minStars: 0 },
  bronze: { id: 2, nameKey: 'domain.rank.bronze', minStars: 25 },
  silver: { id: 3, nameKey: 'domain.rank.silver', minStars: 75 },
  gold: { id: 4, nameKey: 'domain.rank.gold', minStars: 200 },
} as const satisfies Record<string, Rank>;

export const tags = {
  firstSession: {
    id: 'first_session',
    kind: 'sessions',
    threshold: 1,
    nameKey: 'domain.tag.first_session',
    earnedAt: '2025-02-12T17:40:00.000Z',
  },
  streak7: {
    id: 'streak_7',
    kind: 'streak',
    threshold: 7,
    nameKey: 'domain.tag.streak_7',
    earnedAt: '2025-03-01T19:05:00.000Z',
  },
  distance1km: {
    id: 'distance_1km',
    kind: 'distance',
    threshold: 1000,
    nameKey: 'domain.tag.distance_1km',
    earnedAt: '2025-03-01T19:05:00.000Z',
  },
} as const satisfies Record<string, Tag>;

/** The patient's recap with nothing new to announce: the start-up modals stay closed. */
const quietRecap: PatientRecap = {
  patientId: ids.patient,
  today: '2025-03-02',
  yesterday: '2025-03-01',
  yesterdayMetrics: [
    { key: 'StepCount', value: 1840, objective: 1500, met: true },
    { key: 'StandTime', value: 2100, objective: 2700, met: false },
    { key: 'WalkDistance', value: 960, objective: 800, met: true },
  ],
  todayObjectives: [
    { key: 'StepCount', objective: 1500 },
    { key: 'StandTime', objective: 2700 },
    { key: 'WalkDistance', objective: 800 },
  ],
  performance: 72,
  usage: 5400,
  stars: { today: 1, yesterday: 3, month: 41, total: 96 },
  rank: { current: ranks.silver, next: ranks.gold, starsToNext: 104 },
  tags: [tags.firstSession],
  newRank: null,
  newTags: [],
  device: {
    deviceId: ids.device,
    serialNumber: 'OX-2024-0117',
    wheelType: 'standard',
    assignedAt: '2024-11-18T10:00:00.000Z',
  },
  pendingInvitations: 1,
  lastMeasuredDay: '2025-03-01',
};

export const recaps = {
  quiet: quietRecap,
  /** The patient just reached the silver rank. */
  newRank: { ...quietRecap, newRank: ranks.silver },
  /** Two achievements unlocked yesterday. */
  newTags: {
    ...quietRecap,
    tags: [tags.firstSession, tags.streak7, tags.distance1km],
    newTags: [tags.streak7, tags.distance1km],
  },
  /** A rank and a tag at once: the rank is announced first. */
  newRankAndTag: {
    ...quietRecap,
    newRank: ranks.silver,
    tags: [tags.firstSession, tags.streak7],
    newTags: [tags.streak7],
  },
  /** A new patient: no device yet, no measurement, no star. */
  newPatient: {
    ...quietRecap,
    yesterdayMetrics: [],
    todayObjectives: [],
    performance: null,
    usage: null,
    stars: { today: 0, yesterday: 0, month: 0, total: 0 },
    // Nothing measured yet: on the starter rank, as the API answers.
    rank: { current: ranks.starter, next: ranks.bronze, starsToNext: 25 },
    tags: [],
    device: null,
    pendingInvitations: 0,
    lastMeasuredDay: null,
  },
} satisfies Record<string, PatientRecap>;
