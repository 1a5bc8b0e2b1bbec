import { endpoints, type RecordSessionTestResultBody } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { forgetPlayerData } from '../../../features/playerQueue';
import { PlayerClockContext } from '../../../features/sessions';
import { answer, failure, mockPath, requestsTo } from '../../../mocks/handlers';
import { patientMeasuredResults } from '../../../mocks/outcomeFixtures';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { patientStartup } from '../../../mocks/scenarios';
import {
  currentOf,
  notAssigned,
  sessionOf,
  sessions,
  stepOf,
} from '../../../mocks/sessionFixtures';
import { currentSessions, followedBy, playerWrites } from '../../../mocks/sessionScenarios';
import { SessionPlayerPage } from './SessionPlayerPage';

const { step, review, playerOpenHours } = endpoints.sessions;

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

/** The player's clock, moved by the play functions: nobody waits for a countdown. */
const clock = {
  time: 1_000_000,
  now: () => clock.time,
  advance(seconds: number) {
    clock.time += seconds * 1000;
  },
};

async function findPlayer() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 1, name: 'Séance' }, firstRender);
  return within(main);
}

/** The live region that announces each phase. */
const announcer = (page: ReturnType<typeof within>) =>
  page
    .getAllByRole('status')
    .find((node: HTMLElement) => node.getAttribute('aria-live') === 'polite')!;

/**
 * The session player (/session) as the app shows it, on a clock the stories move. The session of
 * the day: a trunk rotation (2 × 30 s, 15 s rest), arm pedalling, a knee extension, a glass task.
 */
const meta = {
  title: 'Portal/Screens/Patient/SessionPlayer',
  component: SessionPlayerPage,
  decorators: [withPortal],
  render: () => (
    <PlayerClockContext value={clock.now}>
      <PortalRoutes path="/session" />
    </PlayerClockContext>
  ),
  beforeEach: () => {
    forgetPlayerData();
    clock.time = 1_000_000;
  },
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: {
        ...patientStartup,
        ...currentSessions(currentOf(sessions.ready)),
        ...playerWrites(sessions.ready),
        ...followedBy(true),
      },
    },
  },
} satisfies Meta<typeof SessionPlayerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first exercise: the drawing, the instructions, and a large button to start it. */
export const ExerciseIntro: Story = {
  play: async () => {
    const page = await findPlayer();
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Rotation du tronc assis' }, firstRender),
    ).toBeVisible();
    await expect(page.getByText('Exercice 1 sur 4')).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Assis immobilisé – Colonne vertébrale' }),
    ).toBeVisible();
    await expect(page.getByText('2 séries de 30 s, 15 s de repos entre les séries')).toBeVisible();
    const start = page.getByRole('button', { name: 'Commencer l’exercice' });
    await expect(start.getBoundingClientRect().height).toBeGreaterThanOrEqual(56);
    await expect(announcer(page)).toHaveTextContent('Exercice 1 sur 4 : Rotation du tronc assis');
    // Opening the player is recorded (when, and whether in real time).
    await waitFor(() => expect(requestsTo(playerOpenHours)).toBe(1));
  },
};

/** A series counts down from the clock; the phase is announced politely. */
export const SeriesRunning: Story = {
  play: async () => {
    const page = await findPlayer();
    await userEvent.click(
      await page.findByRole('button', { name: 'Commencer l’exercice' }, firstRender),
    );
    clock.advance(12);
    await waitFor(() => expect(page.getByRole('timer')).toHaveTextContent('00:18'));
    await expect(page.getByText('Série 1 sur 2')).toBeVisible();
    await expect(announcer(page)).toHaveTextContent('Série 1 sur 2 : 30 secondes');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  },
};

/** Paused: the time stands still however long the pause; the same button resumes. */
export const Paused: Story = {
  play: async () => {
    const page = await findPlayer();
    await userEvent.click(
      await page.findByRole('button', { name: 'Commencer l’exercice' }, firstRender),
    );
    clock.advance(10);
    await waitFor(() => expect(page.getByRole('timer')).toHaveTextContent('00:20'));
    await userEvent.click(page.getByRole('button', { name: 'Pause' }));
    clock.advance(300);
    await expect(page.getByRole('timer')).toHaveTextContent('00:20');
    await expect(announcer(page)).toHaveTextContent('En pause');
    // The keyboard focus stays on the one button that pauses and resumes.
    await expect(page.getByRole('button', { name: 'Reprendre' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(announcer(page)).toHaveTextContent('Reprise');
    clock.advance(5);
    await waitFor(() => expect(page.getByRole('timer')).toHaveTextContent('00:15'));
  },
};

/** Between series, a rest; it can be skipped. */
export const Rest: Story = {
  play: async () => {
    const page = await findPlayer();
    await userEvent.click(
      await page.findByRole('button', { name: 'Commencer l’exercice' }, firstRender),
    );
    clock.advance(33);
    await waitFor(() => expect(page.getByText('Repos avant la série 2')).toBeVisible());
    await expect(page.getByRole('timer')).toHaveTextContent('00:12');
    await expect(announcer(page)).toHaveTextContent('Repos : 15 secondes');
    await userEvent.click(page.getByRole('button', { name: 'Passer le repos' }));
    await expect(page.getByText('Série 2 sur 2')).toBeVisible();
  },
};

/**
 * The exercise over, the effort felt is asked (the ten levels); the step is then sent with its
 * whole seconds and the effort, and the next exercise opens with the focus on its name.
 */
export const EffortQuestion: Story = {
  play: async () => {
    const page = await findPlayer();
    await userEvent.click(
      await page.findByRole('button', { name: 'Commencer l’exercice' }, firstRender),
    );
    clock.advance(80);
    const heading = await page.findByRole('heading', { level: 2, name: 'Exercice terminé' });
    await waitFor(() => expect(heading).toHaveFocus());
    const scale = page.getByRole('radiogroup', {
      name: 'Quel effort vous a demandé cet exercice ?',
    });
    await expect(within(scale).getAllByRole('radio')).toHaveLength(10);
    await userEvent.click(within(scale).getByText('Important'));
    await userEvent.click(page.getByRole('button', { name: 'Valider et continuer' }));
    await waitFor(() => expect(requestsTo(step)).toBe(1));
    const next = await page.findByRole('heading', { level: 2, name: 'Pédalage des bras' });
    await waitFor(() => expect(next).toHaveFocus());
    await expect(page.getByText('Exercice 2 sur 4')).toBeVisible();
  },
};

/** Skipping an exercise records it as skipped (0 s), without asking the effort. */
export const SkipExercise: Story = {
  play: async () => {
    const page = await findPlayer();
    await userEvent.click(
      await page.findByRole('button', { name: 'Passer l’exercice' }, firstRender),
    );
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Pédalage des bras' }),
    ).toBeVisible();
    await waitFor(() => expect(requestsTo(step)).toBe(1));
  },
};

/**
 * Every exercise skipped: the review does not say "all done", and the end screen says what
 * happened ("0 of 4 done, 4 skipped") and that the session earns nothing.
 */
export const EverythingSkipped: Story = {
  play: async () => {
    const page = await findPlayer();
    for (const name of ['Pédalage des bras', 'Extension du genou droit', null]) {
      await userEvent.click(
        await page.findByRole('button', { name: 'Passer l’exercice' }, firstRender),
      );
      if (name) {
        await expect(await page.findByRole('heading', { level: 2, name })).toBeVisible();
      }
    }
    await userEvent.click(await page.findByRole('button', { name: 'Passer l’exercice' }));
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Fin des exercices' }),
    ).toBeVisible();
    // Said under the title (the progress bar says it too).
    await expect(
      page.getByText('0 exercice fait sur 4, 4 passés', { selector: 'p' }),
    ).toBeVisible();
    await expect(
      page.queryByText('Tous les exercices sont faits, bravo !'),
    ).not.toBeInTheDocument();
    await userEvent.click(page.getByText('Légère'));
    await userEvent.click(page.getByText('Facile'));
    await userEvent.click(page.getByRole('button', { name: 'Terminer la séance' }));
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Séance terminée' }),
    ).toBeVisible();
    await expect(page.getByText('0 exercice fait sur 4, 4 passés')).toBeVisible();
    await expect(
      page.getByText(
        'Aucun exercice n’a été fait en entier : cette séance ne compte ni dans vos séances ni dans vos étoiles.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(requestsTo(step)).toBe(4));
  },
};

/** The review bodies the API received (a handler that only looks, before the one that answers). */
const reviewsSent: unknown[] = [];
const reviewSpy = http.post(mockPath(review), async ({ request }) => {
  reviewsSent.push(await request.clone().json());
});
const reviewWrites = playerWrites(sessions.allStepsRecorded);

/**
 * Every exercise recorded: pain and difficulty are asked, both needed, then the session ends. "No
 * pain" is an answer, sent as pain 0.
 */
export const Review: Story = {
  beforeEach: () => {
    reviewsSent.length = 0;
  },
  parameters: {
    msw: {
      handlers: {
        ...currentSessions(currentOf(sessions.allStepsRecorded)),
        ...reviewWrites,
        review: [reviewSpy, reviewWrites.review],
      },
    },
  },
  play: async () => {
    const page = await findPlayer();
    await expect(
      await page.findByRole(
        'heading',
        { level: 2, name: 'Tous les exercices sont faits, bravo !' },
        firstRender,
      ),
    ).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Terminer la séance' }));
    await expect(
      page.getByText('Choisissez une réponse : « Pas de douleur » si vous n’avez pas eu mal.'),
    ).toBeVisible();
    await expect(page.getByText('Indiquez la difficulté de la séance.')).toBeVisible();
    await expect(requestsTo(review)).toBe(0);

    await userEvent.click(page.getByText('Pas de douleur'));
    await userEvent.click(page.getByText('Moyen'));
    await userEvent.click(page.getByRole('button', { name: 'Terminer la séance' }));
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Séance terminée' }),
    ).toBeVisible();
    await waitFor(() => expect(requestsTo(review)).toBe(1));
    await expect(reviewsSent).toEqual([{ pain: 0, difficulty: 2 }]);
    await waitFor(() =>
      expect(page.getByText('Merci ! Votre séance et votre avis sont enregistrés.')).toBeVisible(),
    );
  },
};

/**
 * The review's pain question: "no pain" first, then light, moderate, intense; chosen with the
 * keyboard like any radio group, each answer a target of at least 44 px.
 */
export const ReviewNoPain: Story = {
  parameters: {
    msw: {
      handlers: {
        ...currentSessions(currentOf(sessions.allStepsRecorded)),
        ...playerWrites(sessions.allStepsRecorded),
      },
    },
  },
  play: async () => {
    const page = await findPlayer();
    const pain = await page.findByRole(
      'radiogroup',
      { name: 'Avez-vous eu mal pendant la séance ?' },
      firstRender,
    );
    const answers = within(pain).getAllByRole('radio');
    await expect(answers.map((answer) => answer.closest('label')?.textContent)).toEqual([
      '0Pas de douleur',
      '1Légère',
      '2Modérée',
      '3Intense',
    ]);
    for (const answer of answers) {
      const box = answer.closest('label')!.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    // Arrows move and select like native radios: from "intense", the right arrow wraps round to
    // "no pain".
    answers[3]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(pain).getByRole('radio', { name: '0 Pas de douleur' })).toBeChecked();
    await expect(within(pain).getByRole('radio', { name: '0 Pas de douleur' })).toHaveFocus();
    await expect(requestsTo(review)).toBe(0);
  },
};

/** Two exercises were done earlier: the player resumes at the third. */
export const ResumesAfterFinishedSteps: Story = {
  parameters: {
    msw: {
      handlers: {
        ...currentSessions(currentOf(sessions.inProgress)),
        ...playerWrites(sessions.inProgress),
      },
    },
  },
  play: async () => {
    const page = await findPlayer();
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Extension du genou droit' }, firstRender),
    ).toBeVisible();
    await expect(page.getByText('Exercice 3 sur 4')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  },
};

/** The network is gone: the step waits on the device, said so, and nothing is lost. */
export const Offline: Story = {
  parameters: { msw: { handlers: { step: failure(step, 'internal_error') } } },
  play: async () => {
    const page = await findPlayer();
    await userEvent.click(
      await page.findByRole('button', { name: 'Passer l’exercice' }, firstRender),
    );
    await expect(
      await page.findByText(/1 résultat attend d’être envoyé/, {}, { timeout: 5_000 }),
    ).toBeVisible();
    await expect(await page.findByText('Hors connexion')).toBeVisible();
  },
};

/** Today's session is already done: its summary, and "redo". */
export const AlreadyDone: Story = {
  parameters: { msw: { handlers: currentSessions(currentOf(sessions.done)) } },
  play: async () => {
    const page = await findPlayer();
    await expect(await page.findByText('Terminée à 09:41', {}, firstRender)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refaire la séance' })).toBeVisible();
  },
};

/** No program: nothing to play, and the way back. */
export const NoSession: Story = {
  parameters: { msw: { handlers: currentSessions(notAssigned(true)) } },
  play: async () => {
    const page = await findPlayer();
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Pas de séance à lancer' }, firstRender),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à ma séance du jour' })).toHaveAttribute(
      'href',
      '/auto-reeducation',
    );
  },
};

/** /reeducation/video: the supervised program's exercises, in the same player. */
export const SupervisedProgram: Story = {
  render: () => (
    <PlayerClockContext value={clock.now}>
      <PortalRoutes path="/reeducation/video" />
    </PlayerClockContext>
  ),
  parameters: {
    msw: {
      handlers: {
        ...currentSessions(currentOf(sessions.ready), currentOf(sessions.supervised)),
        ...playerWrites(sessions.supervised),
      },
    },
  },
  play: async () => {
    const main = await screen.findByRole('main', {}, firstRender);
    const page = within(main);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Vidéo de rééducation' }, firstRender),
    ).toBeVisible();
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Montée du genou gauche debout' }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Debout immobilisé – Hanche gauche' }),
    ).toBeVisible();
  },
};

/** The media directory names a video that cannot be played: the drawing shows instead. */
const brokenVideo = sessionOf([
  stepOf(14, 0, undefined, {
    url: '/api/media/exercises/14.mp4',
    type: 'video/mp4',
    captions: [{ locale: 'fr', url: '/api/media/exercises/14.fr.vtt' }],
  }),
]);
export const VideoThatFailsToLoad: Story = {
  parameters: {
    msw: {
      handlers: {
        ...currentSessions(currentOf(brokenVideo)),
        ...playerWrites(brokenVideo),
        // The file is gone from the media directory.
        media: http.get('/api/media/*', () => new HttpResponse(null, { status: 404 })),
      },
    },
  },
  play: async () => {
    const page = await findPlayer();
    await expect(
      await page.findByRole(
        'img',
        { name: 'Assis immobilisé – Colonne vertébrale' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await expect(page.queryByLabelText('Rotation du tronc assis')).not.toBeInTheDocument();
  },
};

/** A Timed Up and Go (2 × 60 s, 60 s rest), then arm pedalling. */
const withTug = sessionOf([stepOf(81, 0), stepOf(2, 1)]);
const { recordInSession } = endpoints.outcomeMeasures;
let notedTest: RecordSessionTestResultBody | null = null;
const testHandlers = {
  ...currentSessions(currentOf(withTug)),
  ...playerWrites(withTug),
  recordInSession: answer(recordInSession, async ({ request }) => {
    notedTest = (await request.json()) as RecordSessionTestResultBody;
    return { ...patientMeasuredResults[0]!, value: notedTest.value };
  }),
};

/** Plays the TUG to its end and passes the effort: the test's result is offered. */
async function endTheTest() {
  const page = await findPlayer();
  await userEvent.click(
    await page.findByRole('button', { name: 'Commencer l’exercice' }, firstRender),
  );
  clock.advance(180);
  await userEvent.click(await page.findByRole('button', { name: 'Passer la question' }));
  const heading = await page.findByRole('heading', { level: 2, name: 'Noter mon résultat' });
  await waitFor(() => expect(heading).toHaveFocus());
  return page;
}

/**
 * A clinical test that is a catalogued test (the TUG) ends: after the effort, the patient may note
 * their result, in the test's unit with a plain hint; the step is already sent. Noted, it is said
 * so, then the session goes on.
 */
export const NoteATestResult: Story = {
  beforeEach: () => {
    notedTest = null;
  },
  parameters: { msw: { handlers: testHandlers } },
  play: async () => {
    const page = await endTheTest();
    await waitFor(() => expect(requestsTo(step)).toBe(1));
    await expect(announcer(page)).toHaveTextContent('Noter mon résultat');
    const field = page.getByLabelText(/Mon résultat \(s\)/);
    await expect(page.getByText(/entre le moment où vous vous levez/)).toBeVisible();
    await userEvent.type(field, '14,5');
    const save = page.getByRole('button', { name: 'Enregistrer mon résultat' });
    await expect(save.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(save);
    await waitFor(() => expect(notedTest).toEqual({ exerciseId: 81, value: 14.5 }));
    await expect(await page.findByText(/Résultat noté : 14,5 s/)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Continuer la séance' }));
    const next = await page.findByRole('heading', { level: 2, name: 'Pédalage des bras' });
    await waitFor(() => expect(next).toHaveFocus());
  },
};

/** A value outside the test's range is said at the field; skipping goes on, nothing sent. */
export const SkipATestResult: Story = {
  beforeEach: () => {
    notedTest = null;
  },
  parameters: { msw: { handlers: testHandlers } },
  play: async () => {
    const page = await endTheTest();
    await userEvent.type(page.getByLabelText(/Mon résultat \(s\)/), '1');
    await userEvent.click(page.getByRole('button', { name: 'Enregistrer mon résultat' }));
    await expect(
      await page.findByText('Le résultat doit être compris entre 2 et 300 s.'),
    ).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Passer' }));
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Pédalage des bras' }),
    ).toBeVisible();
    await expect(requestsTo(recordInSession)).toBe(0);
  },
};

/**
 * The API refuses (already noted, or the session too old): said in the form, whose skip button
 * still goes on with the session.
 */
export const TestResultRefused: Story = {
  parameters: {
    msw: { handlers: { ...testHandlers, recordInSession: failure(recordInSession, 'conflict') } },
  },
  play: async () => {
    const page = await endTheTest();
    await userEvent.type(page.getByLabelText(/Mon résultat \(s\)/), '14,5');
    await userEvent.click(page.getByRole('button', { name: 'Enregistrer mon résultat' }));
    await expect(await page.findByText(/ne peut plus être noté/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Passer' })).toBeEnabled();
  },
};
