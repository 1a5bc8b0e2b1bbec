import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { establishment } from '../../../mocks/establishmentFixtures';
import { currentUsers } from '../../../mocks/fixtures';
import { answer } from '../../../mocks/handlers';
import { outcomeList, ownOutcomeList, withPatientMeasured } from '../../../mocks/outcomeFixtures';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { patientStartup } from '../../../mocks/scenarios';
import { EvolutionTestsTab } from './EvolutionTestsTab';

const { list } = endpoints.outcomeMeasures;
const firstRender = { timeout: 20_000 };

async function findTab() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 2, name: 'Mes tests' }, firstRender);
  return within(main);
}

/** "Mes tests" on the patient's evolution: their results in plain words, never a form. */
const meta = {
  title: 'Portal/Screens/Patient/Evolution tests',
  component: EvolutionTestsTab,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/evolution/tests" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.patient },
    msw: {
      handlers: {
        ...patientStartup,
        establishment: answer(endpoints.establishments.get, establishment),
        list: answer(list, ownOutcomeList()),
      },
    },
  },
} satisfies Meta<typeof EvolutionTestsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each test explained, the latest result, what the change means; the struck result left out. */
export const PatientView: Story = {
  play: async () => {
    const main = await findTab();
    const tug = within(await main.findByRole('region', { name: 'Timed Up and Go (TUG)' }));
    await expect(tug.getByText(/Le temps pour vous lever d’une chaise/)).toBeVisible();
    await expect(tug.getByText('Votre dernier résultat : 17,9 s, le 23/11/26.')).toBeVisible();
    await expect(tug.getByText('Depuis votre premier test : un vrai progrès.')).toBeVisible();
    await expect(tug.queryByText(/Chronomètre/)).toBeNull();
    const berg = within(main.getByRole('region', { name: 'Échelle d’équilibre de Berg' }));
    await expect(berg.getByText(/pas de changement net/)).toBeVisible();
    await expect(main.queryByRole('button', { name: /Enregistrer|Barrer/ })).toBeNull();
    // No period nor scale: every result is shown.
    await expect(main.queryByRole('group', { name: /Période/ })).toBeNull();
  },
};

/** No test recorded yet. */
export const NoTestYet: Story = {
  parameters: { msw: { handlers: { list: answer(list, outcomeList({ results: [] })) } } },
  play: async () => {
    const main = await findTab();
    await expect(
      await main.findByText('Votre rééducateur n’a pas encore enregistré de test.'),
    ).toBeVisible();
  },
};

/**
 * Results the patient noted in their own sessions: apart, "measured by you", never judged; a test
 * only they measured (the 6-minute walk) is shown with them alone.
 */
export const MeasuredByThePatient: Story = {
  parameters: { msw: { handlers: { list: answer(list, withPatientMeasured(ownOutcomeList())) } } },
  play: async () => {
    const main = await findTab();
    const tug = within(await main.findByRole('region', { name: 'Timed Up and Go (TUG)' }));
    // The rehabilitator's latest stays the latest.
    await expect(tug.getByText('Votre dernier résultat : 17,9 s, le 23/11/26.')).toBeVisible();
    const own = tug.getByRole('list', { name: 'Mesuré par vous pendant vos séances' });
    await expect(within(own).getByText('25/11/26 · 15,2 s')).toBeVisible();
    const walk = within(main.getByRole('region', { name: /6 minutes/ }));
    await expect(walk.getByText('24/11/26 · 280 m')).toBeVisible();
    await expect(walk.queryByText(/Votre dernier résultat/)).toBeNull();
  },
};
