import { endpoints, type RecordOutcomeResultBody } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import { followedPatients } from '../../../mocks/followUpFixtures';
import { answer, failure } from '../../../mocks/handlers';
import { outcomeList, outcomeResults, withPatientMeasured } from '../../../mocks/outcomeFixtures';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { programHandlers, programIds } from '../../../mocks/programFixtures';
import { PatientTestsPage } from './PatientTestsPage';

const { list, record, strike } = endpoints.outcomeMeasures;
const firstRender = { timeout: 10_000 };
const path = `/reeducateur/patients/${programIds.patient}/tests`;

async function findTab() {
  const main = within(await screen.findByRole('main', {}, firstRender));
  await main.findByRole('heading', { level: 2, name: 'Tests' }, firstRender);
  return main;
}

let recorded: RecordOutcomeResultBody | null = null;
let struckReason: string | null = null;

/** The patient page's tests tab: recording a result, each test over time, striking one out. */
const meta = {
  title: 'Portal/Screens/Rehabilitator/Patient tests',
  component: PatientTestsPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path={path} />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.reeducator },
    msw: {
      handlers: {
        ...programHandlers,
        patient: answer(endpoints.rehabilitators.patient, followedPatients.jeanne),
        list: answer(list, outcomeList()),
        record: answer(record, async ({ request }) => {
          recorded = (await request.json()) as RecordOutcomeResultBody;
          return { ...outcomeResults[0]!, ...recorded, comment: recorded.comment ?? null };
        }),
        strike: answer(strike, async ({ request }) => {
          struckReason = ((await request.json()) as { reason: string }).reason;
          return outcomeResults[5]!;
        }),
      },
    },
  },
} satisfies Meta<typeof PatientTestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three tests over three months: latest result, band, judgements, chart and history. */
export const Results: Story = {
  play: async () => {
    const main = await findTab();
    const tug = within(await main.findByRole('region', { name: 'Timed Up and Go (TUG)' }));
    await expect(tug.getByText('Dernier résultat : 17,9 s le 23/11/26')).toBeVisible();
    await expect(tug.getByText('Repère : Risque de chute accru')).toBeVisible();
    await expect(
      tug.getByText(/Depuis le premier : amélioré au-delà de la MCID \(−6,7 s\)/),
    ).toBeVisible();
    await expect(tug.getByRole('figure', { name: /Timed Up and Go/ })).toBeVisible();
    // The history is one click away; a struck-out result stays in it, crossed out.
    await userEvent.click(tug.getByText(/^Historique \(/));
    await expect(
      tug.getByText(/Barré le 12\/10\/26 par Léa Martin : Chronomètre arrêté trop tôt/),
    ).toBeVisible();
    const berg = within(main.getByRole('region', { name: 'Échelle d’équilibre de Berg' }));
    await expect(
      berg.getByText('Depuis le premier : dans l’erreur de mesure (+3 points)'),
    ).toBeVisible();
    await expect(berg.getByText('MCID : 6 points (Stevenson 2001)')).toBeVisible();
  },
};

/** No result yet: the form, and a word on what will appear. */
export const Empty: Story = {
  parameters: { msw: { handlers: { list: answer(list, outcomeList({ results: [] })) } } },
  play: async () => {
    const main = await findTab();
    await expect(await main.findByText('Aucun résultat de test')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Enregistrer le résultat' })).toBeVisible();
  },
};

/** A value outside the test's range is said under the field, translated; nothing is sent. */
export const InvalidInput: Story = {
  play: async () => {
    recorded = null;
    const main = await findTab();
    const form = within(await main.findByRole('region', { name: 'Enregistrer un résultat' }));
    await userEvent.selectOptions(form.getByLabelText('Test'), 'bergBalanceScale');
    await userEvent.type(form.getByLabelText(/Résultat \(points\)/), '60');
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer le résultat' }));
    await expect(
      await form.findByText('Le résultat doit être compris entre 0 et 56 points.'),
    ).toBeVisible();
    await expect(recorded).toBeNull();
  },
};

/** A TUG recorded with its conditions: the body sent, then the success said. */
export const RecordATug: Story = {
  play: async () => {
    recorded = null;
    const main = await findTab();
    const form = within(await main.findByRole('region', { name: 'Enregistrer un résultat' }));
    await userEvent.type(form.getByLabelText(/Résultat \(s\)/), '14,2');
    await userEvent.selectOptions(form.getByLabelText('Aide à la marche'), 'cane');
    await userEvent.click(form.getByRole('checkbox', { name: 'Avec l’oxilio' }));
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer le résultat' }));
    await expect(await form.findByText('Résultat enregistré.')).toBeVisible();
    await expect(recorded).toMatchObject({
      measureKey: 'timedUpAndGo',
      value: 14.2,
      measuredOn: '2026-11-25',
      walkingAid: 'cane',
      assistance: 'none',
      withDevice: true,
    });
  },
};

/** The API refuses the value (a stale range): its translated message under the field. */
export const RefusedByTheApi: Story = {
  parameters: {
    msw: { handlers: { record: failure(record, 'outcome_value_out_of_range') } },
  },
  play: async () => {
    const main = await findTab();
    const form = within(await main.findByRole('region', { name: 'Enregistrer un résultat' }));
    await userEvent.type(form.getByLabelText(/Résultat \(s\)/), '14');
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer le résultat' }));
    await expect(
      await form.findByText('Le résultat doit être compris entre 2 et 300 s.'),
    ).toBeVisible();
  },
};

/** Striking out a result: the reason, the confirmation, the result kept crossed out. */
export const StrikeOut: Story = {
  play: async () => {
    struckReason = null;
    const main = await findTab();
    const tug = within(await main.findByRole('region', { name: 'Timed Up and Go (TUG)' }));
    await userEvent.click(tug.getByText(/^Historique \(/));
    const [latestStrike] = tug.getAllByRole('button', { name: 'Barrer' });
    await userEvent.click(latestStrike!);
    await userEvent.type(tug.getByLabelText(/Raison/), 'Mauvais patient');
    await userEvent.click(tug.getByRole('button', { name: 'Barrer le résultat' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText('Barrer le résultat du 23/11/26 ?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Barrer le résultat' }));
    await waitFor(() => expect(struckReason).toBe('Mauvais patient'));
    await expect(await main.findByText('Résultat barré.')).toBeVisible();
  },
};

/**
 * Results the patient noted in their sessions: apart, "measured by the patient", out of the
 * judgement and the chart; the rehabilitator's latest stays the latest.
 */
export const MeasuredByThePatient: Story = {
  parameters: { msw: { handlers: { list: answer(list, withPatientMeasured(outcomeList())) } } },
  play: async () => {
    const main = await findTab();
    const tug = within(await main.findByRole('region', { name: 'Timed Up and Go (TUG)' }));
    await expect(tug.getByText('Dernier résultat : 17,9 s le 23/11/26')).toBeVisible();
    const apart = tug.getByRole('list', { name: 'Mesuré par le patient pendant ses séances' });
    await expect(within(apart).getByText('25/11/26 · 15,2 s')).toBeVisible();
    await expect(
      tug.getByText(/ni comparé aux tests ci-dessus, ni utilisé par les objectifs/),
    ).toBeVisible();
  },
};
