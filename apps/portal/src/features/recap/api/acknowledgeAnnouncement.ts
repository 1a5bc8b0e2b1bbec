import { apiRoutes, type AchievementKind } from '@oxilio/domain/contract';
import { api } from '../../../app/api';

/**
 * Tells the API the patient has closed the dialog announcing a new rank or tag, so that the recap
 * lists it no more (PATCH /patients/{id}/achievements/{kind}/{achievementId}; idempotent).
 * Resolves to whether the API recorded it: a refusal, a server error or no connection is `false`,
 * never thrown, and the announcement then stays pending on the API, shown again next time.
 */
export async function acknowledgeAnnouncement(
  patientId: string,
  kind: AchievementKind,
  achievementId: string,
): Promise<boolean> {
  try {
    const result = await api.call(apiRoutes.achievements.acknowledge, {
      params: { id: patientId, kind, achievementId },
      body: { seen: true },
    });
    return result.ok;
  } catch {
    return false;
  }
}
