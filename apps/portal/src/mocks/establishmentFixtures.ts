/**
 * The establishment's team and account, as the manager's screens read them (stories only): the
 * rehabilitators, the invitations both ways, the establishment's data and its managers.
 */
import {
  endpoints,
  type Establishment,
  type EstablishmentManagers,
  type EstablishmentRehabilitators,
} from '@oxilio/domain/contract';
import { currentUsers, ids } from './fixtures';
import { answer } from './handlers';
import { signedInAs } from './scenarios';

export const establishmentIds = {
  applicant: '3f6c1a20-5b7e-4c1d-8a2f-000000000b11',
  application: '3f6c1a20-5b7e-4c1d-8a2f-000000000d11',
  sentInvitation: '3f6c1a20-5b7e-4c1d-8a2f-000000000d12',
  deputy: '3f6c1a20-5b7e-4c1d-8a2f-000000000c11',
  managerInvitation: '3f6c1a20-5b7e-4c1d-8a2f-000000000d13',
} as const;

export const team: EstablishmentRehabilitators = {
  reeducators: [
    {
      reeducatorId: ids.rehabilitator,
      firstName: 'Marie',
      lastName: 'Lefèvre',
      email: 'marie.lefevre@example.fr',
      phone: '06 12 34 56 78',
      profession: 'Kinésithérapeute',
      joinedAt: '2024-09-02T08:00:00.000Z',
    },
    {
      reeducatorId: ids.secondRehabilitator,
      firstName: 'Julien',
      lastName: 'Roux',
      email: 'julien.roux@example.fr',
      phone: null,
      profession: 'Ergothérapeute',
      joinedAt: '2025-03-17T08:00:00.000Z',
    },
  ],
  invitations: [
    {
      id: establishmentIds.application,
      establishmentId: ids.establishment,
      origin: 'reeducator',
      status: 'pending',
      accepted: null,
      email: 'sophie.bernard@example.fr',
      reeducator: {
        reeducatorId: establishmentIds.applicant,
        firstName: 'Sophie',
        lastName: 'Bernard',
      },
      createdAt: '2026-11-20T09:30:00.000Z',
    },
    {
      id: establishmentIds.sentInvitation,
      establishmentId: ids.establishment,
      origin: 'establishment',
      status: 'pending',
      accepted: null,
      email: 'nouveau.kine@example.fr',
      reeducator: { reeducatorId: null, firstName: null, lastName: null },
      createdAt: '2026-11-22T14:00:00.000Z',
    },
  ],
};

export const establishment: Establishment = {
  establishmentId: ids.establishment,
  name: 'Résidence Les Tilleuls',
  type: 'nursing_home',
  number: '12',
  street: 'rue des Lilas',
  precisions: null,
  zipCode: '57000',
  town: 'Metz',
  county: 'FR',
  siret: '73282932000074',
  timeZone: 'Europe/Paris',
};

export const managers: EstablishmentManagers = {
  responsables: [
    {
      responsableId: ids.manager,
      firstName: currentUsers.responsable.firstName,
      lastName: currentUsers.responsable.lastName,
      email: currentUsers.responsable.email,
      function: 'Directrice',
      since: '2023-01-09T08:00:00.000Z',
      isMe: true,
    },
    {
      responsableId: establishmentIds.deputy,
      firstName: 'Hélène',
      lastName: 'Petit',
      email: 'helene.petit@example.fr',
      function: 'Cadre de santé',
      since: '2025-06-01T08:00:00.000Z',
      isMe: false,
    },
  ],
  invitations: [
    {
      applicationId: establishmentIds.managerInvitation,
      email: 'paul.martin@example.fr',
      firstName: 'Paul',
      lastName: 'Martin',
      createdAt: '2026-11-23T10:00:00.000Z',
      expiresAt: '2026-12-07T10:00:00.000Z',
    },
  ],
};

/** What the team and account screens call, for the demo manager. */
export const establishmentHandlers = {
  ...signedInAs(currentUsers.responsable),
  team: answer(endpoints.establishments.rehabilitators, team),
  establishment: answer(endpoints.establishments.get, establishment),
  managers: answer(endpoints.managers.list, managers),
};

/**
 * Any establishment asked for, in Europe/Paris: every story has it under its own handlers
 * (.storybook/msw.ts), since every screen that dates an instant reads its establishment's time zone
 * (docs/decisions/one-clock.md). A story about an establishment answers it with its own handler.
 */
export const anyEstablishmentInParis = answer(endpoints.establishments.get, ({ params }) => ({
  ...establishment,
  establishmentId: String(params.id),
}));
