/**
 * The patient's achievements: the whole rank ladder and every tag, reached or not, with the date
 * and the patient's progress towards the others (docs/decisions/portal-patient-day.md).
 *
 * Access (policy module): the patient, their linked rehabilitators and their establishment's
 * managers read it; anyone else gets 404. Reading never marks a new rank or tag as seen: only the
 * patient's acknowledgement does, once they have closed its start-up dialog
 * (docs/product.md#start-up-modals).
 */
import type { AchievementKind, PatientAchievements } from '@oxilio/domain/contract';
import { monthStart, todayIn } from '@oxilio/domain';
import { NotFoundError, ValidationFailedError } from '../../http/errors';
import type { Scope } from '../../policy/scope';
import { starTotals } from '../patients/repository';
import { motivationTotals } from '../stats/stars';
import * as repository from './repository';

export function createAchievementsService() {
  return {
    async patientAchievements(
      scope: Scope,
      { patientId }: { patientId: string },
    ): Promise<PatientAchievements> {
      const facts = await scope.patient(patientId, 'read');
      const id = facts.patientId;
      const today = todayIn(facts.timeZone);
      const [ladder, tagRows, stars, totals] = await Promise.all([
        repository.rankLadder(scope, facts),
        repository.tagList(scope, facts),
        starTotals(scope, facts, monthStart(today)),
        // Computed for the stars too (stats/stars.ts), which jobs and ingestion run: takes the database.
        motivationTotals(scope.db, id),
      ]);
      await scope.audit('patient.achievements.read', id);

      // The highest rank reached; before any is recorded (nothing measured yet), the ranks the
      // stars already meet (the starter rank), as the recap does.
      const reached = ladder.filter((rank) => rank.reachedAt !== null);
      const current =
        reached.at(-1) ?? ladder.filter((rank) => rank.minStars <= stars.total).at(-1) ?? null;
      // As the recap: the next rank is the one above the highest reached.
      const next = ladder.find((rank) => rank.minStars > (current?.minStars ?? -1));
      const progressOf: Record<string, number> = {
        sessions: totals.sessions,
        streak: totals.streak,
        // Metres to the decimetre: a sum of daily distances carries float noise.
        distance: Math.round(totals.distance * 10) / 10,
      };
      return {
        patientId: id,
        stars: { total: stars.total, month: stars.month },
        currentRankId: current?.id ?? null,
        starsToNext: next ? Math.max(0, next.minStars - stars.total) : 0,
        ranks: ladder.map((rank) => ({
          id: rank.id,
          nameKey: rank.nameKey,
          minStars: rank.minStars,
          reachedAt: rank.reachedAt?.toISOString() ?? null,
        })),
        tags: tagRows.map((tag) => ({
          id: tag.id,
          kind: tag.kind,
          threshold: tag.threshold,
          nameKey: tag.nameKey,
          earnedAt: tag.earnedAt?.toISOString() ?? null,
          progress: progressOf[tag.kind] ?? 0,
        })),
      };
    },

    /**
     * The patient has closed the dialog announcing a rank or a tag: marks it seen (a rank, with the
     * lower ranks reached), so that the recap lists it no more. Idempotent: already seen changes
     * nothing and writes no audit entry. Their rehabilitators and managers: 403; anyone else: 404.
     */
    async acknowledge(
      scope: Scope,
      {
        patientId,
        kind,
        achievementId,
      }: { patientId: string; kind: AchievementKind; achievementId: string },
    ): Promise<void> {
      const facts = await scope.patient(patientId, 'selfCare');
      const id = facts.patientId;
      if (kind === 'ranks' && !/^[0-9]{1,4}$/.test(achievementId)) {
        throw new ValidationFailedError([
          { field: 'achievementId', in: 'params', message: 'must be a rank id (digits)' },
        ]);
      }
      await scope.transaction(async (tx) => {
        if (kind === 'ranks') {
          const rank = await repository.reachedRank(tx, facts, Number(achievementId));
          if (!rank) {
            throw new NotFoundError('The patient has not reached this rank.');
          }
          const marked = await repository.markRanksSeen(tx, facts, rank.minStars);
          if (marked.length > 0) {
            await tx.audit('patient.achievement.seen', id, {
              ranks: marked.sort((a, b) => a - b),
            });
          }
          return;
        }
        if (!(await repository.hasEarnedTag(tx, facts, achievementId))) {
          throw new NotFoundError('The patient has not earned this tag.');
        }
        if (await repository.markTagSeen(tx, facts, achievementId)) {
          await tx.audit('patient.achievement.seen', id, { tags: [achievementId] });
        }
      });
    },
  };
}
