/**
 * A session with every exercise skipped records what happened (docs/decisions/session-outcome.md):
 * the player's review and end screen say "0 of N done, N skipped" and that the session does not
 * count, the session of the day shows each exercise as skipped, and the API adds no WorkoutStar and
 * no SelfRehabilitationCount to the day.
 *
 * Played by Pol Wagner (the second establishment's patient, his account in Luxembourgish), whose
 * self-rehabilitation session of today no other test plays; the texts come from the catalogues.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { endpoints, type CurrentSession } from '@oxilio/domain/contract';
import { IntlMessageFormat } from 'intl-messageformat';
import {
  api,
  callApi,
  claimsOf,
  closeStartupDialogs,
  demo,
  expectAccessible,
  pageHeading,
  roleView,
  signIn,
  translation,
} from './support';

test.describe.configure({ timeout: 300_000 });

const locale = 'lb';
const text = (id: string, values?: Record<string, string | number>) =>
  values
    ? String(new IntlMessageFormat(translation(locale, id), locale).format(values))
    : translation(locale, id);

async function asPatient(request: APIRequestContext) {
  const { accessToken } = await api.signIn(request, demo.otherPatient);
  const patientId = String(claimsOf(accessToken).patientId);
  return {
    async current(): Promise<CurrentSession> {
      const answer = await callApi(
        request,
        endpoints.sessions.current,
        { params: { id: patientId, isSelfReeducation: true } },
        accessToken,
      );
      expect(answer.status).toBe(200);
      return answer.body;
    },
    /** Today's WorkoutStars and SelfRehabilitationCount (null: no row for the day). */
    async workouts(day: string) {
      const answer = await callApi(
        request,
        endpoints.stats.patientStats,
        {
          params: { id: patientId },
          query: { types: 'WorkoutStars,SelfRehabilitationCount', from: day, to: day },
        },
        accessToken,
      );
      expect(answer.status).toBe(200);
      return {
        stars: answer.body.series.WorkoutStars?.[0] ?? 0,
        count: answer.body.series.SelfRehabilitationCount?.[0] ?? 0,
      };
    },
  };
}

test('every exercise skipped: "0 of N done", no star and no count', async ({ page, request }) => {
  const patient = await asPatient(request);
  const before = await patient.current();
  expect(before.status).toBe('ready');
  const total = before.session!.stepCount;
  expect(total).toBeGreaterThan(0);
  const starsBefore = await patient.workouts(before.day);

  await signIn(page, demo.otherPatient, roleView('patient', locale));
  await closeStartupDialogs(page, locale);
  await page.goto('/session');
  await expect(pageHeading(page, text('portal.title.session'))).toBeVisible();

  for (let index = 0; index < total; index += 1) {
    await expect(
      page.getByText(text('portal.player.progress', { current: index + 1, total }), {
        exact: true,
      }),
    ).toBeVisible();
    await page.getByRole('button', { name: text('portal.player.skipExercise') }).click();
  }

  const summary = text('domain.session.outcome.summary', {
    done: 0,
    total,
    stoppedEarly: 0,
    skipped: total,
  });
  await expect(
    page.getByRole('heading', { level: 2, name: text('portal.player.review.titleEnd') }),
  ).toBeVisible();
  // Under the title (the progress bar carries it too, hidden from assistive technologies).
  await expect(page.locator('p', { hasText: summary })).toBeVisible();
  await expect(page.getByText(text('portal.player.review.title'))).toHaveCount(0);
  await page
    .getByRole('radiogroup', { name: text('portal.player.review.pain') })
    .getByText(text('domain.pain.1'), { exact: true })
    .click();
  await page
    .getByRole('radiogroup', { name: text('portal.player.review.difficulty') })
    .getByText(text('domain.programDifficulty.1'), { exact: true })
    .click();
  await page.getByRole('button', { name: text('portal.player.review.send') }).click();

  await expect(
    page.getByRole('heading', { level: 2, name: text('portal.player.finished.title') }),
  ).toBeVisible();
  await expect(page.getByText(summary, { exact: true })).toBeVisible();
  await expect(
    page.getByText(text('portal.selfRehabilitation.notCounted', { reason: 'nothingDone' })),
  ).toBeVisible();
  await expectAccessible(page);

  // The API recorded every step as skipped (0 s), completed the session, and gave nothing for it.
  await expect.poll(async () => (await patient.current()).status, { timeout: 15_000 }).toBe('done');
  const after = await patient.current();
  expect(after.session!.steps.map((step) => step.durationSeconds)).toEqual(
    Array.from({ length: total }, () => 0),
  );
  expect(await patient.workouts(before.day)).toEqual(starsBefore);

  // The session of the day says the same, and calls no exercise done.
  await page
    .getByRole('link', { name: text('portal.selfRehabilitation.back') })
    .first()
    .click();
  const today = page.getByRole('region', { name: text('portal.selfRehabilitation.today.title') });
  await expect(today.getByText(summary, { exact: true })).toBeVisible();
  await expect(
    today.getByRole('listitem').getByText(text('domain.session.step.skipped'), { exact: true }),
  ).toHaveCount(total);
  await expect(today.getByText(text('domain.session.step.done'), { exact: true })).toHaveCount(0);
  await expectAccessible(page);
});
