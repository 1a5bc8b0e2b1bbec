import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import { failure, loading, requestsTo } from '../../../mocks/handlers';
import { managerApi, managerPatients } from '../../../mocks/managerFixtures';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { signedInAs } from '../../../mocks/scenarios';
import { ManagerPatientsTab } from './ManagerPatientsTab';

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

async function findPage() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 1, name: 'Patients' }, firstRender);
  return within(main);
}

/** The patients' cards, once the list has answered. */
async function findCards() {
  const page = await findPage();
  return page.findByRole('list', { name: 'Patients et leur suivi' }, firstRender);
}

const card = (name: string) => within(screen.getByRole('article', { name }));

/**
 * /responsable/patients/list and /archives as the app shows them to a manager: the current
 * patients with the rehabilitator's indicators, who follows them and what they lack with the
 * action for each, filtered and sorted from the URL; and the archived ones.
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

/** Every current patient by name, with indicators, rehabilitators and the next steps. */
export const Full: Story = {
  play: async () => {
    await findCards();
    const page = await findPage();
    await expect(page.getByText('5 patients affichés sur 5')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Liste des patients' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const jeanne = card('Jeanne Muller');
    await expect(jeanne.getByText('Marie Lefèvre (principal), Julien Roux')).toBeVisible();
    await expect(jeanne.getByText('OX-A-R001')).toBeVisible();
    await expect(jeanne.queryByRole('heading', { name: 'À faire' })).not.toBeInTheDocument();
    await expect(card('Paul Weber').getByText('Douleur en hausse')).toBeVisible();
    // Nobody follows Odette: the badge and the way to ask a rehabilitator of the team.
    const odette = card('Odette Schmit');
    await expect(odette.getByText('Sans rééducateur')).toBeVisible();
    await expect(odette.getByRole('link', { name: 'Demander un suivi' })).toHaveAttribute(
      'href',
      `/responsable/patients/${managerPatients.current[2]!.patientId}#demander-un-suivi`,
    );
    await expect(
      odette.getByText(
        'Capacité fonctionnelle et objectifs : à initialiser par son rééducateur, dès qu’un suivi est accepté.',
      ),
    ).toBeVisible();
    await expect(
      odette.getByRole('button', { name: 'Associer un oxilio à Odette Schmit' }),
    ).toBeVisible();
    // Henri is followed: his rehabilitator sets his functional capacity.
    await expect(
      card('Henri Faber').getByText(
        'Capacité fonctionnelle : à initialiser par Julien Roux, qui suit sa rééducation.',
      ),
    ).toBeVisible();
    await expect(card('Lucien Kieffer').getByText(/Un suivi a été demandé/)).toBeVisible();
  },
};

/** A link from the home opens the list filtered; changing a filter writes it in the URL. */
export const FilteredFromTheUrl: Story = {
  render: () => <PortalRoutes path="/responsable/patients/list?filtre=noRehabilitator" />,
  play: async () => {
    await findCards();
    const page = await findPage();
    await expect(page.getByRole('combobox', { name: 'Afficher' })).toHaveValue('noRehabilitator');
    await expect(page.getByText('2 patients affichés sur 5')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Odette Schmit' })).toBeVisible();
    await expect(page.queryByRole('article', { name: 'Jeanne Muller' })).not.toBeInTheDocument();

    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Afficher' }), 'painIncrease');
    await waitFor(() => expect(page.getByText('1 patient affiché sur 5')).toBeVisible());
    await expect(page.getByRole('article', { name: 'Paul Weber' })).toBeVisible();

    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Afficher' }), 'all');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Trier par' }), 'nextSteps');
    await waitFor(async () => {
      const names = within(await findCards())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      // Four steps each, then by name.
      await expect(names.slice(0, 2)).toEqual(['Lucien Kieffer', 'Odette Schmit']);
    });
    await userEvent.type(page.getByRole('searchbox', { name: /Rechercher un patient/ }), 'fab');
    await expect(await page.findByText('1 patient affiché sur 5', {}, firstRender)).toBeVisible();
    await expect(page.getByRole('article', { name: 'Henri Faber' })).toBeVisible();
  },
};

/** A hand-edited link with values the list does not know shows the whole list, sorted by name. */
export const UnknownValuesFallBack: Story = {
  render: () => (
    <PortalRoutes path="/responsable/patients/list?filtre=tout&tri=age&reeducateur=moi" />
  ),
  play: async () => {
    await findCards();
    const page = await findPage();
    await expect(page.getByRole('combobox', { name: 'Afficher' })).toHaveValue('all');
    await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveValue('name');
    await expect(page.getByRole('combobox', { name: 'Rééducateur' })).toHaveValue('');
    await expect(page.getByText('5 patients affichés sur 5')).toBeVisible();
  },
};

/** Nothing matches: says so, and one button shows everyone again. */
export const NoMatch: Story = {
  render: () => <PortalRoutes path="/responsable/patients/list?filtre=painIncrease&nom=zzz" />,
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByText('Aucun patient ne correspond à ces critères.', {}, firstRender),
    ).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Afficher tous les patients' }));
    await expect(await page.findByText('5 patients affichés sur 5')).toBeVisible();
  },
};

/** Associating a free device from a card: the card's next step goes away. */
export const AssociateFromTheCard: Story = {
  play: async () => {
    await findCards();
    const odette = card('Odette Schmit');
    await userEvent.click(
      odette.getByRole('button', { name: 'Associer un oxilio à Odette Schmit' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.selectOptions(
      await dialog.findByRole('combobox', { name: 'Oxilio disponible' }),
      ['OX-A-R003'],
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Associer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), firstRender);
    await waitFor(
      () => expect(card('Odette Schmit').queryByText('Sans oxilio')).not.toBeInTheDocument(),
      firstRender,
    );
    await expect(card('Odette Schmit').getByText('OX-A-R003')).toBeVisible();
    await expect(requestsTo(endpoints.establishments.associateDevice)).toBe(1);
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
    msw: { handlers: { ...managerApi(), followUp: loading(endpoints.establishments.followUp) } },
  },
  play: async () => {
    const page = await findPage();
    await expect(page.queryByRole('link', { name: 'Jeanne Muller' })).not.toBeInTheDocument();
  },
};

/** The list fails: a message and a way to try again. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: { ...managerApi(), followUp: failure(endpoints.establishments.followUp) } },
  },
  play: async () => {
    const page = await findPage();
    await expect(await page.findByRole('button', { name: 'Réessayer' }, firstRender)).toBeVisible();
  },
};

/** Long names wrap in their card. */
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

const germanManager = { ...currentUsers.responsable, locale: 'de' as const };

/** In German (the account's language): the filters, the facts and the next steps. */
export const German: Story = {
  globals: { locale: 'de' },
  parameters: {
    portal: { user: germanManager },
    msw: { handlers: { ...managerApi(), ...signedInAs(germanManager) } },
  },
  play: async () => {
    const page = within(await screen.findByRole('main', {}, firstRender));
    await expect(
      await page.findByRole('combobox', { name: 'Anzeigen' }, firstRender),
    ).toBeVisible();
    await expect(
      await page.findByText('5 Patienten angezeigt von 5', {}, firstRender),
    ).toBeVisible();
    const lucien = within(page.getByRole('article', { name: 'Lucien Kieffer' }));
    await expect(lucien.getByText('Ohne Reha-Therapeut')).toBeVisible();
    await expect(lucien.getByText(/Eine Betreuung wurde angefragt/)).toBeVisible();
  },
};
