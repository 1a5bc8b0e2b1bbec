/**
 * Handler sets for `parameters.msw.handlers`, by what a screen calls. Named, so that a story
 * replaces one call (`{ ...patientStartup, recap: failure(endpoints.patients.recap) }`).
 */
import { endpoints } from '@oxilio/domain/contract';
import { recaps } from './fixtures';
import { answer, empty } from './handlers';

/**
 * What the patient's signed-in layout fetches on every screen (its start-up modals): nothing
 * pending, nothing new.
 */
export const patientStartup = {
  invitations: empty(endpoints.patients.listInvitations),
  recap: answer(endpoints.patients.recap, recaps.quiet),
};
