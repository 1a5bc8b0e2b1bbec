/** What the registration calls answer in the stories (contract-typed). */
import type {
  DirectoryEstablishment,
  PatientRegistration,
  PendingRegistration,
} from '@oxilio/domain/contract';

export const directory: DirectoryEstablishment[] = [
  {
    establishmentId: '3f6c1a20-5b7e-4c1d-8a2f-00000000ab01',
    name: 'Résidence Les Tilleuls',
    town: 'Lyon',
  },
  {
    establishmentId: '3f6c1a20-5b7e-4c1d-8a2f-00000000ab02',
    name: 'Résidence Les Tilleuls du Parc',
    town: 'Villeurbanne',
  },
];

const tilleuls = directory[0]!;

export const registrations = {
  none: { establishment: null, request: null },
  pending: {
    establishment: null,
    request: {
      requestId: '7a1b2c3d-4e5f-4a6b-8c7d-00000000cc01',
      establishment: tilleuls,
      status: 'pending',
      createdAt: '2026-11-30T09:15:00.000Z',
      answeredAt: null,
    },
  },
  refused: {
    establishment: null,
    request: {
      requestId: '7a1b2c3d-4e5f-4a6b-8c7d-00000000cc02',
      establishment: tilleuls,
      status: 'refused',
      createdAt: '2026-11-28T09:15:00.000Z',
      answeredAt: '2026-11-29T14:00:00.000Z',
    },
  },
} satisfies Record<string, PatientRegistration>;

export const pendingRequests: PendingRegistration[] = [
  {
    requestId: '7a1b2c3d-4e5f-4a6b-8c7d-00000000dd01',
    patientId: '5c4b3a29-1807-4f6e-8d5c-00000000ee01',
    firstName: 'Jeanne',
    lastName: 'Martin',
    email: 'jeanne.martin@example.org',
    phone: '+33 6 12 34 56 78',
    town: 'Lyon',
    createdAt: '2026-11-30T09:15:00.000Z',
  },
  {
    requestId: '7a1b2c3d-4e5f-4a6b-8c7d-00000000dd02',
    patientId: '5c4b3a29-1807-4f6e-8d5c-00000000ee02',
    firstName: 'Marie-Thérèse',
    lastName: 'de La Tour d’Auvergne-Lauraguais',
    email: 'marie-therese.delatour-dauvergne-lauraguais@example.org',
    phone: null,
    town: null,
    createdAt: '2026-12-01T16:40:00.000Z',
  },
];
