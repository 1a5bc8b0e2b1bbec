import { apiRoutes, type AchievementKind } from '@oxilio/domain/contract';
import { api } from '../../../app/api';

/**
 * Tells the API the patient has closed the dialog announcing a new rank or tag, so that the recap
 * lists it no more (PATCH /patients/{id}/achievements/{kind}/{achievementId}; idempotent). A
 * refusal, a server error or no connection leaves the announcement pending on the API, shown again
 * next time: the caller writes it through `useWrite` and shows nothing either way.
 */
export const acknowledgeAnnouncement = (
  patientId: string,
  kind: AchievementKind,
  achievementId: string,
) =>
  api.call(apiRoutes.achievements.acknowledge, {
    params: { id: patientId, kind, achievementId },
    body: { seen: true },
  });
