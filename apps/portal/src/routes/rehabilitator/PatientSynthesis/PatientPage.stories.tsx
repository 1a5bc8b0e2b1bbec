import {
  endpoints,
  type PatchPatientBody,
  type PatchPatientSettingsBody,
  type PatientAlert,
} from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  evolutionPercentages,
  evolutionStats,
  newPatientStats,
} from '../../../mocks/evolutionFixtures';
import { patientProfiles } from '../../../mocks/accountFixtures';
import { currentUsers, ids } from '../../../mocks/fixtures';
import {
  followedPatients,
  followedPatientSettings,
  followedSessions,
} from '../../../mocks/followUpFixtures';
import { establishment } from '../../../mocks/establishmentFixtures';
import { answer, failure, loading, requestsTo } from '../../../mocks/handlers';
import { sessions } from '../../../mocks/sessionFixtures';
import { outcomeList } from '../../../mocks/outcomeFixtures';
import { jeanneGoalList } from '../../../mocks/goalsFixtures';
import { patientAlerts } from '../../../mocks/rehabilitatorPatientsFixtures';
import { drinkingAssignment, walkingAssignment } from '../../../mocks/programFixtures';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { relatives, relativesHandlers } from '../../../mocks/relativesFixtures';
import { signedInAs } from '../../../mocks/scenarios';
import { PatientPage } from './PatientPage';

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 20_000 };

/** Jeanne's pain rising over her last three sessions, until marked seen. */
const painRise = {
  ...patientAlerts.full[0],
  patientId: ids.patient,
  firstName: 'Jeanne',
  lastName: 'Welter',
} satisfies PatientAlert;
let jeanneAlerts: PatientAlert[] = [painRise];

const followUpData = {
  ...signedInAs(currentUsers.reeducator),
  patient: answer(endpoints.rehabilitators.patient, followedPatients.jeanne),
  settings: answer(endpoints.rehabilitators.patientSettings, followedPatientSettings),
  patchSettings: answer(endpoints.rehabilitators.patchSettings, async ({ request }) => {
    const body = (await request.json()) as PatchPatientSettingsBody;
    return {
      ...followedPatientSettings,
      settings: { ...followedPatientSettings.settings, ...body.patientSettings.settings },
    };
  }),
  stats: answer(endpoints.stats.patientStats, ({ request }) => evolutionStats(request)),
  percentages: answer(endpoints.stats.patientPercentages, ({ request }) =>
    evolutionPercentages(request),
  ),
  sessions: answer(endpoints.sessions.history, followedSessions),
  // Its time zone says which day is today for the report's periods.
  establishment: answer(endpoints.establishments.get, establishment),
  alerts: answer(endpoints.alerts.list, () => jeanneAlerts),
  // The programs in force, for the prescription warning: none asks too much.
  patientPrograms: answer(endpoints.programs.patientPrograms, []),
  // The standardised tests' latest results, beside the device's figures.
  outcomeResults: answer(endpoints.outcomeMeasures.list, outcomeList()),
  // The goals in force beside them, one to review; in the report, those closed in the period too.
  goals: answer(endpoints.goals.list, jeanneGoalList),
  // The relatives Jeanne gave, who to call, at the end of the synthesis (read only).
  ...relativesHandlers([relatives.isabelle, relatives.paul]),
  markSeen: answer(endpoints.alerts.markSeen, ({ params }) => {
    jeanneAlerts = [];
    return { patientId: params.patientId, kind: painRise.kind, seenAt: '2026-11-26T09:00:00.000Z' };
  }),
};

async function findMain() {
  return within(await screen.findByRole('main', {}, firstRender));
}

/**
 * One followed patient (/reeducateur/patients/{id}) as the app shows it to their rehabilitator:
 * the header, the tabs, the synthesis with its clinical context, the sessions and the
 * initialization, on the mocked API (120 days of measures up to 25 November 2026).
 */
const meta = {
  title: 'Portal/Screens/Rehabilitator/Patient',
  component: PatientPage,
  decorators: [withPortal],
  beforeEach: () => {
    jeanneAlerts = [painRise];
  },
  render: () => <PortalRoutes path={`/reeducateur/patients/${ids.patient}`} />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.reeducator },
    msw: { handlers: followUpData },
  },
} satisfies Meta<typeof PatientPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The synthesis: key measures, walking speed in its band with the sources, trends, reviews. */
export const Synthesis: Story = {
  play: async () => {
    const main = await findMain();
    // The patient's alert first, with the data that triggered it, until marked seen.
    const alert = await main.findByText(
      'Douleur en hausse : 1 → 2 → 3 sur les 3 dernières séances',
      {},
      firstRender,
    );
    await expect(alert).toBeVisible();
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Jeanne Welter' }, firstRender),
    ).toBeVisible();
    await expect(main.getByText('Pathologie : Hémiparésie droite')).toBeVisible();
    await waitFor(() =>
      expect(main.getByRole('link', { name: 'Synthèse' })).toHaveAttribute('aria-current', 'page'),
    );
    await main.findByRole('heading', { name: 'Indicateurs clés' }, firstRender);
    const bands = main.getByRole('list', { name: 'Niveaux de marche' });
    await expect(within(bands).getAllByRole('listitem')).toHaveLength(3);
    await expect(bands.querySelector('[aria-current="true"]')).not.toBeNull();
    const [speedHelp] = main.getAllByText('D’où viennent ces seuils ?', { selector: 'summary' });
    await userEvent.click(speedHelp!);
    await expect(main.getByText(/Stroke\. 1995;26\(6\):982-989/)).toBeVisible();
    await expect(main.getByText(/J Am Geriatr Soc\. 2006;54\(5\):743-749/)).toBeVisible();
    await main.findByRole('heading', { name: 'Qualité de marche sur 4 semaines' });
    await expect(
      await main.findByRole('figure', { name: 'Douleur et difficulté ressenties (90 jours)' }),
    ).toBeVisible();
    await expect(main.getByText(/séances faites sur 12 prévues/)).toBeVisible();
    // The goals in force beside the device's figures, the one to review first, and the way to them.
    const goalsCard = within(
      (await main.findByRole('heading', { name: 'Objectifs de rééducation' })).closest('section')!,
    );
    await expect(await goalsCard.findByText('3 objectifs en cours, dont 1 à revoir')).toBeVisible();
    await expect(goalsCard.getByText('Date de revue passée depuis le 20/11/26')).toBeVisible();
    await expect(
      goalsCard.getByRole('progressbar', { name: 'Marcher jusqu’à la boulangerie' }),
    ).toHaveAttribute('aria-valuetext', expect.stringMatching(/^61\s% du chemin$/));
    await expect(goalsCard.getByRole('link', { name: 'Voir les objectifs' })).toHaveAttribute(
      'href',
      `/reeducateur/patients/${ids.patient}/objectifs`,
    );
    await userEvent.click(main.getByRole('button', { name: /Marquer comme vue/ }));
    await expect(await main.findByText('Alerte de Jeanne Welter marquée comme vue.')).toBeVisible();
    await expect(
      main.queryByText('Douleur en hausse : 1 → 2 → 3 sur les 3 dernières séances'),
    ).toBeNull();
  },
};

/**
 * Who to call: the relatives the patient gave, read only (no "remove", no form), each number a
 * link that dials it and each address a link that writes to it; none given says so.
 */
export const RelativesToCall: Story = {
  play: async () => {
    const main = await findMain();
    const region = await main.findByRole('region', { name: 'Proches à contacter' }, firstRender);
    const card = within(region);
    await expect(card.getByText(/Seul le patient peut modifier cette liste/)).toBeVisible();
    await expect(card.getAllByRole('listitem')).toHaveLength(2);
    await expect(card.getByText('Fille')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Téléphone : +33 6 98 76 54 32' })).toHaveAttribute(
      'href',
      'tel:+33698765432',
    );
    await expect(
      card.getByRole('link', { name: 'E-mail : isabelle.welter@exemple.fr' }),
    ).toHaveAttribute('href', 'mailto:isabelle.welter@exemple.fr');
    await expect(card.queryByRole('button')).not.toBeInTheDocument();
    await expect(card.queryByRole('form')).not.toBeInTheDocument();
  },
};

/**
 * A program in force asks more than the patient's current capacity (seated, asked to walk): the
 * file warns on every tab, each mismatch in words, who confirmed it, and the way to the programs.
 */
export const ProgramAskingTooMuch: Story = {
  parameters: {
    msw: {
      handlers: {
        ...followUpData,
        // Seated now: the header says it too.
        patient: answer(endpoints.rehabilitators.patient, {
          ...followedPatients.jeanne,
          functionalCapacity: 1,
        }),
        patientPrograms: answer(endpoints.programs.patientPrograms, ({ params }) =>
          String(params.isSelfRehabilitation) === 'true' ? [walkingAssignment] : [],
        ),
      },
    },
  },
  play: async () => {
    const main = await findMain();
    const banner = within(
      (
        await main.findByText(
          'Le programme en cours demande plus que la capacité fonctionnelle actuelle',
          {},
          firstRender,
        )
      ).closest('[role="alert"]') as HTMLElement,
    );
    await expect(banner.getByText('Auto-rééducation : « Marche et double tâche »')).toBeVisible();
    await expect(
      banner.getByText(
        '« Marche en tournant la tête » demande de marcher ; capacité actuelle : Assis.',
      ),
    ).toBeVisible();
    await expect(banner.getByText('Écart confirmé par Camille Durand le 27/11/26.')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Revoir les programmes' })).toHaveAttribute(
      'href',
      `/reeducateur/patients/${ids.patient}/auto-reeducation`,
    );
    // The synthesis under the warning, drawn before the screenshot.
    await main.findByRole('list', { name: 'Niveaux de marche' }, firstRender);
  },
};

/**
 * A program in force needs a table the patient does not have where they do their sessions: the
 * header says what they have, the warning says what is missing, and that nobody confirmed it.
 */
export const ProgramWithoutTable: Story = {
  parameters: {
    msw: {
      handlers: {
        ...followUpData,
        patient: answer(endpoints.rehabilitators.patient, {
          ...followedPatients.jeanne,
          availableEquipment: [2],
        }),
        patientPrograms: answer(endpoints.programs.patientPrograms, ({ params }) =>
          String(params.isSelfRehabilitation) === 'true' ? [] : [drinkingAssignment],
        ),
      },
    },
  },
  play: async () => {
    const main = await findMain();
    await expect(await main.findByText('Matériel : verre', {}, firstRender)).toBeVisible();
    const banner = within(
      (
        await main.findByText(
          'Le programme en cours demande plus que la capacité fonctionnelle ou le matériel disponible',
          {},
          firstRender,
        )
      ).closest('[role="alert"]') as HTMLElement,
    );
    await expect(
      banner.getByText('Séances accompagnées : « Gestes du quotidien debout »'),
    ).toBeVisible();
    await expect(
      banner.getByText(
        '« Boire un verre debout » demande une table ; matériel disponible : verre.',
      ),
    ).toBeVisible();
    await expect(
      banner.getByText(
        'Écart apparu depuis l’attribution (la capacité fonctionnelle ou le matériel disponible a changé) : revoyez le programme.',
      ),
    ).toBeVisible();
    // The last section, the relatives to call, is there too: the page has its final height (the
    // reference was 1 px off when the screenshot came before it in a full run).
    await expect(await main.findByText('Paul Welter', {}, firstRender)).toBeVisible();
  },
};

let clinicalChanges: PatchPatientBody[] = [];

/**
 * Initialize: the equipment the patient has where they do their sessions, beside the capacity.
 * Unticking the table records the glass alone; "none of these" records an empty list, apart from
 * "not recorded" (nothing ticked).
 */
export const InitializeEquipment: Story = {
  render: () => <PortalRoutes path={`/reeducateur/patients/${ids.patient}/initialize`} />,
  parameters: {
    msw: {
      handlers: {
        ...followUpData,
        patchPatient: answer(endpoints.patients.patchPatient, async ({ request }) => {
          const body = (await request.json()) as PatchPatientBody;
          clinicalChanges.push(body);
          return {
            ...patientProfiles.lucie,
            patientId: ids.patient,
            availableEquipment: body.availableEquipment ?? null,
          };
        }),
      },
    },
  },
  play: async () => {
    clinicalChanges = [];
    const main = await findMain();
    const form = within(
      await main.findByRole('form', { name: 'Pathologies et capacité fonctionnelle' }, firstRender),
    );
    const group = within(
      form.getByRole('group', { name: 'Matériel disponible pendant les séances' }),
    );
    const table = group.getByRole('checkbox', { name: 'Table' });
    const glass = group.getByRole('checkbox', { name: 'Verre' });
    const none = group.getByRole('checkbox', { name: 'Aucun de ces matériels' });
    await expect(table).toBeChecked();
    await expect(glass).toBeChecked();
    await expect(none).not.toBeChecked();
    await expect(
      form.getByRole('group', { name: 'Matériel disponible pendant les séances' }),
    ).toHaveAccessibleDescription(/Tant que rien n’est coché, le matériel reste non renseigné/);
    await userEvent.click(table);
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    await expect(await form.findByText('Modifications enregistrées.')).toBeVisible();
    await expect(clinicalChanges.at(-1)).toMatchObject({ availableEquipment: [2] });
    // "None of these" unticks the others, and a box ticked again unticks it.
    await userEvent.click(none);
    await expect(glass).not.toBeChecked();
    await userEvent.click(table);
    await expect(none).not.toBeChecked();
    await userEvent.click(table);
    await userEvent.click(none);
    await expect(none).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(clinicalChanges).toHaveLength(2));
    await expect(clinicalChanges[1]).toMatchObject({ availableEquipment: [] });
  },
};

/** The sessions tab: 20 sessions, then 10 more on demand. */
export const Sessions: Story = {
  render: () => <PortalRoutes path={`/reeducateur/patients/${ids.patient}/session`} />,
  play: async () => {
    const main = await findMain();
    const table = await main.findByRole(
      'table',
      { name: 'Séances des 90 derniers jours, les plus récentes d’abord' },
      firstRender,
    );
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
    await expect(main.getByText('20 séances affichées sur 30')).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Afficher plus de séances' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(31));
    await expect(within(table).getAllByText('auto-rééducation').length).toBeGreaterThan(0);
  },
};

/**
 * The sessions tab with what each session recorded: every exercise skipped (not counted), some
 * stopped early or skipped (counted from half of the planned time), all done.
 */
export const SessionsWithSkippedSteps: Story = {
  render: () => <PortalRoutes path={`/reeducateur/patients/${ids.patient}/session`} />,
  parameters: {
    msw: {
      handlers: {
        ...followUpData,
        sessions: answer(endpoints.sessions.history, {
          sessions: [
            { ...sessions.doneAllSkipped, id: '3f6c1a20-5b7e-4c1d-8a2f-000000007001' },
            { ...sessions.doneWithSkipped, id: '3f6c1a20-5b7e-4c1d-8a2f-000000007002' },
            { ...sessions.done, id: '3f6c1a20-5b7e-4c1d-8a2f-000000007003' },
          ],
        }),
      },
    },
  },
  play: async () => {
    const main = await findMain();
    const table = await main.findByRole(
      'table',
      { name: 'Séances des 90 derniers jours, les plus récentes d’abord' },
      firstRender,
    );
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('0 exercice fait sur 4, 4 passés');
    await expect(rows[1]).toHaveTextContent('Non comptée : aucun exercice fait en entier');
    await expect(rows[2]).toHaveTextContent(
      '2 exercices faits sur 4, 1 arrêté avant la fin, 1 passé',
    );
    await expect(rows[2]).not.toHaveTextContent('Non comptée');
    await expect(rows[3]).toHaveTextContent('4 exercices faits sur 4');
  },
};

/** Initialize: a wrong value is explained, a right one saved. */
export const Initialize: Story = {
  render: () => <PortalRoutes path={`/reeducateur/patients/${ids.patient}/initialize`} />,
  play: async () => {
    const main = await findMain();
    const weekly = await main.findByRole(
      'textbox',
      { name: 'Séances d’auto-rééducation prévues par semaine' },
      firstRender,
    );
    await expect(weekly).toHaveValue('3');
    await expect(main.getByRole('textbox', { name: /Temps actif/ })).toHaveValue('45');
    const form = within(main.getByRole('form', { name: 'Réglages du suivi' }));
    // The note for the team is a clinical note now: the form leads to the Notes tab.
    await expect(form.getByRole('link', { name: 'Écrire une note pour l’équipe' })).toHaveAttribute(
      'href',
      `/reeducateur/patients/${ids.patient}/notes`,
    );
    await userEvent.clear(weekly);
    await userEvent.type(weekly, '20');
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    await expect(form.getByText('Saisissez un nombre entier de 0 à 14.')).toBeVisible();
    const before = requestsTo(endpoints.rehabilitators.patchSettings);
    await userEvent.clear(weekly);
    await userEvent.type(weekly, '4');
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    await expect(await form.findByText('Modifications enregistrées.')).toBeVisible();
    await expect(requestsTo(endpoints.rehabilitators.patchSettings)).toBe(before + 1);
  },
};

/**
 * A 390 px phone, on the last tab: the seven tabs stay on one row that scrolls sideways (a shadow
 * at the edge where tabs are hidden), the open tab is scrolled into view, and the keyboard reaches
 * every tab, each brought into view whole, each a 44 px target; the page does not scroll sideways.
 */
export const PhoneTabs: Story = {
  render: () => (
    <div style={{ width: 390 }} data-testid="phone">
      <PortalRoutes path={`/reeducateur/patients/${ids.patient}/initialize`} />
    </div>
  ),
  play: async () => {
    const main = await findMain();
    await main.findByRole('form', { name: 'Réglages du suivi' }, firstRender);
    const nav = within(main.getByRole('navigation', { name: 'Dossier du patient' }));
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Synthèse',
      'Séances',
      'Auto-rééducation',
      'Tests',
      'Objectifs',
      'Notes',
      'Initialisation',
    ]);
    const row = links[0]!.closest('ul')!;
    const inView = (link: HTMLElement) => {
      const box = link.getBoundingClientRect();
      const frame = row.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1;
    };
    // One row, wider than the phone: it scrolls, and the open tab is the one in view.
    await expect(new Set(links.map((link) => link.getBoundingClientRect().top)).size).toBe(1);
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    const open = nav.getByRole('link', { name: 'Initialisation' });
    await expect(open).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(inView(open), 'the open tab in view').toBe(true));
    await expect(inView(links[0]!), 'the first tab scrolled away').toBe(false);
    // Tab from before the row: each tab in turn takes the focus and comes into view whole.
    main.getByRole('link', { name: 'Retour à mes patients' }).focus();
    for (const link of links) {
      for (let presses = 0; document.activeElement !== link; presses += 1) {
        await expect(presses, `Tab reaches « ${link.textContent} »`).toBeLessThan(10);
        await userEvent.tab();
      }
      await waitFor(() => expect(inView(link), `« ${link.textContent} » in view`).toBe(true));
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    const phone = screen.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};

/** The report over the last 4 weeks, with its print and CSV actions. */
export const Report: Story = {
  render: () => (
    <PortalRoutes
      path={`/reeducateur/patients/${ids.patient}/rapport?from=2026-10-29&to=2026-11-25`}
    />
  ),
  play: async () => {
    const main = await findMain();
    await main.findByRole('heading', { name: 'Rapport de suivi de Jeanne Welter' }, firstRender);
    await expect(main.getByText('du 29/10/26 au 25/11/26')).toBeVisible();
    await main.findByRole('table', { name: 'Mesures et objectifs sur la période' });
    await expect(
      main.getByRole('button', { name: 'Imprimer ou enregistrer en PDF' }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Télécharger les mesures (CSV)' })).toBeEnabled();
    // The goals in force and the one achieved in the period; the one dropped before is not there.
    const goalsTable = within(
      await main.findByRole('table', { name: 'Objectifs en cours et clos sur la période' }),
    );
    await expect(goalsTable.getAllByRole('row')).toHaveLength(5);
    await expect(
      goalsTable.getByText('En cours, à revoir — Date de revue passée depuis le 20/11/26'),
    ).toBeVisible();
    await expect(goalsTable.getByText('Rester debout une heure par jour')).toBeVisible();
    await expect(goalsTable.queryByText('Faire le tour du parc')).toBeNull();
    await expect(main.getByRole('button', { name: 'Objectifs (CSV)' })).toBeEnabled();
    await expect(main.getByRole('heading', { name: 'Sources des seuils' })).toBeVisible();
  },
};

/** While the patient is asked for: the page's title and a placeholder. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { ...followUpData, patient: loading(endpoints.rehabilitators.patient) } },
  },
  play: async () => {
    const main = await findMain();
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Dossier du patient' }, firstRender),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Retour à mes patients' })).toBeVisible();
  },
};

/** A new patient: no measure, no session yet. */
export const NewPatient: Story = {
  parameters: {
    msw: {
      handlers: {
        ...followUpData,
        stats: answer(endpoints.stats.patientStats, ({ request }) => newPatientStats(request)),
        sessions: answer(endpoints.sessions.history, { sessions: [] }),
      },
    },
  },
  play: async () => {
    const main = await findMain();
    await expect(
      await main.findByRole('heading', { name: 'Pas encore de mesures' }, firstRender),
    ).toBeVisible();
    await expect(
      await main.findByText('Aucun avis de séance ces 90 derniers jours.'),
    ).toBeVisible();
  },
};

/** The patient cannot be read (not followed, another establishment): said, with a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: {
        ...followUpData,
        patient: failure(endpoints.rehabilitators.patient, 'forbidden'),
      },
    },
  },
  play: async () => {
    const main = await findMain();
    await expect(
      await main.findByText('Vous n’avez pas accès à ces informations.', {}, firstRender),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** Long names, no device, no pathology: the header wraps and says what is missing. */
export const LongNames: Story = {
  parameters: {
    msw: {
      handlers: {
        ...followUpData,
        patient: answer(endpoints.rehabilitators.patient, followedPatients.longNames),
      },
    },
  },
  play: async () => {
    const main = await findMain();
    const heading = await main.findByRole(
      'heading',
      { level: 1, name: /Marie-Thérèse Antoinette Joséphine/ },
      firstRender,
    );
    await expect(heading).toBeVisible();
    await expect(main.getByText('Aucun oxilio associé')).toBeVisible();
    await expect(main.getByText('Pathologie non renseignée')).toBeVisible();
    await expect(main.getByText('Suivi avec un autre rééducateur principal')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/**
 * The patient stopped sharing their data with this rehabilitator: the file answers 404, and the
 * page says when the patient ended the follow-up instead of offering a retry.
 */
export const FollowUpEnded: Story = {
  parameters: {
    msw: {
      handlers: {
        ...followUpData,
        patient: failure(endpoints.rehabilitators.patient, 'not_found'),
        endedFollowUps: answer(endpoints.rehabilitators.endedFollowUps, [
          {
            followUpId: '3f6c1a20-5b7e-4c1d-8a2f-0000000f0101',
            patient: { patientId: ids.patient, firstName: 'Jeanne', lastName: 'Welter' },
            endedAt: '2026-11-30T23:15:00.000Z',
            endedOn: '2026-12-01',
          },
        ]),
      },
    },
  },
  play: async () => {
    const main = await findMain();
    await expect(
      await main.findByText('Ce dossier ne vous est plus accessible', {}, firstRender),
    ).toBeVisible();
    await expect(
      main.getByText(
        'Jeanne Welter a arrêté le partage de ses données avec vous le 01/12/26. Vous n’assurez plus son suivi ; une nouvelle demande de suivi reste possible de sa part.',
      ),
    ).toBeVisible();
    await expect(main.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    await expect(main.getByRole('link', { name: 'Retour à mes patients' })).toBeVisible();
  },
};
