import { apiRoutes, type ApplicationType } from '@oxilio/domain/contract';
import { api } from '../../../app/api';

const checkOf = {
  patient: apiRoutes.applications.checkPatientSignupToken,
  reeducator: apiRoutes.applications.checkRehabilitatorSignupToken,
  establishment: apiRoutes.applications.checkEstablishmentSignupToken,
} as const satisfies Record<ApplicationType, unknown>;

/** POST Applications/{type}/CheckSignupToken: whether an emailed link is valid, and what it prefills. */
export const checkSignupToken = (
  type: ApplicationType,
  body: { verificationToken: string; applicationId: string },
) => api.call(checkOf[type], { body });
