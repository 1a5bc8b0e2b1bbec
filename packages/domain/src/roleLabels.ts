/** The roles' display labels (labels.ts says how they are used): every signed-in page shows one. */
import type { Role } from './enums';
import { defineMessages } from './i18n';
import type { Labels } from './labels';

const roleMessages = defineMessages({
  patient: { id: 'domain.role.patient', defaultMessage: 'Patient' },
  reeducator: {
    id: 'domain.role.reeducator',
    defaultMessage: 'Rééducateur',
    description: 'Role: a rehabilitation professional (physiotherapist, occupational therapist)',
  },
  responsable: {
    id: 'domain.role.responsable',
    defaultMessage: 'Responsable d’établissement',
    description: 'Role: the manager of a care establishment',
  },
  reeducatorresponsable: {
    id: 'domain.role.reeducatorresponsable',
    defaultMessage: 'Rééducateur et responsable d’établissement',
    description: 'Role: a rehabilitation professional who also manages the establishment',
  },
});
export const roleLabel: Labels<Role> = roleMessages;
