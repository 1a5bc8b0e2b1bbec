import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { forgetPlayerData } from '../../../features/playerQueue';
import { answer, failure, loading, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { patientStartup } from '../../../mocks/scenarios';
import { currentOf, notAssigned, sessionIds, sessions } from '../../../mocks/sessionFixtures';
import { currentSessions, followedBy, playerWrites } from '../../../mocks/sessionScenarios';
import { ids } from '../../../mocks/fixtures';
import { SelfRehabilitationPage } from './SelfRehabilitationPage';

const { current, relaunch } = endpoints.sessions;

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

async function findPage() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 1, name: 'Auto-rééducation' }, firstRender);
  return within(main);
}

/** /auto-reeducation as the app shows it, with the mocked API's answers. */
const meta = {
  title: 'Portal/Screens/Patient/SelfRehabilitation',
  component: SelfRehabilitationPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/auto-reeducation" />,
  beforeEach: () => forgetPlayerData(),
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
} satisfies Meta<typeof SelfRehabilitationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's session to do: duration, equipment, exercises, and the button that starts it. */
export const SessionToDo: Story = {
  play: async () => {
    const page = await findPage();
    const card = await page.findByRole('region', { name: 'Votre séance du jour' }, firstRender);
    await expect(within(card).getByText('À faire')).toBeVisible();
    await expect(within(card).getByText('Renforcement et marche')).toBeVisible();
    await expect(within(card).getByText('Table, Verre')).toBeVisible();
    const list = within(card).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getByText('Pédalage des bras')).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Commencer la séance' })).toHaveAttribute(
      'href',
      '/session',
    );
    await expect(page.getByText('Temps réel activé')).toBeVisible();
  },
};

/** Two exercises done this morning: they are checked, and the button resumes. */
export const SessionInProgress: Story = {
  parameters: { msw: { handlers: currentSessions(currentOf(sessions.inProgress)) } },
  play: async () => {
    const page = await findPage();
    await expect(await page.findByText('En cours', {}, firstRender)).toBeVisible();
    await expect(page.getByText('2 exercices faits sur 4')).toBeVisible();
    await expect(page.getAllByText('Fait')).toHaveLength(2);
    await expect(page.getByRole('link', { name: 'Reprendre la séance' })).toBeVisible();
  },
};

/** Done: the completion time, and "redo" starts a new attempt and opens the player. */
export const SessionDone: Story = {
  parameters: {
    msw: {
      handlers: {
        // Once relaunched, the session of the day is the new attempt.
        ...currentSessions(() =>
          currentOf(requestsTo(relaunch) > 0 ? sessions.relaunched : sessions.done),
        ),
        relaunch: answer(relaunch, sessions.relaunched),
      },
    },
  },
  play: async () => {
    const page = await findPage();
    await expect(await page.findByText('Terminée à 09:41', {}, firstRender)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Refaire la séance' }));
    await waitFor(() => expect(requestsTo(relaunch)).toBe(1));
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Séance' }, firstRender),
    ).toBeVisible();
    await expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Rotation du tronc assis' },
        firstRender,
      ),
    ).toBeVisible();
  },
};

/**
 * Done with an exercise stopped early and one skipped: the summary says so, each exercise shows
 * its outcome, and none is called done that was not.
 */
export const SessionDoneWithSkipped: Story = {
  parameters: { msw: { handlers: currentSessions(currentOf(sessions.doneWithSkipped)) } },
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByText(
        '2 exercices faits sur 4, 1 arrêté avant la fin, 1 passé',
        {},
        firstRender,
      ),
    ).toBeVisible();
    const list = within(page.getByRole('list'));
    await expect(list.getAllByText('Fait')).toHaveLength(2);
    await expect(list.getByText('Arrêté avant la fin')).toBeVisible();
    await expect(list.getByText('Passé')).toBeVisible();
    // Half of the planned time was done: it counts, with its usual congratulations.
    await expect(
      page.getByText(
        'Bravo, votre séance du jour est faite. Vous pouvez la refaire si vous le souhaitez.',
      ),
    ).toBeVisible();
  },
};

/** Done with every exercise skipped: no "well done", and why it does not count. */
export const SessionAllSkipped: Story = {
  parameters: { msw: { handlers: currentSessions(currentOf(sessions.doneAllSkipped)) } },
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByText('0 exercice fait sur 4, 4 passés', {}, firstRender),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Aucun exercice n’a été fait en entier : cette séance ne compte ni dans vos séances ni dans vos étoiles.',
      ),
    ).toBeVisible();
    await expect(page.queryByText(/Bravo/)).not.toBeInTheDocument();
    await expect(page.queryByText('Fait')).not.toBeInTheDocument();
    await expect(within(page.getByRole('list')).getAllByText('Passé')).toHaveLength(4);
    await expect(page.getByRole('button', { name: 'Refaire la séance' })).toBeVisible();
  },
};

/** Done, and the program no longer allows a relaunch (or not today). */
export const SessionDoneWithoutRelaunch: Story = {
  parameters: { msw: { handlers: currentSessions(currentOf(sessions.doneNoRelaunch)) } },
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByText('Bravo, votre séance du jour est faite. À demain !', {}, firstRender),
    ).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Refaire la séance' })).not.toBeInTheDocument();
  },
};

/** No program assigned: the message says why and what will happen. */
export const NoSession: Story = {
  parameters: { msw: { handlers: currentSessions(notAssigned(true)) } },
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByRole(
        'heading',
        { level: 2, name: 'Pas de séance aujourd’hui' },
        firstRender,
      ),
    ).toBeVisible();
    await expect(page.queryByRole('link', { name: 'Commencer la séance' })).not.toBeInTheDocument();
  },
};

/** A supervised program too: its exercises can be watched again in the player. */
export const WithSupervisedProgram: Story = {
  parameters: {
    msw: {
      handlers: currentSessions(currentOf(sessions.ready), currentOf(sessions.supervised)),
    },
  },
  play: async () => {
    const page = await findPage();
    const card = await page.findByRole(
      'region',
      { name: 'Votre programme avec votre rééducateur' },
      firstRender,
    );
    await expect(within(card).getByText(/Équilibre debout \(groupe du mardi\)/)).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Voir les exercices' })).toHaveAttribute(
      'href',
      '/reeducation/video',
    );
  },
};

/** Results recorded offline wait on the device: the patient sees them and can send them. */
export const ResultsWaiting: Story = {
  beforeEach: () => {
    forgetPlayerData();
    localStorage.setItem(
      'oxilio.playerQueue',
      JSON.stringify({
        calls: [
          {
            kind: 'step',
            key: 'story-step-2',
            patientId: ids.patient,
            sessionId: sessionIds.today,
            position: 2,
            body: { duration: 95, effort: 6 },
            queuedAt: new Date().toISOString(),
          },
        ],
        drafts: [],
      }),
    );
  },
  parameters: {
    msw: {
      handlers: {
        ...currentSessions(currentOf(sessions.inProgress)),
        step: failure(endpoints.sessions.step, 'internal_error'),
      },
    },
  },
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByText(/1 résultat attend d’être envoyé/, {}, firstRender),
    ).toBeVisible();
    const waiting = page.getByRole('listitem');
    await waitFor(() =>
      expect(waiting).toHaveTextContent('Exercice 3 : Extension du genou droit (1 min 35 s)'),
    );
    await waitFor(() => expect(page.getByText('Hors connexion')).toBeVisible());
  },
};

/**
 * No rehabilitator follows the patient: never "real time"; the results are saved in their file and
 * the rehabilitator who follows them will see them.
 */
export const NotFollowed: Story = {
  parameters: { msw: { handlers: followedBy(false) } },
  play: async () => {
    const page = await findPage();
    await expect(await page.findByText('Pas encore de rééducateur', {}, firstRender)).toBeVisible();
    await expect(
      page.getByText(
        'Vos résultats sont enregistrés dans votre dossier au fur et à mesure. Aucun rééducateur ne vous suit encore : celui qui vous suivra les verra.',
      ),
    ).toBeVisible();
    await expect(page.queryByText('Temps réel activé')).not.toBeInTheDocument();
  },
};

/** Whether a rehabilitator follows is not known yet: connected, and no claim of real time. */
export const FollowUpNotKnownYet: Story = {
  parameters: {
    msw: { handlers: { rehabilitators: loading(endpoints.patients.listRehabilitators) } },
  },
  play: async () => {
    const page = await findPage();
    await expect(await page.findByText('Connecté', {}, firstRender)).toBeVisible();
    await expect(page.queryByText('Temps réel activé')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { current: loading(current) } } },
  play: async () => {
    const page = await findPage();
    await expect(
      page.queryByRole('region', { name: 'Votre séance du jour' }),
    ).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { current: failure(current, 'internal_error') } } },
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByRole('button', { name: 'Réessayer' }, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

/** A program name long enough to wrap. */
export const LongNames: Story = {
  parameters: { msw: { handlers: currentSessions(currentOf(sessions.longName)) } },
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByText(/Programme personnalisé de renforcement/, {}, firstRender),
    ).toBeVisible();
  },
};
