import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import { answer, failure, loading, offline, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import {
  patientAlerts,
  patientsApi,
  rehabilitatorInvites,
  rehabilitatorPatients,
} from '../../../mocks/rehabilitatorPatientsFixtures';
import { PatientsPage } from './PatientsPage';

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

async function findPage() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 1, name: 'Mes patients' }, firstRender);
  return within(main);
}

/** A card or section of the page, by its title. */
async function region(name: string) {
  const page = await findPage();
  return within(await page.findByRole('region', { name }, firstRender));
}

/** The names on the patient cards of a region, in order. */
const cardNames = (cards: HTMLElement[]) =>
  cards.map((card) => card.querySelector('h3')?.textContent);

/**
 * /reeducateur/patients as the app shows it to a rehabilitator: alerts, requests received, the
 * patients with the indicators computed by the API, invitations sent, adding a patient and the
 * archives, answered by the mocked API (which remembers what the story changes).
 */
const meta = {
  title: 'Portal/Screens/Rehabilitator/Patients',
  component: PatientsPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/reeducateur/patients" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.reeducator },
    msw: { handlers: patientsApi() },
  },
} satisfies Meta<typeof PatientsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filtering by name and sorting: patients needing attention first. */
export const FilterAndSort: Story = {
  // Its own mocked API: what other stories changed is not seen here.
  parameters: { msw: { handlers: patientsApi() } },
  play: async () => {
    const current = await region('Patients suivis');
    await current.findByRole('article', { name: 'Marcel Zeimet' });
    await userEvent.selectOptions(current.getByRole('combobox', { name: 'Trier par' }), 'usage');
    await waitFor(() =>
      expect(cardNames(current.getAllByRole('article'))).toEqual([
        'Odette Origer',
        'Yvette Kayser',
        'Henri Goergen',
        'Marcel Zeimet',
      ]),
    );
    await userEvent.type(
      current.getByRole('searchbox', { name: /Rechercher parmi mes patients/ }),
      'kays',
    );
    await waitFor(() => expect(current.getAllByRole('article')).toHaveLength(1));
    await expect(current.getByText('1 patient')).toBeVisible();
    await userEvent.type(
      current.getByRole('searchbox', { name: /Rechercher parmi mes patients/ }),
      'zz',
    );
    await expect(
      await current.findByText(
        'Aucun de vos patients ne correspond à « kayszz ».',
        {},
        firstRender,
      ),
    ).toBeVisible();
  },
};

/**
 * Accepting one request at once and refusing another after a confirmation (a refusal cannot be
 * taken back): each leaves the list, with a notice.
 */
export const AnswerRequests: Story = {
  // Its own mocked API: what other stories changed is not seen here.
  parameters: { msw: { handlers: patientsApi() } },
  play: async () => {
    const requests = await region('Demandes de suivi reçues');
    await userEvent.click(
      await requests.findByRole('button', { name: 'Accepter', description: 'Nadine Lentz' }),
    );
    await expect(
      await requests.findByText('Vous suivez désormais Nadine Lentz.', {}, firstRender),
    ).toBeVisible();
    await waitFor(() => expect(requestsTo(endpoints.rehabilitators.linkPatient)).toBe(1));
    const current = await region('Patients suivis');
    await expect(await current.findByRole('article', { name: 'Nadine Lentz' })).toBeVisible();
    const refuse = requests.getByRole('button', { name: 'Refuser', description: 'Roger Clement' });
    await userEvent.click(refuse);
    let dialog = within(await screen.findByRole('alertdialog'));
    await expect(
      dialog.getByRole('heading', { name: 'Refuser la demande de Roger Clement ?' }),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Garder la demande' }));
    await expect(refuse).toHaveFocus();
    await expect(requestsTo(endpoints.rehabilitators.unlinkPatient)).toBe(0);
    await userEvent.keyboard('{Enter}');
    dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Refuser la demande' }));
    await expect(
      await requests.findByText('La demande de Roger Clement est refusée.', {}, firstRender),
    ).toBeVisible();
    await waitFor(() => expect(requestsTo(endpoints.rehabilitators.unlinkPatient)).toBe(1));
    await expect(requests.queryByRole('button', { name: 'Accepter' })).not.toBeInTheDocument();
  },
};

/**
 * Withdrawing an invitation is done at once; its notice offers to undo it, which invites the same
 * patient again and lists the invitation again.
 */
export const WithdrawThenUndo: Story = {
  parameters: { msw: { handlers: patientsApi() } },
  play: async () => {
    const sent = await region('Invitations envoyées en attente');
    await userEvent.click(
      await sent.findByRole('button', { name: 'Retirer l’invitation', description: 'Léon Braun' }),
    );
    await expect(
      await sent.findByText('L’invitation à Léon Braun est retirée.', {}, firstRender),
    ).toBeVisible();
    await waitFor(() => expect(requestsTo(endpoints.rehabilitators.unlinkPatient)).toBe(1));
    const undo = sent.getByRole('button', { name: 'Annuler' });
    await expect(undo.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    undo.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await sent.findByText('Invitation envoyée de nouveau à Léon Braun.', {}, firstRender),
    ).toBeVisible();
    await waitFor(() => expect(requestsTo(endpoints.rehabilitators.linkPatient)).toBe(1));
    await expect(
      await sent.findByRole('button', { name: 'Retirer l’invitation', description: 'Léon Braun' }),
    ).toBeVisible();
    await expect(sent.queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument();
  },
};

/**
 * Archiving while the network is down: the card says it did not go through and stays among the
 * current patients, and its button works again (it used to spin until the page was reloaded).
 */
export const ArchiveOffline: Story = {
  parameters: {
    msw: {
      handlers: {
        ...patientsApi(),
        unlinkPatient: offline(endpoints.rehabilitators.unlinkPatient),
      },
    },
  },
  play: async () => {
    const current = await region('Patients suivis');
    const marcel = within(await current.findByRole('article', { name: 'Marcel Zeimet' }));
    const archive = marcel.getByRole('button', { name: 'Archiver' });
    await userEvent.click(archive);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archiver' }),
    );
    await expect(await marcel.findByRole('alert', {}, firstRender)).toHaveTextContent(
      'Cela n’a pas abouti. Réessayez dans un instant.',
    );
    await expect(requestsTo(endpoints.rehabilitators.unlinkPatient)).toBe(1);
    await expect(current.getByRole('article', { name: 'Marcel Zeimet' })).toBeVisible();
    await expect((await findPage()).getByText('Patients archivés (1)')).toBeVisible();

    await userEvent.click(archive);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archiver' }),
    );
    await waitFor(() => expect(requestsTo(endpoints.rehabilitators.unlinkPatient)).toBe(2));
  },
};

/** Bringing back an archived patient, refused by the API: the card says so and stays archived. */
export const RestoreRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        ...patientsApi(),
        linkPatient: failure(endpoints.rehabilitators.linkPatient, 'conflict'),
      },
    },
  },
  play: async () => {
    const page = await findPage();
    await userEvent.click(await page.findByText('Patients archivés (1)', {}, firstRender));
    const gilbert = within(await page.findByRole('article', { name: 'Gilbert Nilles' }));
    await userEvent.click(gilbert.getByRole('button', { name: 'Remettre dans mes patients' }));
    await expect(await gilbert.findByRole('alert', {}, firstRender)).toHaveTextContent(
      'Cela n’a pas abouti. Réessayez dans un instant.',
    );
    await expect(requestsTo(endpoints.rehabilitators.linkPatient)).toBe(1);
    await expect(page.getByText('Patients archivés (1)')).toBeVisible();
    const current = await region('Patients suivis');
    await expect(
      current.queryByRole('article', { name: 'Gilbert Nilles' }),
    ).not.toBeInTheDocument();
  },
};

/**
 * Marking an alert seen: it leaves the list, the other stays. A pain rise is one rule with the
 * card's "pain increase" badge: the patient comes first when sorted by attention, and once the
 * alert is seen the badge goes too.
 */
export const MarkAlertSeen: Story = {
  // Its own mocked API: what other stories changed is not seen here.
  parameters: { msw: { handlers: patientsApi() } },
  play: async () => {
    const current = await region('Patients suivis');
    const marcel = await current.findByRole('article', { name: 'Marcel Zeimet' });
    await expect(within(marcel).getByText('Douleur en hausse')).toBeVisible();
    await userEvent.selectOptions(
      current.getByRole('combobox', { name: 'Trier par' }),
      'attention',
    );
    await waitFor(() =>
      expect(cardNames(current.getAllByRole('article'))[0]).toBe('Marcel Zeimet'),
    );
    const alerts = await region('Alertes');
    await userEvent.click(
      await alerts.findByRole('button', {
        name: 'Marquer comme vue',
        description: /Marcel Zeimet/,
      }),
    );
    await expect(
      await alerts.findByText('Alerte de Marcel Zeimet marquée comme vue.', {}, firstRender),
    ).toBeVisible();
    await waitFor(() => expect(alerts.queryByText(/1 → 2 → 3/)).not.toBeInTheDocument());
    await expect(alerts.getByText(/Boîtier porté 1,5 h/)).toBeVisible();
    await expect(requestsTo(endpoints.alerts.markSeen)).toBe(1);
    await waitFor(() =>
      expect(
        within(current.getByRole('article', { name: 'Marcel Zeimet' })).queryByText(
          'Douleur en hausse',
        ),
      ).not.toBeInTheDocument(),
    );
  },
};

/** Finding a resident by name (name and link status only) and inviting them. */
export const AddPatient: Story = {
  parameters: {
    msw: {
      handlers: patientsApi({ patients: [], invites: rehabilitatorInvites.none, alerts: [] }),
    },
  },
  play: async () => {
    const add = await region('Ajouter un patient');
    await userEvent.type(
      add.getByRole('searchbox', { name: /Nom, téléphone ou adresse e-mail/ }),
      'Marx',
    );
    await userEvent.click(add.getByRole('button', { name: 'Rechercher' }));
    await expect(
      await add.findByText('1 patient trouvé pour « Marx »', {}, firstRender),
    ).toBeVisible();
    await userEvent.click(
      add.getByRole('button', { name: 'Inviter', description: 'Lucienne Marx' }),
    );
    await expect(
      await add.findByText('Invitation envoyée à Lucienne Marx.', {}, firstRender),
    ).toBeVisible();
    await expect(await add.findByText('Invitation en attente', {}, firstRender)).toBeVisible();
  },
};

/** While the page's data loads: the title and one placeholder for the sections, told to screen readers. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        ...patientsApi(),
        patients: loading(endpoints.rehabilitators.patients),
        alerts: loading(endpoints.alerts.list),
        invites: loading(endpoints.rehabilitators.invites),
      },
    },
  },
  play: async () => {
    const page = await findPage();
    await expect(page.getByRole('status')).toHaveTextContent('Chargement…');
    await expect(page.queryByRole('article')).not.toBeInTheDocument();
    await expect(page.queryByRole('region', { name: 'Alertes' })).not.toBeInTheDocument();
    await expect(
      page.queryByRole('region', { name: 'Ajouter un patient' }),
    ).not.toBeInTheDocument();
  },
};

/**
 * The patients answer first, the requests and the alerts later: the sections appear together, so
 * that the alerts and requests, above, never push "Ajouter un patient" down under the user's eyes.
 */
export const AnswersInTurn: Story = {
  parameters: {
    msw: {
      handlers: {
        ...patientsApi(),
        invites: answer(endpoints.rehabilitators.invites, async () => {
          await delay(300);
          return rehabilitatorInvites.full;
        }),
        alerts: answer(endpoints.alerts.list, async () => {
          await delay(600);
          return patientAlerts.full;
        }),
      },
    },
  },
  play: async () => {
    const page = await findPage();
    const add = await page.findByRole('region', { name: 'Ajouter un patient' }, firstRender);
    const top = add.getBoundingClientRect().top;
    await expect(await page.findByRole('region', { name: 'Alertes' }, firstRender)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Demandes de suivi reçues' })).toBeVisible();
    await expect(add.getBoundingClientRect().top).toBe(top);
  },
};

/** No patient, no request, no alert: how to start. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: patientsApi({ patients: [], invites: rehabilitatorInvites.none, alerts: [] }),
    },
  },
  play: async () => {
    const current = await region('Patients suivis');
    await expect(
      await current.findByRole('heading', { name: 'Vous ne suivez encore aucun patient' }),
    ).toBeVisible();
    const page = await findPage();
    await expect(page.queryByRole('region', { name: 'Alertes' })).not.toBeInTheDocument();
    await expect(
      page.queryByRole('region', { name: 'Demandes de suivi reçues' }),
    ).not.toBeInTheDocument();
    await expect(page.getByText('Patients archivés (0)')).toBeVisible();
  },
};

/** The list fails: a message and a way to try again. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: { ...patientsApi(), patients: failure(endpoints.rehabilitators.patients) },
    },
  },
  play: async () => {
    const current = await region('Patients suivis');
    await expect(
      await current.findByText(
        'Une erreur inattendue est survenue. Réessayez dans un instant.',
        {},
        firstRender,
      ),
    ).toBeVisible();
    await expect(current.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** Alerts with their data, requests, each indicator on its patient's card, the archives folded. */
export const Full: Story = {
  // Its own mocked API: what other stories changed is not seen here.
  parameters: { msw: { handlers: patientsApi() } },
  play: async () => {
    const alerts = await region('Alertes');
    await expect(
      await alerts.findByText(
        'Douleur en hausse : 1 → 2 → 3 sur les 3 dernières séances',
        {},
        firstRender,
      ),
    ).toBeVisible();
    await expect(
      alerts.getByText('Boîtier porté 1,5 h par jour ces 7 derniers jours, contre 6 h avant'),
    ).toBeVisible();
    await expect(alerts.getByRole('link', { name: 'Marcel Zeimet' })).toHaveAttribute(
      'href',
      '/reeducateur/patients/3f6c1a20-5b7e-4c1d-8a2f-000000000701/synthese',
    );
    const requests = await region('Demandes de suivi reçues');
    await expect(
      requests.getByRole('button', { name: 'Accepter', description: 'Nadine Lentz' }),
    ).toBeVisible();
    const current = await region('Patients suivis');
    const marcel = within(await current.findByRole('article', { name: 'Marcel Zeimet' }));
    await expect(marcel.getByText('Douleur en hausse')).toBeVisible();
    await expect(marcel.getByText('Maladie ou syndrome de Parkinson')).toBeVisible();
    await expect(marcel.getByText('6 jours sur 7')).toBeVisible();
    // Six days at 74 and one without data: 6 × 74 / 7, resting on 6 days.
    await expect(marcel.getByText('63 %, sur 7 jours dont 6 mesurés')).toBeVisible();
    await expect(
      marcel.getByRole('img', { name: /^Pas par jour sur les 7 derniers jours : 820, 900/ }),
    ).toBeVisible();
    const odette = within(current.getByRole('article', { name: 'Odette Origer' }));
    await expect(odette.getByText('Aucun boîtier associé')).toBeVisible();
    await expect(odette.getByText('pas de données')).toBeVisible();
    const henri = within(current.getByRole('article', { name: 'Henri Goergen' }));
    await expect(henri.getByText('En attente d’auto-rééducation')).toBeVisible();
    await expect(henri.queryByText('Rééducateur principal')).not.toBeInTheDocument();
    await expect(
      current.queryByRole('article', { name: 'Gilbert Nilles' }),
    ).not.toBeInTheDocument();
    await expect((await findPage()).getByText('Patients archivés (1)')).toBeVisible();
  },
};

/** Twenty patients (the three fixtures, again and again, with their own ids and names). */
const manyPatients = Array.from({ length: 20 }, (_, index) => {
  const model = rehabilitatorPatients.full[index % 3] as (typeof rehabilitatorPatients.full)[0];
  return {
    ...model,
    patientId: `3f6c1a20-5b7e-4c1d-8a2f-${String(900 + index).padStart(12, '0')}`,
    firstName: model.firstName,
    lastName: `Patient ${String(index + 1).padStart(2, '0')}`,
  };
});

/** Twenty patients: the first cards come at once, the others right after; all twenty end up listed, in order. */
export const ManyPatients: Story = {
  parameters: {
    msw: { handlers: patientsApi({ patients: manyPatients, alerts: [] }) },
  },
  play: async () => {
    const current = await region('Patients suivis');
    await expect(await current.findByText('20 patients', {}, firstRender)).toBeVisible();
    await waitFor(() => expect(current.getAllByRole('article')).toHaveLength(20));
    await expect(current.getAllByRole('article').at(-1)).toHaveAccessibleName(
      `${manyPatients[19]?.firstName ?? ''} Patient 20`,
    );
  },
};

/** Very long names wrap inside their card: the page does not scroll sideways (the e2e test checks a 390 px phone). */
export const LongNames: Story = {
  parameters: {
    msw: { handlers: patientsApi({ patients: rehabilitatorPatients.longNames, alerts: [] }) },
  },
  play: async () => {
    const current = await region('Patients suivis');
    await expect(
      await current.findByRole('link', {
        name: 'Marie-Jeanne-Françoise-Bernadette Schmitz-Hoffmann-Wagner-Kieffer-de-la-Haute-Vallée',
      }),
    ).toBeVisible();
    const main = await screen.findByRole('main');
    await waitFor(() => expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth));
  },
};

/**
 * Patients who stopped sharing their data lately: listed apart with the day (the establishment's),
 * read only, and no longer among the followed patients.
 */
export const EndedByPatients: Story = {
  parameters: {
    msw: {
      handlers: patientsApi({
        endedFollowUps: [
          {
            followUpId: '3f6c1a20-5b7e-4c1d-8a2f-0000000f0101',
            patient: {
              patientId: '3f6c1a20-5b7e-4c1d-8a2f-0000000f0a01',
              firstName: 'Odette',
              lastName: 'Schmit',
            },
            endedAt: '2026-11-30T23:15:00.000Z',
            endedOn: '2026-12-01',
          },
        ],
      }),
    },
  },
  play: async () => {
    const ended = await region('Suivis arrêtés par vos patients');
    await expect(ended.getByText('Odette Schmit')).toBeVisible();
    await expect(ended.getByText('Suivi arrêté par le patient le 01/12/26')).toBeVisible();
    await expect(ended.queryByRole('button')).not.toBeInTheDocument();
    const current = await region('Patients suivis');
    await expect(current.queryByRole('article', { name: 'Odette Schmit' })).not.toBeInTheDocument();
  },
};
