import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { revealDeferredParts } from '../../../mocks/deferredParts';
import { currentUsers } from '../../../mocks/fixtures';
import { answer, bodiesSentTo, failure, loading, requestsTo } from '../../../mocks/handlers';
import { managerApi, managerPatients, managerStats } from '../../../mocks/managerFixtures';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { ManagerHomePage } from './ManagerHomePage';

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

async function findPage() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 1, name: 'Accueil' }, firstRender);
  return within(main);
}

/**
 * The whole page: the parts below the first screen render as the user comes near them
 * (app/WhenNear.tsx): scrolled to, one after the other, as a user would, then back to the top.
 */
async function wholePage() {
  const page = await findPage();
  await revealDeferredParts(screen.getByRole('main'), () =>
    expect(page.getByRole('region', { name: 'Mes patients' })).toBeInTheDocument(),
  );
  return page;
}

/** A section of the page, by its heading. */
async function region(name: string) {
  const page = await wholePage();
  return within(await page.findByRole('region', { name }, firstRender));
}

/**
 * /responsable/home as the app shows it to a manager: the day, the registrations awaiting
 * validation, the patients' activity over the last 7 days, my patients with their devices, and
 * adding a patient, answered by the mocked API (which remembers what the story changes).
 */
const meta = {
  title: 'Portal/Screens/Manager/Home',
  component: ManagerHomePage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/responsable/home" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.responsable },
    msw: { handlers: managerApi() },
  },
} satisfies Meta<typeof ManagerHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything loaded: the notice, the activity with its evolution, the patients and their devices. */
export const Full: Story = {
  parameters: { msw: { handlers: managerApi() } },
  play: async () => {
    const page = await findPage();
    await expect(page.getByText(/^Aujourd’hui, /)).toBeVisible();
    const pending = await region('Inscriptions en attente de validation');
    await expect(
      pending.getByText(/1 patient invité n’a pas encore validé son inscription/),
    ).toBeVisible();
    await expect(pending.getByText('Irène Hoffmann')).toBeVisible();

    const activity = await region('Évolution de l’activité des patients');
    await expect(await activity.findByText('Patients actifs', {}, firstRender)).toBeVisible();
    await expect(activity.getAllByText(/^Période précédente : /)).toHaveLength(3);
    await expect(activity.getByRole('radio', { name: '7 jours' })).toBeChecked();
    await expect(
      activity.getByRole('figure', { name: /Pas de tous les patients, par jour/ }),
    ).toBeVisible();
    const perPatient = activity.getByRole('table', {
      name: 'Objectifs quotidiens atteints par patient, les 7 derniers jours',
    });
    await expect(
      within(perPatient).getByRole('rowheader', { name: 'Odette Schmit' }),
    ).toBeVisible();

    const nextSteps = await region('Patients sans suite');
    await expect(
      nextSteps.getByText('3 patients sur 5 attendent une étape de leur prise en charge.'),
    ).toBeVisible();
    await expect(nextSteps.getByRole('link', { name: 'Sans rééducateur (2)' })).toHaveAttribute(
      'href',
      '/responsable/patients/list?filtre=noRehabilitator',
    );
    await expect(nextSteps.getByRole('link', { name: 'Sans oxilio (3)' })).toBeVisible();
    await expect(
      nextSteps.getByRole('link', { name: 'Voir les patients sans suite' }),
    ).toHaveAttribute('href', '/responsable/patients/list?filtre=nextSteps&tri=nextSteps');
    // The counts come with the patients: the home never reads the whole follow-up list.
    await expect(requestsTo(endpoints.establishments.followUp)).toBe(0);

    const patients = await region('Mes patients');
    await expect(patients.getByText('5 patients')).toBeVisible();
    await expect(patients.getByRole('link', { name: 'Jeanne Muller' })).toHaveAttribute(
      'href',
      `/responsable/patients/${managerPatients.current[0]?.patientId ?? ''}`,
    );
    await expect(patients.getByText('Oxilio OX-A-R001')).toBeVisible();
    await expect(patients.getByText('Fin du service : archivage le 20/12/26')).toBeVisible();
    await expect(patients.getByText('Inscription à valider par le patient')).toBeVisible();
    await expect(
      patients.getByRole('button', { name: 'Dissocier l’oxilio de Jeanne Muller' }),
    ).toBeVisible();
  },
};

/** Associating a free device with a patient who has none, with the wheel type. */
export const AssociateDevice: Story = {
  parameters: { msw: { handlers: managerApi() } },
  play: async () => {
    const patients = await region('Mes patients');
    await userEvent.click(
      await patients.findByRole('button', { name: 'Associer un oxilio à Odette Schmit' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    // The form comes with the free devices' answer.
    await userEvent.click(await dialog.findByRole('button', { name: 'Associer' }));
    await expect(dialog.getByText('Choisissez une valeur.')).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Oxilio disponible' }), [
      'OX-A-R003',
    ]);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Type de roue' }), [
      'Allégée',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Associer' }));
    await expect(
      await screen.findByText('L’oxilio OX-A-R003 est associé à Odette Schmit.', {}, firstRender),
    ).toBeVisible();
    await waitFor(() => expect(requestsTo(endpoints.establishments.associateDevice)).toBe(1));
    await expect(
      await patients.findByRole('button', { name: 'Dissocier l’oxilio de Odette Schmit' }),
    ).toBeVisible();
    // The patients' answer is read again, and its counts with it.
    const nextSteps = await region('Patients sans suite');
    await expect(await nextSteps.findByRole('link', { name: 'Sans oxilio (2)' })).toBeVisible();
  },
};

/** Dissociating and ending the service: the archiving date is told and shown on the patient. */
export const EndService: Story = {
  parameters: { msw: { handlers: managerApi() } },
  play: async () => {
    const patients = await region('Mes patients');
    await userEvent.click(
      await patients.findByRole('button', { name: 'Dissocier l’oxilio de Paul Weber' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: /Mettre fin au service/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Mettre fin au service' }));
    await expect(
      await screen.findByText(
        'Le service de Paul Weber prend fin. Archivage prévu le 26/12/26.',
        {},
        firstRender,
      ),
    ).toBeVisible();
    await expect(await patients.findByText('Fin du service : archivage le 26/12/26')).toBeVisible();
  },
};

/** Inviting a patient: each field is checked, then the invitation goes and joins the pending ones. */
export const InvitePatient: Story = {
  parameters: { msw: { handlers: managerApi() } },
  play: async () => {
    const form = await region('Ajouter un patient');
    await userEvent.click(form.getByRole('button', { name: 'Envoyer l’invitation' }));
    await expect(form.getByText('Le prénom doit être renseigné.')).toBeVisible();
    await expect(form.getByText('L’adresse e-mail doit être saisie.')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: 'Prénom' }), 'Rose');
    await userEvent.type(form.getByRole('textbox', { name: 'Nom' }), 'Klein');
    await userEvent.type(form.getByRole('textbox', { name: 'Adresse e-mail' }), 'rose.klein');
    await userEvent.click(form.getByRole('button', { name: 'Envoyer l’invitation' }));
    await expect(form.getByText('Adresse e-mail invalide.')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: 'Adresse e-mail' }), '@example.fr');
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: /Langue de la personne invitée/ }),
      'Lëtzebuergesch',
    );
    await userEvent.click(form.getByRole('button', { name: 'Envoyer l’invitation' }));
    await expect(
      await form.findByText('Invitation envoyée à rose.klein@example.fr.'),
    ).toBeVisible();
    await expect(bodiesSentTo(endpoints.establishments.invitePatient)).toEqual([
      {
        patientEmail: 'rose.klein@example.fr',
        patientFirstName: 'Rose',
        patientLastName: 'Klein',
        patientPhone: null,
        locale: 'lb',
      },
    ]);
    const pending = await region('Inscriptions en attente de validation');
    await expect(await pending.findByText('Rose Klein')).toBeVisible();
  },
};

/** While the data loads: the title, the day and one placeholder for the sections, no patient yet. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        ...managerApi(),
        patients: loading(endpoints.establishments.patients),
        stats: loading(endpoints.stats.establishmentPatientsStats),
        evolution: loading(endpoints.stats.establishmentEvolution),
      },
    },
  },
  play: async () => {
    const page = await findPage();
    await expect(page.getByText(/^Aujourd’hui, /)).toBeVisible();
    await expect(page.getByRole('status')).toHaveTextContent('Chargement…');
    await expect(page.queryByRole('link', { name: 'Jeanne Muller' })).not.toBeInTheDocument();
    await expect(page.queryByRole('table')).not.toBeInTheDocument();
  },
};

/**
 * The patients answer first, the activity of the two weeks later (one after the other, 0.8 s each): the
 * activity's evolution and objectives appear together, in the place their skeleton held, so that
 * they never push "Mes patients" down under the user's eyes, and the tiles show their evolution
 * from the start.
 */
export const AnswersInTurn: Story = {
  parameters: {
    msw: {
      handlers: {
        ...managerApi(),
        stats: answer(endpoints.stats.establishmentPatientsStats, async ({ request }) => {
          await delay(800);
          const before = new URL(request.url).searchParams.has('from');
          return managerStats(managerPatients.current, before ? 0.8 : 1);
        }),
      },
    },
  },
  play: async () => {
    const page = await findPage();
    const mine = await page.findByRole('region', { name: 'Mes patients' }, firstRender);
    const activity = await region('Évolution de l’activité des patients');
    await expect(
      await activity.findAllByText(/^Période précédente : /, {}, firstRender),
    ).toHaveLength(3);
    await expect(activity.getByRole('figure', { name: /Pas de tous les patients/ })).toBeVisible();
    // Where it is once laid out (the chart sizes itself to its width in the next frames), then a
    // second later: nothing that answers late pushes it down.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const top = mine.getBoundingClientRect().top;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(mine.getBoundingClientRect().top).toBe(top);
  },
};

/**
 * The evolution over 12 weeks: a point per completed week, against the 12 before, with the chart's
 * table; back to 30 days, a point per day.
 */
export const EvolutionPeriods: Story = {
  play: async () => {
    const activity = await region('Évolution de l’activité des patients');
    await userEvent.click(await activity.findByRole('radio', { name: '12 semaines' }, firstRender));
    await expect(
      await activity.findByRole('figure', { name: /Pas de tous les patients, par semaine/ }),
    ).toBeVisible();
    await expect(
      activity.getByText(
        'Les 12 dernières semaines complètes, du 31/08/26 au 22/11/26, comparées aux 12 précédentes.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(requestsTo(endpoints.stats.establishmentEvolution)).toBeGreaterThanOrEqual(2),
    );
    await userEvent.click(activity.getByRole('radio', { name: '30 jours' }));
    await expect(
      await activity.findByText(/^Les 30 derniers jours, du 27\/10\/26 au 25\/11\/26/),
    ).toBeVisible();
    await expect(activity.getByRole('figure', { name: /par jour/ })).toBeVisible();
  },
};

/** A new establishment: no patient, no invitation, no activity; how to start. */
export const Empty: Story = {
  parameters: { msw: { handlers: managerApi({ patients: [], applications: [] }) } },
  play: async () => {
    const patients = await region('Mes patients');
    await expect(
      await patients.findByText('Aucun patient pour le moment. Invitez-en un pour commencer.'),
    ).toBeVisible();
    const activity = await region('Évolution de l’activité des patients');
    await expect(
      await activity.findByText('Aucune donnée d’activité sur cette période.'),
    ).toBeVisible();
    const page = await findPage();
    await expect(
      page.queryByRole('region', { name: 'Patients sans suite' }),
    ).not.toBeInTheDocument();
    await expect(
      page.queryByRole('region', { name: 'Inscriptions en attente de validation' }),
    ).not.toBeInTheDocument();
  },
};

/** The calls fail: a message and a way to try again, in each section. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: {
        ...managerApi(),
        patients: failure(endpoints.establishments.patients),
        stats: failure(endpoints.stats.establishmentPatientsStats),
      },
    },
  },
  play: async () => {
    const patients = await region('Mes patients');
    await expect(
      await patients.findByText('Une erreur inattendue est survenue. Réessayez dans un instant.'),
    ).toBeVisible();
    await expect(patients.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    const activity = await region('Évolution de l’activité des patients');
    await expect(await activity.findByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** Long names and serial numbers wrap inside their row. */
export const LongNames: Story = {
  parameters: {
    msw: { handlers: managerApi({ patients: managerPatients.longNames, applications: [] }) },
  },
  play: async () => {
    const patients = await region('Mes patients');
    const link = await patients.findByRole('link', {
      name: 'Marie-Bernadette-Éléonore-Clémentine de La Rochefoucauld-Montmorency-Villeneuve',
    });
    await expect(link).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
