import { endpoints, type StatsResponse } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { accountHandlers } from '../../../mocks/accountFixtures';
import { establishment } from '../../../mocks/establishmentFixtures';
import { evolutionStats, newPatientStats, evolutionToday } from '../../../mocks/evolutionFixtures';
import { currentUsers } from '../../../mocks/fixtures';
import { followedSessions } from '../../../mocks/followUpFixtures';
import { jeanneGoalList, noGoals } from '../../../mocks/goalsFixtures';
import { answer, failure } from '../../../mocks/handlers';
import { ownOutcomeList } from '../../../mocks/outcomeFixtures';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { patientStartup } from '../../../mocks/scenarios';
import { ProfileSummaryPage } from './ProfileSummaryPage';

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 20_000 };

/** The answer cut to the request's period, as the API gives it (the fixtures give two years). */
function statsOfPeriod(request: Request, answerOf: (request: Request) => StatsResponse) {
  const whole = answerOf(request);
  const query = new URL(request.url).searchParams;
  const from = query.get('from') ?? whole.from;
  const to = query.get('to') ?? whole.to;
  const kept = whole.starts.flatMap((day, index) => (day >= from && day <= to ? [index] : []));
  return {
    ...whole,
    from,
    to,
    starts: kept.map((index) => whole.starts[index]!),
    series: Object.fromEntries(
      Object.entries(whole.series).map(([key, values]) => [
        key,
        kept.map((index) => values![index] ?? null),
      ]),
    ),
  };
}

const summaryData = {
  // The profile gives the name and the establishment, whose time zone says what "today" is.
  ...accountHandlers,
  establishment: answer(endpoints.establishments.get, establishment),
  stats: answer(endpoints.stats.patientStats, ({ request }) =>
    statsOfPeriod(request, evolutionStats),
  ),
  sessions: answer(endpoints.sessions.history, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const from = query.get('from') ?? '';
    const to = query.get('to') ?? '9999';
    return {
      sessions: followedSessions.sessions.filter(
        (session) => session.day >= from && session.day <= to,
      ),
    };
  }),
  goals: answer(endpoints.goals.list, jeanneGoalList),
  outcomeResults: answer(endpoints.outcomeMeasures.list, ownOutcomeList()),
};

/**
 * The fixtures' today (Wednesday 25 November 2026, 10:00 in Paris), for the default period and the
 * date of issue: `new Date()` and `Date.now()` read it, the clock still running from it.
 */
function pinToday() {
  const RealDate = Date;
  const offset = Date.parse(`${evolutionToday}T09:00:00Z`) - RealDate.now();
  class FixtureDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) {
        super(RealDate.now() + offset);
      } else {
        super(...(args as [string]));
      }
    }
    static override now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = FixtureDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

/** The main landmark once the summary's heading (the patient's name) is in it. */
async function findSummary() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 2, name: 'Lucie Moreau' }, firstRender);
  return within(main);
}

/**
 * The patient's summary for their doctor (/profil/summary), as the app shows it: the app's routes,
 * guards and layout around it, their profile, measures, tests, goals and sessions answered by the
 * mocked API (measures up to 25 November 2026, the day the stories take as today).
 */
const meta = {
  title: 'Portal/Screens/Patient/Summary',
  component: ProfileSummaryPage,
  decorators: [withPortal],
  beforeEach: pinToday,
  render: () => <PortalRoutes path="/profil/summary" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.patient },
    msw: { handlers: { ...patientStartup, ...summaryData } },
  },
} satisfies Meta<typeof ProfileSummaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The last 4 weeks by default: the patient's name, the period and the date of issue, their
 * measures against their objectives, tests, goals and sessions; no clinical reading of the care
 * team's report. The way back to the account.
 */
export const Summary: Story = {
  play: async () => {
    const page = await findSummary();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mon résumé pour mon médecin' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à mon compte' })).toHaveAttribute(
      'href',
      '/profil/account',
    );
    // The menu keeps the profile highlighted: the summary belongs to it.
    await expect(
      screen.getAllByRole('link', { name: 'Profil' }).some((link) => link.ariaCurrent === 'page'),
    ).toBe(true);
    await expect(page.getByText('du 28/10/26 au 24/11/26')).toBeVisible();
    await expect(page.getByText('25/11/26')).toBeVisible();
    const measures = within(
      await page.findByRole('table', { name: 'Mesures et objectifs sur la période' }, firstRender),
    );
    // 28 days but 4 Sundays and 2-4 November without the device: 21 days of steps.
    await expect(measures.getByRole('row', { name: /^Nombre de pas/ })).toHaveTextContent(/21$/);
    await expect(
      await page.findByRole('table', { name: 'Tests standardisés de la période' }),
    ).toBeVisible();
    await expect(
      await page.findByRole('table', { name: 'Objectifs en cours et clos sur la période' }),
    ).toBeVisible();
    await expect(
      await page.findByRole('table', { name: 'Séances et avis sur la période' }),
    ).toBeVisible();
    await expect(page.queryByRole('heading', { name: 'Repères cliniques' })).toBeNull();
    await expect(page.queryByRole('heading', { name: 'Sources des seuils' })).toBeNull();
    await expect(page.getByRole('group', { name: /^Période du résumé/ })).toBeVisible();
  },
};

/** The measures as CSV: in the French spreadsheet dialect, one row per day of the period. */
export const DownloadMeasures: Story = {
  play: async () => {
    const page = await findSummary();
    await page.findByRole('table', { name: 'Mesures et objectifs sur la période' }, firstRender);
    const created = spyOn(URL, 'createObjectURL');
    try {
      await userEvent.click(page.getByRole('button', { name: 'Télécharger les mesures (CSV)' }));
      await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
      const csv = await (created.mock.calls[0]![0] as Blob).text();
      const [patient, , period, , blank, header, ...days] = csv
        .replace('\uFEFF', '')
        .trim()
        .split('\r\n');
      // Whose file it is, and for which period, before the table.
      await expect(patient).toMatch(/^Patient;\S/);
      await expect(period).toBe('Période (du, au);2026-10-28;2026-11-24');
      await expect(blank).toBe('');
      await expect(header).toMatch(/^Date;/);
      await expect(days).toHaveLength(28);
      await expect(days[0]).toMatch(/^2026-10-28;/);
    } finally {
      created.mockRestore();
    }
  },
};

/**
 * A period the summary cannot take stays as typed, with what is wrong with it, and the summary
 * keeps the period it shows: an end before the start, then more than the 2 years the API takes.
 */
export const PeriodItCannotTake: Story = {
  play: async () => {
    const page = await findSummary();
    await page.findByRole('table', { name: 'Mesures et objectifs sur la période' }, firstRender);
    const start = page.getByLabelText('Date de début');
    const end = page.getByLabelText('Date de fin');
    await expect(start).toHaveValue('2026-10-28');

    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-30');
    await userEvent.tab();
    await expect(start).toHaveValue('2026-11-30');
    await expect(end).toHaveAccessibleDescription(
      /La date de fin doit être identique ou postérieure à la date de début\.$/,
    );
    await expect(page.getByText('du 28/10/26 au 24/11/26')).toBeVisible();

    await userEvent.clear(start);
    await userEvent.type(start, '2023-01-01');
    await userEvent.tab();
    await expect(start).toHaveValue('2023-01-01');
    await expect(end).toHaveAccessibleDescription(/Choisissez une période de 2 ans au plus\.$/);
    await expect(page.getByText('du 28/10/26 au 24/11/26')).toBeVisible();

    // A period it takes replaces the summary's.
    await userEvent.click(page.getByRole('button', { name: '3 derniers mois' }));
    await expect(await page.findByText('du 26/08/26 au 24/11/26')).toBeVisible();
    await expect(end).not.toHaveAccessibleDescription(/Choisissez/);
  },
};

/** A period the device measured nothing in, without goals: said plainly, no empty table. */
export const NoMeasures: Story = {
  parameters: {
    msw: {
      handlers: {
        stats: answer(endpoints.stats.patientStats, ({ request }) =>
          statsOfPeriod(request, newPatientStats),
        ),
        sessions: answer(endpoints.sessions.history, { sessions: [] }),
        goals: answer(endpoints.goals.list, noGoals),
      },
    },
  },
  play: async () => {
    const page = await findSummary();
    await expect(
      await page.findByText('Aucune mesure sur la période choisie.', {}, firstRender),
    ).toBeVisible();
    await expect(await page.findByText('Aucune séance sur la période.')).toBeVisible();
  },
};

/** The profile cannot be read: said, with a way to ask again; the way back stays. */
export const ProfileFailed: Story = {
  parameters: {
    msw: { handlers: { profile: failure(endpoints.patients.getPatient) } },
  },
  play: async () => {
    const main = within(await screen.findByRole('main', {}, firstRender));
    await expect(await main.findByRole('alert', {}, firstRender)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Retour à mon compte' })).toBeVisible();
  },
};
