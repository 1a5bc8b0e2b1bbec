import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import { failure, loading } from '../../../mocks/handlers';
import { managerApi, managerPatients } from '../../../mocks/managerFixtures';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { ManagerPatientsTab } from './ManagerPatientsTab';

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

async function findPage() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 1, name: 'Patients' }, firstRender);
  return within(main);
}

/**
 * /responsable/patients/list and /archives as the app shows them to a manager: the current
 * patients with their device, registration and end of service, and the archived ones.
 */
const meta = {
  title: 'Portal/Screens/Manager/Patients',
  component: ManagerPatientsTab,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/responsable/patients/list" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.responsable },
    msw: { handlers: managerApi() },
  },
} satisfies Meta<typeof ManagerPatientsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current patients by name, searchable, each with what needs doing. */
export const Full: Story = {
  play: async () => {
    const page = await findPage();
    await expect(await page.findByText('5 patients', {}, firstRender)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Liste des patients' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.type(page.getByRole('searchbox', { name: /Rechercher un patient/ }), 'fab');
    await expect(page.getByRole('link', { name: 'Henri Faber' })).toBeVisible();
    await expect(page.queryByRole('link', { name: 'Jeanne Muller' })).not.toBeInTheDocument();
    await expect(page.getByText('Fin du service : archivage le 20/12/26')).toBeVisible();
  },
};

/** The archives: read only, no device action. */
export const Archives: Story = {
  render: () => <PortalRoutes path="/responsable/patients/archives" />,
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByRole('link', { name: 'Gaston Thill' }, firstRender),
    ).toBeVisible();
    await expect(page.getByText('Archivé')).toBeVisible();
    await expect(page.queryByRole('button', { name: /oxilio/ })).not.toBeInTheDocument();
  },
};

/** No patient yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: managerApi({ patients: [], applications: [] }) } },
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByText(
        'Aucun patient pour le moment. Invitez-en un pour commencer.',
        {},
        firstRender,
      ),
    ).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { ...managerApi(), patients: loading(endpoints.establishments.patients) } },
  },
  play: async () => {
    const page = await findPage();
    await expect(page.queryByRole('link', { name: 'Jeanne Muller' })).not.toBeInTheDocument();
  },
};

/** The list fails: a message and a way to try again. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: { ...managerApi(), patients: failure(endpoints.establishments.patients) } },
  },
  play: async () => {
    const page = await findPage();
    await expect(await page.findByRole('button', { name: 'Réessayer' }, firstRender)).toBeVisible();
  },
};

/** Long names wrap in their row. */
export const LongNames: Story = {
  parameters: { msw: { handlers: managerApi({ patients: managerPatients.longNames }) } },
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByRole('link', { name: /Marie-Bernadette/ }, firstRender),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
