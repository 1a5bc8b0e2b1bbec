/**
 * The demo patient's self-rehabilitation screen and session player against the real API
 * (docs/decisions/portal-session-player.md, portal-offline-player.md): a whole session played to
 * the review with the clock moved by the test (Playwright's `page.clock`, never waited), a reload
 * in the middle keeps every finished exercise, a lost connection loses nothing and counts nothing
 * twice, the player's opening hours (left, hidden, closed), axe on every screen, and 390 px
 * without sideways scrolling.
 *
 * The demo patient has today's self-rehabilitation session ready and the supervised program's
 * session in progress (2 of 5 exercises, apps/api/src/seed/demo-sessions.ts). The tests of this
 * file run in order on them: each one checks where the session stands before it plays.
 */
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { outcomeMeasureOfExercise, plannedStepSeconds } from '@oxilio/domain';
import { apiBasePath, endpoints, type CurrentSession } from '@oxilio/domain/contract';
import { lostConnectionTo, type LostConnection } from './lostConnection';
import {
  api,
  callApi,
  claimsOf,
  demo,
  expectAccessible,
  expectNoSidewaysScroll,
  mainMenu,
  pageHeading,
  roleViews,
  signIn,
} from './support';

// Sign-ins (scrypt), axe scans and whole sessions: more than the default two minutes on a busy machine.
test.describe.configure({ timeout: 300_000 });

/**
 * Stops the page's clock where it is: from here, time moves only when the test moves it, so that
 * what the countdown shows does not depend on how fast the machine is.
 */
async function stopTime(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

const texts = {
  screen: 'Auto-rééducation',
  player: 'Séance',
  supervisedPlayer: 'Vidéo de rééducation',
  start: 'Commencer l’exercice',
  effort: 'Quel effort vous a demandé cet exercice ?',
  saveEffort: 'Valider et continuer',
  review: 'Tous les exercices sont faits, bravo !',
  pain: 'Avez-vous eu mal pendant la séance ?',
  difficulty: 'Comment avez-vous trouvé la séance ?',
  finish: 'Terminer la séance',
  finished: 'Séance terminée',
};

/** The levels chosen for the exercises, in turn (domain.effort.*). */
const efforts = ['Moyen (je peux parler)', 'Important', 'Assez difficile'];

async function asPatient(request: APIRequestContext) {
  const { accessToken } = await api.signIn(request, demo.patient);
  const patientId = String(claimsOf(accessToken).patientId);
  return {
    /** The Timed Up and Go results the patient noted in their own sessions. */
    async ownTimedUpAndGo() {
      const answer = await callApi(
        request,
        endpoints.outcomeMeasures.list,
        { params: { id: patientId } },
        accessToken,
      );
      expect(answer.status).toBe(200);
      return answer.body.results
        .filter(
          (result) => result.measureKey === 'timedUpAndGo' && result.measuredBy.role === 'patient',
        )
        .map((result) => result.value);
    },
    async current(isSelfReeducation: boolean): Promise<CurrentSession> {
      const answer = await callApi(
        request,
        endpoints.sessions.current,
        { params: { id: patientId, isSelfReeducation } },
        accessToken,
      );
      expect(answer.status).toBe(200);
      return answer.body;
    },
  };
}

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** Plays the exercise on screen to its end (the clock jumps), then gives the effort asked. */
async function playExercise(page: Page, seconds: number, effort: string) {
  await page.getByRole('button', { name: texts.start }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.clock.fastForward(seconds * 1000);
  const scale = page.getByRole('radiogroup', { name: texts.effort });
  await expect(scale).toBeVisible();
  await scale.getByText(effort, { exact: true }).click();
  await page.getByRole('button', { name: texts.saveEffort }).click();
}

/**
 * After a clinical test of the catalogue, the player offers to note one's own result: a value
 * outside the test's range is refused under the field and nothing is sent; a right one is noted
 * and the session goes on.
 */
async function noteTestResult(page: Page, value: string, shown: string) {
  await expect(page.getByRole('heading', { level: 2, name: 'Noter mon résultat' })).toBeVisible();
  await expect(page.getByText('Test Timed Up and Go', { exact: true })).toBeVisible();
  await page.clock.resume();
  await expectAccessible(page);
  await stopTime(page);
  const field = page.getByRole('textbox', { name: 'Mon résultat (s)' });
  await field.fill('1');
  await page.getByRole('button', { name: 'Enregistrer mon résultat' }).click();
  await expect(page.getByText('Le résultat doit être compris entre 2 et 300 s.')).toBeVisible();
  await field.fill(value);
  await page.getByRole('button', { name: 'Enregistrer mon résultat' }).click();
  await expect(
    page.getByText(`Résultat noté : ${shown}. Vous le retrouverez dans « Mes tests ».`).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continuer la séance' }).click();
}

test('a whole session played to the review, the clock moved by the test', async ({
  page,
  request,
}) => {
  const patient = await asPatient(request);
  const before = await patient.current(true);
  expect(before.status).toBe('ready');
  const steps = before.session!.steps;
  // The demo program ends with a Timed Up and Go, which offers to note its result.
  expect(outcomeMeasureOfExercise(steps.at(-1)!.exerciseId)).toBe('timedUpAndGo');
  expect(await patient.ownTimedUpAndGo()).toEqual([]);

  await page.clock.install();
  await signIn(page, demo.patient, roleViews.patient);
  await mainMenu(page).getByRole('link', { name: texts.screen }).click();
  await expect(pageHeading(page, texts.screen)).toBeVisible();
  const today = page.getByRole('region', { name: 'Votre séance du jour' });
  await expect(today.getByText('À faire')).toBeVisible();
  await expect(today.getByRole('listitem')).toHaveCount(steps.length);
  await expect(page.getByText('Temps réel activé')).toBeVisible();
  await expectAccessible(page);

  await today.getByRole('link', { name: 'Commencer la séance' }).click();
  await expect(pageHeading(page, texts.player)).toBeVisible();
  await expect(page.getByText(`Exercice 1 sur ${steps.length}`, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await stopTime(page);

  // The first exercise: a pause of five minutes is not counted, and its screens pass axe (axe
  // needs the page's timers: the clock runs while it scans, on a paused countdown or a question).
  const first = steps[0]!;
  await page.getByRole('button', { name: texts.start }).click();
  await page.clock.fastForward(5_000);
  await expect(page.getByRole('timer')).toHaveText(mmss(first.seriesDurationSeconds - 5));
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.clock.resume();
  await expectAccessible(page);
  await page.clock.fastForward(300_000);
  await expect(page.getByRole('timer')).toHaveText(mmss(first.seriesDurationSeconds - 5));
  await stopTime(page);
  await page.getByRole('button', { name: 'Reprendre' }).click();
  await page.clock.fastForward(first.estimatedDurationSeconds * 1000);
  await expect(page.getByRole('radiogroup', { name: texts.effort })).toBeVisible();
  await page.clock.resume();
  await expectAccessible(page);
  await stopTime(page);
  await page.getByRole('radiogroup', { name: texts.effort }).getByText(efforts[0]!).click();
  await page.getByRole('button', { name: texts.saveEffort }).click();

  for (const [index, step] of steps.entries()) {
    if (index === 0) {
      continue;
    }
    await expect(
      page.getByText(`Exercice ${index + 1} sur ${steps.length}`, { exact: true }),
    ).toBeVisible();
    await playExercise(page, step.estimatedDurationSeconds, efforts[index % efforts.length]!);
    if (outcomeMeasureOfExercise(step.exerciseId) !== null) {
      await noteTestResult(page, '14,5', '14,5 s');
    }
  }

  await expect(page.getByRole('heading', { level: 2, name: texts.review })).toBeVisible();
  await page.clock.resume();
  await expectAccessible(page);
  // "No pain" is an answer (pain 0), first of the four.
  await page.getByRole('radiogroup', { name: texts.pain }).getByText('Pas de douleur').click();
  await page.getByRole('radiogroup', { name: texts.difficulty }).getByText('Moyen').click();
  await page.getByRole('button', { name: texts.finish }).click();
  await expect(page.getByRole('heading', { level: 2, name: texts.finished })).toBeVisible();
  await expect(
    page.getByText('Merci ! Votre séance et votre avis sont enregistrés.'),
  ).toBeVisible();
  await expectAccessible(page);

  // The API has every step once, each with its whole seconds of series (pauses and rests left
  // out: the planned exercise time, so each reads "done") and its effort.
  const after = await patient.current(true);
  expect(after.status).toBe('done');
  expect(after.session!.completedStepCount).toBe(steps.length);
  expect(after.session!.review).toMatchObject({ pain: 0, difficulty: 2 });
  expect(after.session!.steps.map((step) => step.durationSeconds)).toEqual(
    steps.map((step) => plannedStepSeconds(step)),
  );
  expect(after.session!.steps.map((step) => step.effort)).toEqual(
    steps.map((_, index) => 4 + (index % efforts.length)),
  );
  // The result noted once, marked measured by the patient; the patient finds it under "Mes tests".
  expect(await patient.ownTimedUpAndGo()).toEqual([14.5]);

  // Done: the completion time on the screen, and "redo" opens a new attempt in the player.
  await page.getByRole('link', { name: 'Retour à ma séance du jour' }).click();
  await expect(pageHeading(page, texts.screen)).toBeVisible();
  await expect(today.getByText(/^Terminée à \d{2}:\d{2}$/)).toBeVisible();
  await today.getByRole('button', { name: 'Refaire la séance' }).click();
  await expect(pageHeading(page, texts.player)).toBeVisible();
  await expect(page.getByText(`Exercice 1 sur ${steps.length}`, { exact: true })).toBeVisible();
  const relaunched = await patient.current(true);
  expect(relaunched.session).toMatchObject({ attempt: 2, status: 'ready' });
  await page.getByRole('link', { name: 'Quitter la séance' }).click();
  await expect(today.getByText('2e séance du jour')).toBeVisible();

  // The noted result under "Mes tests", apart from the rehabilitator's tests.
  await page.goto('/evolution/tests');
  const own = page.getByRole('list', { name: 'Mesuré par vous pendant vos séances' });
  await expect(own.getByRole('listitem').filter({ hasText: /· 14,5 s$/ })).toHaveCount(1);
});

test('a reload in the middle of a session keeps every finished exercise', async ({
  page,
  request,
}) => {
  const patient = await asPatient(request);
  const before = await patient.current(false);
  expect(before.status).toBe('inProgress');
  const done = before.session!.completedStepCount;
  const steps = before.session!.steps;
  expect(steps.length - done).toBeGreaterThanOrEqual(3);

  await page.clock.install();
  await signIn(page, demo.patient, roleViews.patient);
  await mainMenu(page).getByRole('link', { name: texts.screen }).click();
  await page.getByRole('link', { name: 'Voir les exercices' }).click();
  await expect(pageHeading(page, texts.supervisedPlayer)).toBeVisible();
  await expect(
    page.getByText(`Exercice ${done + 1} sur ${steps.length}`, { exact: true }),
  ).toBeVisible();
  await expectAccessible(page);

  await playExercise(page, steps[done]!.estimatedDurationSeconds, efforts[0]!);
  await expect(
    page.getByText(`Exercice ${done + 2} sur ${steps.length}`, { exact: true }),
  ).toBeVisible();
  await expect
    .poll(async () => (await patient.current(false)).session!.completedStepCount)
    .toBe(done + 1);

  // Reloaded halfway through a series: the player opens on that exercise, nothing is lost.
  await page.getByRole('button', { name: texts.start }).click();
  await page.clock.fastForward((steps[done + 1]!.seriesDurationSeconds * 1000) / 2);
  await page.reload();
  await expect(pageHeading(page, texts.supervisedPlayer)).toBeVisible();
  await expect(
    page.getByText(`Exercice ${done + 2} sur ${steps.length}`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(done + 1));

  // Reloaded on the effort question: the question comes back with the exercise's seconds.
  await page.getByRole('button', { name: texts.start }).click();
  await page.clock.fastForward(steps[done + 1]!.estimatedDurationSeconds * 1000);
  await expect(page.getByRole('radiogroup', { name: texts.effort })).toBeVisible();
  await page.reload();
  const scale = page.getByRole('radiogroup', { name: texts.effort });
  await expect(scale).toBeVisible();
  await scale.getByText(efforts[1]!, { exact: true }).click();
  await page.getByRole('button', { name: texts.saveEffort }).click();
  await expect(
    page.getByText(`Exercice ${done + 3} sur ${steps.length}`, { exact: true }),
  ).toBeVisible();
  await expect
    .poll(async () => (await patient.current(false)).session!.steps[done + 1]!.durationSeconds)
    .toBe(plannedStepSeconds(steps[done + 1]!));
  expect((await patient.current(false)).session!.completedStepCount).toBe(done + 2);
});

// The player's opening hours (docs/decisions/portal-realtime-and-player-hours.md): here, before
// the offline test plays the supervised session, since only an open session shows the player.
interface OpenHours {
  openingTime: string;
  closureTime?: string | null;
  hasRC?: boolean;
}

test('the player sends its closing time when it is left, hidden or closed, and the API stores it', async ({
  browser,
  request,
}) => {
  // A context of its own (the keepalive closure outlives its page), like the configuration's.
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'fr-FR' });
  const page = await context.newPage();
  const sent: OpenHours[] = [];
  const hoursUrls: string[] = [];
  const isHours = (request: Request) =>
    request.method() === 'PATCH' && /\/Sessions\/[^/]+\/PlayerOpenHours$/.test(request.url());
  context.on('request', (request) => {
    if (isHours(request)) {
      sent.push(request.postDataJSON() as OpenHours);
      hoursUrls.push(request.url());
    }
  });
  // What the API holds for an opening: the same opening sent again without a closure changes
  // nothing and answers what is stored (a keepalive request's answer is not readable by the test).
  const { accessToken } = await api.signIn(request, demo.patient);
  const storedClosure = async (openingTime: string) => {
    const sessionId = /\/Sessions\/([^/]+)\/PlayerOpenHours/.exec(hoursUrls[0]!)![1]!;
    const answer = await callApi(
      request,
      endpoints.sessions.playerOpenHours,
      { params: { id: sessionId }, body: { openingTime } },
      accessToken,
    );
    return answer.status === 200 ? answer.body.closureTime : `status ${answer.status}`;
  };

  await signIn(page, demo.patient, roleViews.patient);
  await page.goto('/reeducation/video');
  await expect(pageHeading(page, 'Vidéo de rééducation')).toBeVisible();
  // Followed by a rehabilitator and connected: the only case that says "real time".
  await expect(page.getByText('Temps réel activé', { exact: true })).toBeVisible();
  await expect.poll(() => sent.length).toBe(1);
  const first = sent[0]!;
  expect(first).toEqual({ openingTime: expect.any(String), hasRC: true });

  // Left with its link.
  await page.getByRole('link', { name: 'Quitter la séance' }).click();
  await expect.poll(() => sent.length).toBe(2);
  // A closure names its opening; it may carry the opening's hasRC when the two were merged in the
  // queue (the opening not yet acknowledged when the player was left).
  expect(sent[1]).toMatchObject({
    openingTime: first.openingTime,
    closureTime: expect.any(String),
  });
  await expect.poll(() => storedClosure(first.openingTime)).toBe(sent[1]!.closureTime);

  // Hidden (another app in front), then shown again: that stretch closes, a new one opens.
  await page.goto('/reeducation/video');
  await expect(pageHeading(page, 'Vidéo de rééducation')).toBeVisible();
  await expect.poll(() => sent.length).toBe(3);
  const second = sent[2]!;
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => sent.length).toBe(4);
  expect(sent[3]).toMatchObject({
    openingTime: second.openingTime,
    closureTime: expect.any(String),
  });
  await page.evaluate(() => {
    delete (document as { visibilityState?: unknown }).visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => sent.length).toBe(5);
  const third = sent[4]!;
  expect(third.openingTime).not.toBe(second.openingTime);

  // The tab is closed: the closure still leaves (a keepalive request, which the browser sends after
  // the page is gone and Playwright no longer reports) and the API stores it.
  await page.close({ runBeforeUnload: true });
  await expect
    .poll(() => storedClosure(third.openingTime), { timeout: 15_000 })
    .toEqual(expect.any(String));
  await context.close();
});

// The other tests run without the service worker (the configuration blocks it: its precaching
// costs every fresh browser context dozens of requests); this one is about it. The browser opens
// the portal through a relay whose connection the test cuts for real (./lostConnection.ts); the
// test's own calls to the API go to it directly.
const offlineTest = test.extend<{ connection: LostConnection; direct: APIRequestContext }>({
  connection: async ({}, use) => {
    const connection = await lostConnectionTo(process.env.E2E_BASE_URL!);
    await use(connection);
    await connection.close();
  },
  baseURL: async ({ connection }, use) => use(connection.origin),
  direct: async ({ playwright }, use) => {
    const direct = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    await use(direct);
    await direct.dispose();
  },
});

offlineTest.describe('offline, with the service worker', () => {
  offlineTest.use({ serviceWorkers: 'allow' });

  offlineTest(
    'a lost connection loses nothing and counts nothing twice',
    async ({ page, context, connection, direct }) => {
      const patient = await asPatient(direct);
      const before = await patient.current(false);
      const done = before.session!.completedStepCount;
      const steps = before.session!.steps;
      expect(done).toBeLessThan(steps.length);

      await page.clock.install();
      await signIn(page, demo.patient, roleViews.patient);
      // The service worker controls the pages opened from now on: it keeps the shell, the assets and
      // the session of the day as they load.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.goto('/reeducation/video');
      await expect(
        page.getByText(`Exercice ${done + 1} sur ${steps.length}`, { exact: true }),
      ).toBeVisible();

      // The connection is lost, and the browser knows it. Chromium's emulated offline alone can flap
      // with a service worker in the page (navigator.onLine true again after the "offline" event),
      // and requests through the worker can pass Playwright's routes: the relay's cut is what keeps
      // every request from the API, as on a real network that dropped. The player rightly sends what
      // it can when the browser says it is online; here nothing gets through.
      let connected = false;
      connection.setCut(true);
      await context.setOffline(true);
      await expect(page.getByText('Hors connexion', { exact: true })).toBeVisible();

      // Offline: the last exercises and the review wait on the device, said so, even across a reload
      // (the service worker answers with the shell and the session it kept).
      for (const [index, step] of steps.entries()) {
        if (index < done) {
          continue;
        }
        await playExercise(page, step.estimatedDurationSeconds, efforts[index % efforts.length]!);
      }
      await expect(page.getByRole('heading', { level: 2, name: texts.review })).toBeVisible();
      expect((await patient.current(false)).session!.completedStepCount).toBe(done);
      await page.reload();
      await expect(pageHeading(page, texts.supervisedPlayer)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: texts.review })).toBeVisible();
      await expect(page.getByText(/résultats? atten(d|dent) d’être envoyés?/)).toBeVisible();
      expect((await patient.current(false)).session!.completedStepCount).toBe(done);
      await page.getByRole('radiogroup', { name: texts.pain }).getByText('Modérée').click();
      await page.getByRole('radiogroup', { name: texts.difficulty }).getByText('Difficile').click();
      await page.getByRole('button', { name: texts.finish }).click();
      await expect(page.getByRole('heading', { level: 2, name: texts.finished })).toBeVisible();
      const waiting = steps.length - done + 1;
      await expect(page.getByText(`${waiting} résultats attendent d’être envoyés`)).toBeVisible();
      await expectAccessible(page);
      expect((await patient.current(false)).session!.completedStepCount).toBe(done);

      // The answer to the first try of the step is lost on the way back: the step is recorded, the
      // player does not know it and sends it again later with the same key.
      let lostOnce = false;
      const stepCalls = `**${apiBasePath}${endpoints.sessions.step.path.replace(/:\w+/g, '*')}`;
      await page.route(stepCalls, async (route) => {
        if (!connected) {
          await route.abort('internetdisconnected');
          return;
        }
        if (lostOnce) {
          await route.continue();
          return;
        }
        lostOnce = true;
        await route.fetch();
        await route.abort('connectionreset');
      });

      const replayed = page.waitForResponse(
        (response) =>
          /\/step$/.test(new URL(response.url()).pathname) &&
          response.headers()['idempotent-replayed'] === 'true',
      );

      // Back online: everything goes, the lost answer's step is replayed, not counted twice.
      connected = true;
      connection.setCut(false);
      await context.setOffline(false);
      // Chromium 150 (Debian, December 2026) no longer fires "online" in a page that a service
      // worker controls when the emulated offline ends: the page gets the event a real network
      // change gives it, and the player's queue must do the rest by itself.
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect.poll(() => lostOnce).toBe(true);
      await page.clock.fastForward(60_000);
      expect((await replayed).status()).toBe(201);
      await expect(page.getByText(/atten(d|dent) d’être envoyé/)).toHaveCount(0);
      const after = await patient.current(false);
      expect(after.status).toBe('done');
      expect(after.session!.completedStepCount).toBe(steps.length);
      expect(after.session!.review).toMatchObject({ pain: 2, difficulty: 3 });
      expect(after.session!.steps.every((step) => Number.isInteger(step.durationSeconds))).toBe(
        true,
      );
    },
  );
});

test('every session screen passes axe and fits 390 px without sideways scrolling', async ({
  page,
}) => {
  await signIn(page, demo.patient, roleViews.patient);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, heading] of [
    ['/auto-reeducation', texts.screen],
    ['/session', texts.player],
    ['/auto-reeducation/video', 'Vidéo d’auto-rééducation'],
    ['/reeducation/video', texts.supervisedPlayer],
  ] as const) {
    await page.goto(path);
    await expect(pageHeading(page, heading)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  }
});
