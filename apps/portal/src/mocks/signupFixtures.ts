/** Applications of the signup journeys, as the API answers them (contract-typed). */
import type {
  ApplicationAvailability,
  ApplicationDocument,
  ApplicationSignupResult,
  ApplicationView,
} from '@oxilio/domain/contract';

export const applicationId = '6f1c2a8e-3b4d-4c5e-8f90-a1b2c3d4e5f6';
/** A token of the emailed link's shape (checked before any call). */
export const applicationToken = 'Zm9vYmFyYmF6cXV4LXRva2VuLW9mLXRoZS1saW5r';
export const linkQuery = `?applicationId=${applicationId}&token=${applicationToken}`;

const base: ApplicationView = {
  applicationId,
  type: 'establishment',
  status: 'available',
  invited: false,
  email: 'claire.dubois@residence-tilleuls.example',
  firstname: 'Claire',
  lastname: 'Dubois',
  phone: '+33 6 12 34 56 78',
  address: { number: '12', street: 'rue des Lilas', zipCode: '69003', town: 'Lyon', county: 'FR' },
  livesInEstablishment: null,
  establishmentName: 'Résidence Les Tilleuls',
  establishmentType: 'nursing_home',
  establishmentId: null,
  function: 'Directrice',
  CountryCode: 'FR',
  PostalCode: '69003',
  available: true,
  hasDirectDebitOrder: false,
  tokenExpiresAt: '2026-12-03T10:00:00.000Z',
  confirmedAt: null,
  waitlistedAt: null,
  locale: 'fr',
};

export const applications = {
  establishmentAvailable: base,
  establishmentConfirmed: {
    ...base,
    status: 'confirmed',
    confirmedAt: '2026-11-26T10:05:00.000Z',
  },
  establishmentWithOrder: {
    ...base,
    status: 'confirmed',
    confirmedAt: '2026-11-26T10:05:00.000Z',
    hasDirectDebitOrder: true,
  },
  patientUnavailable: {
    ...base,
    type: 'patient',
    status: 'unavailable',
    email: 'jean.martin@example.org',
    firstname: 'Jean',
    lastname: 'Martin',
    establishmentName: null,
    establishmentType: null,
    function: null,
    livesInEstablishment: false,
    available: false,
  },
  patientWaitlisted: {
    ...base,
    type: 'patient',
    status: 'waitlisted',
    email: 'jean.martin@example.org',
    firstname: 'Jean',
    lastname: 'Martin',
    establishmentName: null,
    establishmentType: null,
    function: null,
    available: false,
    waitlistedAt: '2026-11-26T10:05:00.000Z',
  },
  longNames: {
    ...base,
    status: 'confirmed',
    hasDirectDebitOrder: true,
    firstname: 'Marie-Antoinette-Joséphine',
    lastname: 'de La Tour d’Auvergne-Lauraguais-Montmorency',
    email:
      'marie-antoinette-josephine.delatourdauvergne-lauraguais@etablissement-tres-long.example',
  },
} satisfies Record<string, ApplicationView>;

export const availability = {
  available: {
    applicationId,
    type: 'patient',
    available: true,
    outcome: 'available',
    reasons: [],
  },
  waitlist: {
    applicationId,
    type: 'patient',
    available: false,
    outcome: 'waitlist',
    reasons: ['weight_out_of_range', 'outside_service_area'],
  },
} satisfies Record<string, ApplicationAvailability>;

export const directDebitDocument: ApplicationDocument = {
  documentId: '0d9c8b7a-6f5e-4d3c-8b2a-190817161514',
  kind: 'direct_debit_order',
  contentType: 'application/pdf',
  sizeBytes: 182_000,
  sha256: 'c0ffee',
  uploadedAt: '2026-11-26T10:10:00.000Z',
};

export const signupResult: ApplicationSignupResult = {
  applicationId,
  userId: '11111111-2222-4333-8444-555555555555',
  email: base.email ?? '',
  role: 'responsable',
  establishmentId: '22222222-3333-4444-8555-666666666666',
  registration: null,
  registrationEstablishmentName: null,
};

/** A patient who registered alone: their request waits at the establishment they picked. */
export const patientSignupPending: ApplicationSignupResult = {
  ...signupResult,
  role: 'patient',
  establishmentId: null,
  registration: 'pending',
  registrationEstablishmentName: 'Résidence Les Tilleuls',
};

/** A patient who registered alone and named no establishment of the directory. */
export const patientSignupAlone: ApplicationSignupResult = {
  ...patientSignupPending,
  registration: 'none',
  registrationEstablishmentName: null,
};

/** The direct debit mandate form, as the API answers it (its first bytes make it a PDF). */
export const directDebitMandatePdf = '%PDF-1.7\n% mandat de prélèvement SEPA (maquette)\n%%EOF\n';
