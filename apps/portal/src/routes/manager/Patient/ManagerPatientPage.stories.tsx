import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import { establishment } from '../../../mocks/establishmentFixtures';
import { answer, failure, loading } from '../../../mocks/handlers';
import { managerApi, managerPatients } from '../../../mocks/managerFixtures';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { relatives, relativesHandlers } from '../../../mocks/relativesFixtures';
import { rehabilitatorPatients } from '../../../mocks/rehabilitatorPatientsFixtures';
import { signedInAs } from '../../../mocks/scenarios';
import { ManagerPatientPage } from './ManagerPatientPage';

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

const [jeanne, , , henri] = managerPatients.current;
const [gaston] = managerPatients.archived;
const [longNamed] = managerPatients.longNames;
const pathOf = (patientId: string | undefined) => `/responsable/patients/${patientId ?? ''}`;

async function findPage() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 1, name: 'Patients' }, firstRender);
  return within(main);
}

/**
 * /responsable/patients/:id as the app shows it to the patient's manager: personal information,
 * registration, device (associate, dissociate, end of service) and the last 7 days' steps.
 */
const meta = {
  title: 'Portal/Screens/Manager/Patient',
  component: ManagerPatientPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path={pathOf(jeanne?.patientId)} />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.responsable },
    msw: { handlers: managerApi() },
  },
} satisfies Meta<typeof ManagerPatientPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A patient with a device: their information, the device and the steps against the objective. */
export const Full: Story = {
  parameters: { msw: { handlers: managerApi() } },
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Jeanne Muller' }, firstRender),
    ).toBeVisible();
    await expect(page.getByText('jeanne.muller@example.fr')).toBeVisible();
    await expect(page.getByText('14/05/1948')).toBeVisible();
    await expect(page.getByText('Oxilio OX-A-R001, associé le 02/06/26')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Dissocier l’oxilio de Jeanne Muller' }),
    ).toBeVisible();
    await expect(await page.findByRole('figure', { name: /Pas/ }, firstRender)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à la liste des patients' })).toBeVisible();
  },
};

/**
 * The relatives the patient gave, who to call, under the personal information: read only (no
 * "remove", no form); none given says so on the other stories.
 */
export const RelativesToCall: Story = {
  parameters: {
    msw: {
      handlers: { ...managerApi(), ...relativesHandlers([relatives.paul, relatives.neighbour]) },
    },
  },
  play: async () => {
    const page = await findPage();
    const region = await page.findByRole('region', { name: 'Proches à contacter' }, firstRender);
    const card = within(region);
    await expect(card.getAllByRole('listitem')).toHaveLength(2);
    await expect(card.getByRole('link', { name: 'Téléphone : 03 87 12 34 56' })).toHaveAttribute(
      'href',
      'tel:0387123456',
    );
    await expect(card.getByText('Ni téléphone ni e-mail indiqué')).toBeVisible();
    await expect(card.queryByRole('button')).not.toBeInTheDocument();
  },
};

const dayIn = (timeZone: string, instant = Date.now()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
/** A time zone whose date is not Paris's right now (UTC+14 or UTC-11: one of the two always). */
const farZone =
  dayIn('Pacific/Kiritimati') !== dayIn('Europe/Paris')
    ? 'Pacific/Kiritimati'
    : 'Pacific/Pago_Pago';
let stepsAskedTo: string | null = null;

/**
 * The steps end yesterday where the establishment is (its time zone), not in Paris: the week the
 * manager reads is the one the API and the rehabilitators count.
 */
export const EstablishmentTimeZone: Story = {
  parameters: {
    msw: {
      handlers: {
        ...managerApi(),
        establishment: answer(endpoints.establishments.get, {
          ...establishment,
          timeZone: farZone,
        }),
        patientStats: answer(endpoints.stats.patientStats, ({ params, request }) => {
          stepsAskedTo = new URL(request.url).searchParams.get('to');
          return {
            patientId: params.id,
            from: '2026-11-20',
            to: '2026-11-26',
            scale: 'Day' as const,
            types: ['StepCount', 'StepCountObjective'],
            starts: [
              '2026-11-20',
              '2026-11-21',
              '2026-11-22',
              '2026-11-23',
              '2026-11-24',
              '2026-11-25',
              '2026-11-26',
            ],
            series: {
              StepCount: [1800, 2100, null, 2500, 1900, 2600, 1200],
              StepCountObjective: [2000, 2000, 2000, 2000, 2000, 2000, 2000],
            },
          };
        }),
      },
    },
  },
  play: async () => {
    const page = await findPage();
    await expect(await page.findByRole('figure', { name: /Pas/ }, firstRender)).toBeVisible();
    const yesterday = dayIn(farZone, Date.now() - 24 * 3600 * 1000);
    // The zone's yesterday (its today minus one day: a day has 24 hours there).
    await expect(stepsAskedTo).toBe(yesterday);
  },
};

/** Ending the service from the patient's page: the archiving date appears on the page. */
export const EndService: Story = {
  parameters: { msw: { handlers: managerApi() } },
  play: async () => {
    const page = await findPage();
    await userEvent.click(
      await page.findByRole('button', { name: 'Dissocier l’oxilio de Jeanne Muller' }, firstRender),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: /Mettre fin au service/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Mettre fin au service' }));
    await expect(
      await page.findByText('Fin du service : archivage le 26/12/26', {}, firstRender),
    ).toBeVisible();
    await expect(
      await page.findByRole('button', { name: 'Associer un oxilio à Jeanne Muller' }),
    ).toBeVisible();
  },
};

/** A patient whose service has ended: the scheduled archiving day. */
export const ServiceEnded: Story = {
  render: () => <PortalRoutes path={pathOf(henri?.patientId)} />,
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByText('Fin du service : archivage le 20/12/26', {}, firstRender),
    ).toBeVisible();
  },
};

/** An archived patient: readable, without device actions. */
export const Archived: Story = {
  render: () => <PortalRoutes path={pathOf(gaston?.patientId)} />,
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByText('Patient archivé le 01/10/26.', {}, firstRender),
    ).toBeVisible();
    await expect(page.queryByRole('button', { name: /oxilio/ })).not.toBeInTheDocument();
  },
};

/** While the patient loads. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { ...managerApi(), getPatient: loading(endpoints.patients.getPatient) } },
  },
  play: async () => {
    const page = await findPage();
    await expect(page.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  },
};

/** Not one of the establishment's patients (or gone): a message, nothing else. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: {
        ...managerApi(),
        getPatient: failure(endpoints.patients.getPatient, 'not_found'),
      },
    },
  },
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByText('Ces informations sont introuvables.', {}, firstRender),
    ).toBeVisible();
  },
};

/** Long names wrap. */
export const LongNames: Story = {
  parameters: { msw: { handlers: managerApi({ patients: managerPatients.longNames }) } },
  render: () => <PortalRoutes path={pathOf(longNamed?.patientId)} />,
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByRole('heading', { level: 2, name: /Marie-Bernadette/ }, firstRender),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const coordinator = currentUsers.reeducatorresponsable;
/** The combined role's own patients (as a rehabilitator): Jeanne Muller among them, or not. */
const followed = (patientIds: readonly string[]) =>
  answer(
    endpoints.rehabilitators.patients,
    patientIds.map((patientId, index) => ({
      ...rehabilitatorPatients.full[index % 4]!,
      patientId,
    })),
  );

/**
 * A manager who is also a rehabilitator (the combined role) and follows the patient: a link to
 * the patient's follow-up file.
 */
export const FollowedByTheManager: Story = {
  parameters: {
    portal: { user: coordinator },
    msw: {
      handlers: {
        ...managerApi(),
        ...signedInAs(coordinator),
        rehabilitatorPatients: followed([jeanne?.patientId ?? '']),
      },
    },
  },
  play: async () => {
    const page = await findPage();
    const link = await page.findByRole('link', { name: 'Ouvrir le dossier de suivi' }, firstRender);
    await expect(link).toHaveAttribute('href', `/reeducateur/patients/${jeanne?.patientId}`);
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** The combined role, not following this patient: no link (its file would be refused). */
export const NotFollowedByTheManager: Story = {
  parameters: {
    portal: { user: coordinator },
    msw: {
      handlers: {
        ...managerApi(),
        ...signedInAs(coordinator),
        rehabilitatorPatients: followed([henri?.patientId ?? '']),
      },
    },
  },
  play: async () => {
    const page = await findPage();
    await page.findByRole('heading', { level: 2, name: 'Jeanne Muller' }, firstRender);
    await expect(await page.findByRole('figure', { name: /Pas/ }, firstRender)).toBeVisible();
    await expect(page.queryByRole('link', { name: 'Ouvrir le dossier de suivi' })).toBeNull();
  },
};

/**
 * The manager is of the patient's care team: the team's notes at the bottom of the page, reached by
 * the link at the top; she writes one, and amends only her own.
 */
export const TeamNotes: Story = {
  play: async () => {
    const page = await findPage();
    const link = await page.findByRole('link', { name: 'Notes de l’équipe' }, firstRender);
    await expect(link).toHaveAttribute('href', '#notes');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const notes = within(
      await page.findByRole('region', { name: 'Notes de l’équipe' }, firstRender),
    );
    await expect(await notes.findByText('5 notes', {}, firstRender)).toBeVisible();
    const own = notes.getByText(/Famille reçue/).closest('li')!;
    await expect(within(own).getByRole('button', { name: 'Modifier' })).toBeVisible();
    const marie = notes.getByText(/Fatigue en fin de séance/).closest('li')!;
    await expect(within(marie).queryByRole('button', { name: 'Modifier' })).toBeNull();

    await userEvent.type(
      page.getByRole('textbox', { name: /^Note/ }),
      'Rendez-vous avec la famille fixé au 3 décembre.',
    );
    await userEvent.click(page.getByRole('button', { name: 'Enregistrer la note' }));
    await expect(await page.findByText('Note enregistrée.')).toBeVisible();
    await expect(await notes.findByText('6 notes')).toBeVisible();
    const written = notes
      .getByText('Rendez-vous avec la famille fixé au 3 décembre.')
      .closest('li')!;
    await expect(within(written).getByText(/Claire Dumont · Responsable/)).toBeVisible();
  },
};
