import type { SessionUser } from '../auth/roles';
import { preloadAlerts } from '../features/alerts/early';
import {
  preloadActivityWeek,
  preloadEstablishmentPatients,
} from '../features/establishmentPatients/early';
import { preloadInvitations } from '../features/invitations/early';
import { preloadRecap } from '../features/recap/early';
import {
  preloadRehabilitatorInvites,
  preloadRehabilitatorPatients,
} from '../features/rehabilitatorPatients/early';
import { preloadCurrentUser } from '../features/users/early';
import { managerPaths } from '../routes/manager/manifest';
import { rehabilitatorPaths } from '../routes/rehabilitator/manifest';

/**
 * The reads a visit's first screen makes, started as the portal's code starts rather than once the
 * screen's code has arrived and rendered (docs/decisions/portal-start.md, "Early reads"). Each is
 * the read its hook makes, with the same key: the screen's first fetch of that key takes the answer
 * (app/swr.ts). Only with a valid access token: nothing starts a refresh of the session here.
 */
export function startEarlyReads(pathname: string, user: SessionUser | null): void {
  if (!user) {
    return;
  }
  // The signed-in shell: the account (name, language, establishments).
  preloadCurrentUser();
  // Every patient screen: the start-up modals read the recap and the invitations.
  if (user.role === 'patient' && user.patientId) {
    preloadRecap(user.patientId);
    preloadInvitations(user.patientId);
  }
  if (pathname === rehabilitatorPaths.patients && user.reeducatorId) {
    preloadRehabilitatorPatients(user.reeducatorId);
    preloadRehabilitatorInvites(user.reeducatorId);
    preloadAlerts(user.reeducatorId);
  }
  if (pathname === managerPaths.home && user.establishmentId) {
    preloadEstablishmentPatients(user.establishmentId);
    preloadActivityWeek(user.establishmentId);
  }
}
