/**
 * Handler sets for `parameters.msw.handlers`, by what a screen calls. Named, so that a story
 * replaces one call (`{ ...patientStartup, recap: failure(endpoints.patients.recap) }`).
 */
import { endpoints, type CurrentUser } from '@oxilio/domain/contract';
import { currentUsers, recaps } from './fixtures';
import { answer, empty } from './handlers';

/** Who the signed-in layout says is signed in (`GET /users/me`): the header's name and role. */
export const signedInAs = (user: CurrentUser) => ({
  me: answer(endpoints.users.me, user),
  // Signing out ends the session on the server first.
  signout: answer(endpoints.auth.signout, undefined as never),
});

/**
 * What the patient's signed-in layout fetches on every screen (its start-up modals): nothing
 * pending, nothing new.
 */
export const patientStartup = {
  ...signedInAs(currentUsers.patient),
  invitations: empty(endpoints.patients.listInvitations),
  recap: answer(endpoints.patients.recap, recaps.quiet),
};
