import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  evolutionPercentages,
  evolutionStats,
  newPatientStats,
} from '../../../mocks/evolutionFixtures';
import { establishment } from '../../../mocks/establishmentFixtures';
import { currentUsers } from '../../../mocks/fixtures';
import { answer, failure, loading, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { patientStartup, signedInAs } from '../../../mocks/scenarios';
import { EvolutionPage } from './EvolutionPage';

const { patientStats, patientPercentages } = endpoints.stats;

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 20_000 };

const evolutionData = {
  stats: answer(patientStats, ({ request }) => evolutionStats(request)),
  percentages: answer(patientPercentages, ({ request }) => evolutionPercentages(request)),
  // The patient's establishment: its time zone says what "today" is (docs/product.md#days).
  establishment: answer(endpoints.establishments.get, establishment),
};

/** The main landmark once the tab's heading is in it. */
async function findTab(name: string) {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 2, name }, firstRender);
  return within(main);
}

/** A chart (a figure named by its title) once drawn. */
async function findChart(name: string | RegExp) {
  return within(await screen.findByRole('figure', { name }, firstRender));
}

/** The rows of a chart's data table (present for screen readers even while hidden). */
function tableRows(chart: ReturnType<typeof within>): HTMLElement[] {
  return chart.getAllByRole('row', { hidden: true }).slice(1);
}

/**
 * The patient's evolution (/evolution and its five tabs) as the app shows it: the app's routes,
 * guards and layout around it, the stats and percentages answered by the mocked API with 120 days
 * of a patient up to Wednesday 25 November 2026.
 */
const meta = {
  title: 'Portal/Screens/Patient/Evolution',
  component: EvolutionPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/evolution" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.patient },
    msw: { handlers: { ...patientStartup, ...evolutionData } },
  },
} satisfies Meta<typeof EvolutionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /evolution opens the walk tab on the last 30 days by day, with "since the start" first. */
export const Walk: Story = {
  play: async () => {
    const page = await findTab('Marche');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon évolution' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Marche' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('radio', { name: '30 derniers jours' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Jour' })).toBeChecked();
    const since = within(await page.findByRole('region', { name: 'Depuis le début' }, firstRender));
    await expect(since.getByText(/à partir du 29\/07\/26/)).toBeVisible();
    await expect(since.getByText('Pas par jour')).toBeVisible();
    const steps = await findChart('Pas par jour');
    await expect(
      steps.getByText(
        // Days met are the API's judgement (the completion chart), never re-judged on a bar.
        /^Moyenne des jours mesurés \(2\d sur 30\) : .+ pas\.$/,
      ),
    ).toBeVisible();
    // 30 completed days: the last one is yesterday (today, Wednesday 25, is in progress).
    await expect(
      page.getByText(/^Les courbes s’arrêtent à hier : aujourd’hui est en cours/),
    ).toBeVisible();
    const rows = tableRows(steps);
    await expect(rows).toHaveLength(30);
    await expect(rows.at(-1)).toHaveTextContent(/^mardi 24\/11\/26/);
    // Sundays have no measure: not a day of zero steps.
    await expect(rows.at(-3)).toHaveTextContent(/^dimanche 22\/11\/26Pas de mesure/);
    await findChart('Distance de marche par jour');
    await findChart('Temps de marche par jour');
    await findChart('Plus longue marche sans s’arrêter');
  },
};

/**
 * Since the start by month, then by week: the same daily answer cut again, never asked for twice;
 * the tab links keep the view.
 */
export const SinceTheStart: Story = {
  play: async () => {
    const page = await findTab('Marche');
    await findChart('Pas par jour');
    await userEvent.click(page.getByRole('radio', { name: 'Depuis le début' }));
    await expect(page.getByRole('radio', { name: 'Semaine' })).toBeChecked();
    await expect(page.queryByRole('radio', { name: 'Jour' })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('radio', { name: 'Mois' }));
    const steps = await findChart('Pas par jour');
    await waitFor(() =>
      expect(tableRows(steps).map((row) => row.querySelector('th')?.textContent)).toEqual([
        'juillet 2026',
        'août 2026',
        'septembre 2026',
        'octobre 2026',
        'novembre 2026',
      ]),
    );
    await expect(steps.getByText(/Chaque barre est la moyenne par jour du mois/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Activité' })).toHaveAttribute(
      'href',
      '/evolution/activity?period=all&scale=month',
    );
    await userEvent.click(page.getByRole('radio', { name: '7 derniers jours' }));
    await waitFor(() => expect(tableRows(steps)).toHaveLength(7));
    expect(requestsTo(patientStats)).toBe(1);
  },
};

/** Walking speed, step length and duration by side, regularity and asymmetry. */
export const WalkQuality: Story = {
  render: () => <PortalRoutes path="/evolution/walk-quality?period=month&scale=week" />,
  play: async () => {
    const page = await findTab('Qualité de marche');
    await expect(page.getByRole('radio', { name: 'Semaine' })).toBeChecked();
    const length = await findChart('Longueur du pas');
    await expect(
      length.getByText(/^Moyennes — Côté gauche : \d+ cm, Côté droit : \d+ cm\.$/),
    ).toBeVisible();
    await expect(tableRows(length)[0]).toHaveTextContent(/^Semaine du 26\/10\/26/);
    await findChart('Vitesse de marche');
    await findChart('Durée du pas');
    await findChart('Régularité du pas (variabilité)');
    const asymmetry = await findChart('Asymétrie gauche / droite');
    await expect(asymmetry.getByText(/0 % quand les deux côtés sont pareils/)).toBeVisible();
  },
};

/** Standing and walking time, active time, stand-ups, wheelchair distance and wear time. */
export const Activity: Story = {
  render: () => <PortalRoutes path="/evolution/activity?period=week" />,
  play: async () => {
    const page = await findTab('Activité');
    await expect(page.getByRole('radio', { name: '7 derniers jours' })).toBeChecked();
    const standing = await findChart('Temps debout par jour');
    await expect(standing.getByText('Debout sans marcher', { selector: 'li' })).toBeVisible();
    // Durations read as hours, minutes and seconds (the product's rule), the axis counts minutes.
    await expect(tableRows(standing)[0]).toHaveTextContent(/\d+ min \d+ s/);
    await findChart('Temps actif par jour');
    await findChart('Mises debout par jour');
    await findChart('Distance parcourue en fauteuil par jour');
    const wear = await findChart('Temps avec l’oxilio par jour');
    await expect(
      wear.getByText(/^Moyenne des jours mesurés \(\d sur 7\) : \d+ h( \d+ min)?( \d+ s)?\.$/),
    ).toBeVisible();
  },
};

/** Self-rehabilitation sessions and time, totals per week. */
export const Rehabilitation: Story = {
  render: () => <PortalRoutes path="/evolution/rehabilitation?period=month&scale=week" />,
  play: async () => {
    await findTab('Rééducation');
    const sessions = await findChart('Séances d’auto-rééducation par semaine');
    // Three sessions a week (Monday, Wednesday, Friday); this week counts Monday's only: the
    // weeks stop at yesterday, and Wednesday's, today, is in progress.
    const rows = tableRows(sessions);
    await expect(rows.at(-2)).toHaveTextContent(/^Semaine du 16\/11\/263$/);
    await expect(rows.at(-1)).toHaveTextContent(/^Semaine du 23\/11\/261$/);
    await findChart('Temps d’auto-rééducation par semaine');
  },
};

/** Performance, stars, and walking-objective completion against 100 %. */
export const Performance: Story = {
  render: () => <PortalRoutes path="/evolution/performance?period=all&scale=month" />,
  play: async () => {
    await findTab('Performance');
    await findChart('Score de performance');
    await findChart('Étoiles gagnées par mois');
    const completion = await findChart('Objectifs de marche atteints');
    await expect(completion.getByText('Objectif (100 %)', { selector: 'li' })).toBeVisible();
    await expect(completion.getByText(/Pas : objectif atteint \d+ jours sur \d+/)).toBeVisible();
    await waitFor(() => expect(requestsTo(patientPercentages)).toBe(1));
    // Another scale: one more call; back to months: what is held is shown, nothing asked.
    // The chart is drawn again once the answer of the scale is there: find it each time.
    const firstRow = () =>
      tableRows(within(screen.getByRole('figure', { name: 'Objectifs de marche atteints' })))[0];
    await userEvent.click(screen.getByRole('radio', { name: 'Semaine' }));
    await waitFor(() => expect(firstRow()).toHaveTextContent(/^Semaine du 27\/07\/26/));
    await userEvent.click(screen.getByRole('radio', { name: 'Mois' }));
    await waitFor(() => expect(firstRow()).toHaveTextContent(/^juillet 2026/));
    expect(requestsTo(patientPercentages)).toBe(2);
    expect(requestsTo(patientStats)).toBe(1);
  },
};

/** The charts are explored with the keyboard: one tab stop, arrows, the value announced. */
export const KeyboardTooltip: Story = {
  render: () => <PortalRoutes path="/evolution/walk?period=week" />,
  play: async () => {
    await findTab('Marche');
    const steps = await findChart('Pas par jour');
    const plot = steps.getByRole('application', { name: 'Pas par jour' });
    plot.focus();
    await userEvent.keyboard('{End}');
    await expect(
      steps.getByText(/^mardi 24\/11\/26\. Pas : [\d\s]+ pas.+Objectif : 800 pas/),
    ).toBeInTheDocument();
    await userEvent.click(
      steps.getByRole('button', { name: 'Voir les données sous forme de tableau' }),
    );
    await expect(steps.getByRole('table', { name: 'Pas par jour' })).toBeVisible();
  },
};

/** The stats have not answered yet: the tabs and the controls are there, the charts wait. */
export const Loading: Story = {
  parameters: { msw: { handlers: { stats: loading(patientStats) } } },
  play: async () => {
    const page = await findTab('Marche');
    await expect(page.getByRole('radio', { name: '30 derniers jours' })).toBeChecked();
    await expect(page.queryByRole('figure')).not.toBeInTheDocument();
  },
};

/** The stats calls `StatsArrive` holds until its play function has measured the skeleton. */
const heldStats: (() => void)[] = [];
let statsReleased = false;

/** The top of an element in the page, in CSS pixels. */
const topOf = (element: Element) => element.getBoundingClientRect().top + window.scrollY;

/**
 * The stats arrive while the tab is shown: its skeleton holds a place for "since the start" and
 * for each chart, where they then appear (nothing below them is pushed down the page).
 */
export const StatsArrive: Story = {
  beforeEach: () => {
    statsReleased = false;
  },
  parameters: {
    msw: {
      handlers: {
        stats: answer(patientStats, async ({ request }) => {
          if (!statsReleased) {
            await new Promise<void>((resolve) => heldStats.push(resolve));
          }
          return evolutionStats(request);
        }),
      },
    },
  },
  play: async () => {
    const page = await findTab('Marche');
    const skeleton = await page.findByTestId('evolution-skeleton', {}, firstRender);
    // The "since the start" card's place, then the four charts' places.
    const places = Array.from(skeleton.querySelectorAll('[aria-hidden="true"]')).map(topOf);
    await expect(places).toHaveLength(5);
    statsReleased = true;
    heldStats.splice(0).forEach((release) => release());
    const since = await page.findByRole('region', { name: 'Depuis le début' }, firstRender);
    await findChart('Plus longue marche sans s’arrêter');
    const sections = [since, ...page.getAllByRole('figure')].map(topOf);
    await expect(sections).toHaveLength(5);
    sections.forEach((top, index) => {
      // Within a line or two of text: the charts' summaries differ in length.
      expect(Math.abs(top - places[index]!)).toBeLessThan(64);
    });
  },
};

/**
 * The stats are asked as soon as the tab opens, alongside the account (the access token names the
 * patient), not once the account has answered.
 */
export const StatsWithTheAccount: Story = {
  parameters: {
    msw: {
      handlers: {
        me: loading(endpoints.users.me),
      },
    },
  },
  play: async () => {
    const page = await findTab('Marche');
    await findChart('Pas par jour');
    await expect(page.getByRole('region', { name: 'Depuis le début' })).toBeVisible();
  },
};

/** A new patient whose device has measured nothing yet: a friendly word, no empty charts. */
export const NewPatient: Story = {
  parameters: {
    msw: { handlers: { stats: answer(patientStats, ({ request }) => newPatientStats(request)) } },
  },
  play: async () => {
    const page = await findTab('Marche');
    await expect(await page.findByText('Pas encore de mesures')).toBeVisible();
    await expect(
      page.getByText(/dès que votre oxilio aura enregistré vos premières journées/),
    ).toBeVisible();
    await expect(page.queryByRole('figure')).not.toBeInTheDocument();
  },
};

/** The stats call fails: the error says so and offers to try again. */
export const StatsFailed: Story = {
  parameters: { msw: { handlers: { stats: failure(patientStats) } } },
  play: async () => {
    const page = await findTab('Marche');
    const alert = await page.findByRole('alert', {}, firstRender);
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(page.queryByRole('figure')).not.toBeInTheDocument();
  },
};

const dutchPatient = { ...currentUsers.patient, locale: 'nl' as const };

/** The same screen in Dutch, the account's language. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  parameters: {
    portal: { user: dutchPatient },
    msw: { handlers: signedInAs(dutchPatient) },
  },
  render: () => <PortalRoutes path="/evolution/walk-quality?period=all&scale=month" />,
  play: async () => {
    await findTab('Loopkwaliteit');
    await expect(screen.getByRole('radio', { name: 'Sinds het begin' })).toBeChecked();
    const length = await findChart('Staplengte');
    await expect(tableRows(length)[0]).toHaveTextContent(/^juli 2026/);
  },
};
