import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import { empty, failure, loading, requestsTo } from '../../../mocks/handlers';
import { managerApi, managerPatients } from '../../../mocks/managerFixtures';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { signedInAs } from '../../../mocks/scenarios';
import { ManagerDevicesPage } from './ManagerDevicesPage';

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

async function findPage() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 1, name: 'Oxilios' }, firstRender);
  return within(main);
}

async function region(name: string) {
  const page = await findPage();
  return within(await page.findByRole('region', { name }, firstRender));
}

/**
 * /responsable/oxilios as the app shows it to a manager: the free devices, the associated ones,
 * associating, dissociating and each device's history, answered by the mocked API.
 */
const meta = {
  title: 'Portal/Screens/Manager/Devices',
  component: ManagerDevicesPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/responsable/oxilios" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.responsable },
    msw: { handlers: managerApi() },
  },
} satisfies Meta<typeof ManagerDevicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two free devices and two with their patient, wheel type and how long ago they last spoke. */
export const Full: Story = {
  parameters: { msw: { handlers: managerApi() } },
  play: async () => {
    const available = await region('Oxilios disponibles');
    await expect(await available.findByText('2 oxilios disponibles')).toBeVisible();
    const stock = within(available.getByRole('article', { name: 'Oxilio OX-A-R003' }));
    // A free device is never flagged, however long ago it last spoke.
    await expect(stock.getByText('Dernières données reçues il y a 30 jours')).toBeVisible();
    await expect(stock.queryByText(/Aucune donnée depuis/)).not.toBeInTheDocument();
    await expect(
      within(available.getByRole('article', { name: 'Oxilio OX-A-R004' })).getByText(
        'Aucune donnée reçue',
      ),
    ).toBeVisible();
    const associated = await region('Oxilios associés');
    const card = within(associated.getByRole('article', { name: 'Oxilio OX-A-R001' }));
    await expect(card.getByRole('link', { name: 'Jeanne Muller' })).toBeVisible();
    await expect(card.getByText('Roue : Standard')).toBeVisible();
    await expect(card.getByText('Dernières données reçues il y a 3 heures')).toBeVisible();
    await expect(card.queryByText(/Aucune donnée depuis/)).not.toBeInTheDocument();
  },
};

/**
 * An associated device silent for 8 days: flagged in words (not colour alone), with what to do,
 * counted above the list and shown first.
 */
export const SilentDevice: Story = {
  parameters: { msw: { handlers: managerApi() } },
  play: async () => {
    const associated = await region('Oxilios associés');
    await expect(
      await associated.findByText(
        '1 oxilio associé n’envoie plus de données depuis plus de 2 jours : il est présenté en premier.',
      ),
    ).toBeVisible();
    const cards = associated.getAllByRole('article');
    await expect(cards).toHaveLength(2);
    await expect(cards[0]).toHaveAccessibleName('Oxilio OX-A-R002');
    const silent = within(cards[0]!);
    await expect(silent.getByText('Aucune donnée depuis plus de 2 jours')).toBeVisible();
    await expect(silent.getByText('Dernières données reçues il y a 8 jours')).toBeVisible();
    await expect(
      silent.getByText('Vérifiez avec le patient que l’oxilio est utilisé et qu’il fonctionne.'),
    ).toBeVisible();
    await expect(within(cards[1]!).queryByText(/Aucune donnée depuis/)).not.toBeInTheDocument();
  },
};

const germanManager = { ...currentUsers.responsable, locale: 'de' as const };

/** The same in German: the time since the last data and the flag in the locale's words. */
export const SilentDeviceGerman: Story = {
  globals: { locale: 'de' },
  parameters: {
    portal: { user: germanManager },
    msw: { handlers: { ...managerApi(), ...signedInAs(germanManager) } },
  },
  play: async () => {
    const associated = await region('Zugeordnete oxilios');
    const silent = within(await associated.findByRole('article', { name: 'oxilio OX-A-R002' }));
    await expect(silent.getByText('Seit mehr als 2 Tagen keine Daten')).toBeVisible();
    await expect(silent.getByText('Letzte Daten empfangen vor 8 Tagen')).toBeVisible();
    const recent = within(associated.getByRole('article', { name: 'oxilio OX-A-R001' }));
    await expect(recent.getByText('Letzte Daten empfangen vor 3 Stunden')).toBeVisible();
  },
};

/** A free device goes to a patient without one; the history of a device opens on demand. */
export const AssociateAndHistory: Story = {
  parameters: { msw: { handlers: managerApi() } },
  play: async () => {
    const available = await region('Oxilios disponibles');
    await userEvent.click(
      await available.findByRole('button', { name: 'Associer à un patient : oxilio OX-A-R004' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Patient' }), [
      'Odette Schmit',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Associer' }));
    await expect(
      await screen.findByText('L’oxilio OX-A-R004 est associé à Odette Schmit.', {}, firstRender),
    ).toBeVisible();
    const associated = await region('Oxilios associés');
    await expect(await associated.findByText('3 oxilios associés')).toBeVisible();

    const card = within(associated.getByRole('article', { name: 'Oxilio OX-A-R002' }));
    const toggle = card.getByRole('button', { name: 'Historique des patients' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const history = await card.findByRole('table', {
      name: 'Historique des patients de l’oxilio OX-A-R002',
    });
    await expect(
      within(history).getByRole('rowheader', { name: 'Gaston Thill (archivé)' }),
    ).toBeVisible();
    await waitFor(() => expect(requestsTo(endpoints.managers.deviceHistory)).toBe(1));
  },
};

/** Dissociating and associating another device at once (a faulty one replaced). */
export const ReplaceDevice: Story = {
  parameters: { msw: { handlers: managerApi() } },
  play: async () => {
    const associated = await region('Oxilios associés');
    await userEvent.click(
      await associated.findByRole('button', { name: 'Dissocier l’oxilio de Paul Weber' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: /Associer un autre oxilio/ }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Oxilio disponible' }), [
      'OX-A-R003',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Valider' }));
    await expect(
      await screen.findByText('Paul Weber a maintenant l’oxilio OX-A-R003.', {}, firstRender),
    ).toBeVisible();
    const card = within(await associated.findByRole('article', { name: 'Oxilio OX-A-R003' }));
    await expect(card.getByRole('link', { name: 'Paul Weber' })).toBeVisible();
  },
};

/** While the devices load: the title and a placeholder. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { ...managerApi(), devices: loading(endpoints.establishments.devices) } },
  },
  play: async () => {
    const page = await findPage();
    await expect(page.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** An establishment without devices yet. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { ...managerApi(), devices: empty(endpoints.establishments.devices) } },
  },
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByText('L’établissement n’a encore aucun oxilio.', {}, firstRender),
    ).toBeVisible();
  },
};

/** The list fails: a message and a way to try again. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: { ...managerApi(), devices: failure(endpoints.establishments.devices) } },
  },
  play: async () => {
    const page = await findPage();
    await expect(await page.findByRole('button', { name: 'Réessayer' }, firstRender)).toBeVisible();
  },
};

/** A long name and serial number wrap inside the card. */
export const LongNames: Story = {
  parameters: { msw: { handlers: managerApi({ patients: managerPatients.longNames }) } },
  play: async () => {
    const associated = await region('Oxilios associés');
    await expect(
      await associated.findByRole('link', {
        name: 'Marie-Bernadette-Éléonore-Clémentine de La Rochefoucauld-Montmorency-Villeneuve',
      }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
