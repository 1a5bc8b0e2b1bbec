import { endpoints, type DropGoal, type Goal, type NewGoal } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers, ids } from '../../../mocks/fixtures';
import { followedPatients } from '../../../mocks/followUpFixtures';
import { goalList, goals, noGoals } from '../../../mocks/goalsFixtures';
import { answer } from '../../../mocks/handlers';
import { rehabilitatorInvites } from '../../../mocks/programFixtures';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { signedInAs } from '../../../mocks/scenarios';
import { PatientGoalsTab } from './PatientGoalsTab';

const { list, create, revise, achieve, drop } = endpoints.goals;
const firstRender = { timeout: 10_000 };
const path = `/reeducateur/patients/${ids.patient}/objectifs`;

async function findTab(name = 'Objectifs') {
  const main = within(await screen.findByRole('main', {}, firstRender));
  await main.findByRole('heading', { level: 2, name }, firstRender);
  return main;
}

/** The row of an active or closed goal, by its text. */
async function rowOf(main: ReturnType<typeof within>, text: string) {
  const name = await main.findByText(text, {}, firstRender);
  const row = name.closest('li');
  if (!row) {
    throw new Error(`No row for ${text}`);
  }
  return within(row);
}

let sent: {
  created?: NewGoal;
  revised?: { goalId: string; body: NewGoal };
  dropped?: DropGoal;
  achieved?: string;
} = {};

const closedGoal = (goal: Goal, change: Partial<Goal>): Goal => ({
  ...goal,
  closedAt: '2025-03-02T09:00:00.000Z',
  closedBy: { firstName: 'Marie', lastName: 'Lefèvre' },
  progress: null,
  ...change,
});

/** The patient page's goals tab: active goals and their progress, the form, the history. */
const meta = {
  title: 'Portal/Screens/Rehabilitator/Patient goals',
  component: PatientGoalsTab,
  decorators: [withPortal],
  render: () => <PortalRoutes path={path} />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.reeducator },
    msw: {
      handlers: {
        ...signedInAs(currentUsers.reeducator),
        invites: answer(endpoints.rehabilitators.invites, rehabilitatorInvites),
        // The patient page's header.
        patient: answer(endpoints.rehabilitators.patient, followedPatients.jeanne),
        patientPrograms: answer(endpoints.programs.patientPrograms, []),
        list: answer(list, goalList),
        create: answer(create, async ({ request }) => {
          sent.created = (await request.json()) as NewGoal;
          return { ...goals.berg, text: sent.created.text };
        }),
        revise: answer(revise, async ({ request, params }) => {
          const body = (await request.json()) as NewGoal;
          sent.revised = { goalId: params.goalId, body };
          return { ...goals.steps, id: goals.berg.id, text: body.text };
        }),
        achieve: answer(achieve, ({ params }) => {
          sent.achieved = params.goalId;
          return closedGoal(goals.tug, { status: 'achieved' });
        }),
        drop: answer(drop, async ({ request }) => {
          sent.dropped = (await request.json()) as DropGoal;
          return closedGoal(goals.steps, { status: 'dropped', dropReason: sent.dropped.reason });
        }),
      },
    },
  },
} satisfies Meta<typeof PatientGoalsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A goal in each state: active ones with their progress, then the history. */
export const EveryState: Story = {
  play: async () => {
    const main = await findTab();
    const steps = await rowOf(main, 'Marcher jusqu’à la boulangerie');
    await expect(steps.getByText(/^Nombre de pas : au moins 1\s500$/)).toBeVisible();
    const bar = steps.getByRole('progressbar', { name: 'Progression vers la cible' });
    await expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^61\s% du chemin$/));
    await expect(
      steps.getByText(
        /Moyenne des 7 derniers jours : 1\s150 \(6 jours mesurés sur 7\)\. Départ : 600\./,
      ),
    ).toBeVisible();
    await expect(
      steps.getByText(/À revoir le 01\/04\/25 · Fixé le 01\/02\/25 par Marie Lefèvre/),
    ).toBeVisible();

    const tug = await rowOf(main, 'Me lever et marcher sans avoir peur de tomber');
    await expect(tug.getByText('Cible atteinte')).toBeVisible();
    await expect(tug.getByText(/^Timed Up and Go : au plus 13,5\ss$/)).toBeVisible();
    await expect(
      tug.getByText('La cible est atteinte : confirmez avec le patient si l’objectif est réalisé.'),
    ).toBeVisible();

    const garden = await rowOf(main, 'Aller au jardin avec ma petite-fille');
    await expect(garden.getByText('Revue à faire')).toBeVisible();
    await expect(garden.getByText('Date de revue passée depuis le 01/03/25')).toBeVisible();
    await expect(garden.queryByRole('progressbar')).not.toBeInTheDocument();

    const berg = await rowOf(main, 'Tenir debout pour cuisiner');
    await expect(
      berg.getByText('Pas encore de donnée pour calculer la progression.'),
    ).toBeVisible();

    const history = main.getByRole('heading', { name: 'Historique des objectifs' });
    await expect(history).toBeVisible();
    const revised = await rowOf(main, 'Aller seule au jardin');
    await expect(revised.getByText('Révisé')).toBeVisible();
    await expect(
      revised.getByText('Remplacé par : « Aller au jardin avec ma petite-fille »'),
    ).toBeVisible();
    const dropped = await rowOf(main, 'Faire le tour du parc');
    await expect(dropped.getByText('Abandonné')).toBeVisible();
    await expect(
      dropped.getByText(/Raison : Changement de l’état de santé — Chute le 2 janvier/),
    ).toBeVisible();
    await expect(
      (await rowOf(main, 'Rester debout une heure par jour')).getByText('Atteint'),
    ).toBeVisible();
  },
};

/** No goal yet: the empty state says what a goal can be on. */
export const NoGoalYet: Story = {
  parameters: { msw: { handlers: { list: answer(list, noGoals) } } },
  play: async () => {
    const main = await findTab();
    await expect(await main.findByText('Aucun objectif en cours', {}, firstRender)).toBeVisible();
    await expect(main.getByText('Aucun objectif terminé pour l’instant.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Fixer un objectif' })).toBeVisible();
  },
};

/** Setting a goal on the device's steps: the target in steps a day, the patient's words. */
export const SetAGoal: Story = {
  parameters: { msw: { handlers: { list: answer(list, noGoals) } } },
  play: async () => {
    sent = {};
    const main = await findTab();
    await userEvent.click(
      await main.findByRole('button', { name: 'Fixer un objectif' }, firstRender),
    );
    const form = within(await main.findByRole('form', { name: 'Nouvel objectif' }));
    await waitFor(() =>
      expect(form.getByRole('heading', { name: 'Nouvel objectif' })).toHaveFocus(),
    );
    await userEvent.type(form.getByRole('textbox', { name: /^Cible/ }), '1500');
    await userEvent.type(
      form.getByRole('textbox', { name: /L’objectif, dans les mots du patient/ }),
      'Marcher jusqu’à la boulangerie',
    );
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer l’objectif' }));
    await waitFor(() =>
      expect(sent.created).toEqual({
        kind: 'metric',
        metricKey: 'StepCount',
        target: 1500,
        reviewOn: '2025-04-01',
        text: 'Marcher jusqu’à la boulangerie',
      }),
    );
    await expect(await main.findByText('Objectif enregistré.')).toBeVisible();
  },
};

/** The form's checks before sending: what is missing, a target outside the test's range. */
export const FormErrors: Story = {
  parameters: { msw: { handlers: { list: answer(list, noGoals) } } },
  play: async () => {
    sent = {};
    const main = await findTab();
    await userEvent.click(
      await main.findByRole('button', { name: 'Fixer un objectif' }, firstRender),
    );
    const form = within(await main.findByRole('form', { name: 'Nouvel objectif' }));
    await userEvent.click(form.getByRole('radio', { name: /Test standardisé/ }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Test' }), 'bergBalanceScale');
    await userEvent.type(form.getByRole('textbox', { name: /^Cible/ }), '60');
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer l’objectif' }));
    await expect(
      await form.findByText('Saisissez un nombre de 0 à 56, par pas de 1.'),
    ).toBeVisible();
    await expect(form.getByText('Ce champ est obligatoire.')).toBeVisible();
    await expect(sent.created).toBeUndefined();
  },
};

/** Marking a reached goal achieved asks first, then sends it. */
export const MarkAchieved: Story = {
  play: async () => {
    sent = {};
    const main = await findTab();
    const tug = await rowOf(main, 'Me lever et marcher sans avoir peur de tomber');
    await userEvent.click(tug.getByRole('button', { name: 'Objectif atteint' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(
      dialog.getByText('Marquer « Me lever et marcher sans avoir peur de tomber » comme atteint ?'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Marquer atteint' }));
    await waitFor(() => expect(sent.achieved).toBe(goals.tug.id));
    await expect(await main.findByText('Objectif marqué atteint.')).toBeVisible();
  },
};

/** Dropping a goal: its reason, then a confirmation that says it. */
export const DropWithReason: Story = {
  play: async () => {
    sent = {};
    const main = await findTab();
    const steps = await rowOf(main, 'Marcher jusqu’à la boulangerie');
    await userEvent.click(steps.getByRole('button', { name: 'Abandonner' }));
    await userEvent.selectOptions(
      steps.getByRole('combobox', { name: 'Raison de l’abandon' }),
      'patientChoice',
    );
    await userEvent.type(
      steps.getByRole('textbox', { name: 'Précision (facultatif)' }),
      'Préfère le vélo',
    );
    await userEvent.click(steps.getByRole('button', { name: 'Abandonner l’objectif' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText(/avec sa raison : Choix du patient\./)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Abandonner l’objectif' }));
    await waitFor(() =>
      expect(sent.dropped).toEqual({ reason: 'patientChoice', note: 'Préfère le vélo' }),
    );
    await expect(await main.findByText('Objectif abandonné.')).toBeVisible();
  },
};

/** Revising a goal: the form starts from it, the old one is kept as revised. */
export const Revise: Story = {
  play: async () => {
    sent = {};
    const main = await findTab();
    const steps = await rowOf(main, 'Marcher jusqu’à la boulangerie');
    await userEvent.click(steps.getByRole('button', { name: 'Réviser' }));
    const form = within(await main.findByRole('form', { name: 'Réviser l’objectif' }));
    await expect(
      form.getByText(
        'L’objectif actuel sera gardé dans l’historique comme révisé, remplacé par celui-ci.',
      ),
    ).toBeVisible();
    const target = form.getByRole('textbox', { name: /^Cible/ });
    await expect(target).toHaveValue('1500');
    await userEvent.clear(target);
    await userEvent.type(target, '1200');
    await userEvent.click(form.getByRole('button', { name: 'Remplacer l’objectif' }));
    await waitFor(() =>
      expect(sent.revised).toEqual({
        goalId: goals.steps.id,
        body: expect.objectContaining({ kind: 'metric', metricKey: 'StepCount', target: 1200 }),
      }),
    );
    await expect(
      await main.findByText('Objectif révisé : l’ancien est dans l’historique.'),
    ).toBeVisible();
  },
};

/** In German. */
const germanRehabilitator = { ...currentUsers.reeducator, locale: 'de' as const };

export const German: Story = {
  globals: { locale: 'de' },
  parameters: {
    portal: { user: germanRehabilitator },
    msw: { handlers: signedInAs(germanRehabilitator) },
  },
  play: async () => {
    const main = await findTab('Ziele');
    await expect(await main.findByText('Laufende Ziele', {}, firstRender)).toBeVisible();
    await expect(main.getByText('Zielwert erreicht')).toBeVisible();
    await expect(main.getByText(/^Überprüfungstermin seit dem .+ überschritten$/)).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Verlauf der Ziele' })).toBeVisible();
  },
};
