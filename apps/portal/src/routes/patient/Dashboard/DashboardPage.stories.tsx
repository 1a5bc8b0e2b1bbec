import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { revealDeferredParts } from '../../../mocks/deferredParts';
import { currentUsers } from '../../../mocks/fixtures';
import { answer, failure, loading, requestsTo } from '../../../mocks/handlers';
import {
  deviceRemovedRecap,
  firstDayRecap,
  fullRecap,
  noDataYesterdayRecap,
  noDeviceRecap,
  usageStats,
  usageStatsWithGaps,
} from '../../../mocks/patientDay';
import { goalList, noGoals } from '../../../mocks/goalsFixtures';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { patientStartup, signedInAs } from '../../../mocks/scenarios';
import { DashboardPage } from './DashboardPage';

const { recap } = endpoints.patients;
const { patientStats } = endpoints.stats;

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

/** The main landmark, once the page's title is in it. */
async function findPage() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 1, name: 'Ma journée' }, firstRender);
  return within(main);
}

/**
 * The whole day: My goals and the device's use, below the first screen, render as the patient
 * comes near them (app/WhenNear.tsx); scrolled to as a patient would, then back to the top.
 */
async function wholeDay(main?: HTMLElement) {
  const page = main ? within(main) : await findPage();
  await revealDeferredParts(main ?? screen.getByRole('main'), () =>
    // The day's sections (yesterday's results or a notice, the stars, the use): no skeleton.
    expect(page.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(2),
  );
  return page;
}

/** The list item of a metric's result, by the metric's name. */
async function resultOf(page: ReturnType<typeof within>, name: string) {
  const section = await page.findByRole('region', { name: 'Mes résultats d’hier' }, firstRender);
  const item = within(section)
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByText(name, { exact: true }));
  if (!item) {
    throw new Error(`No result for ${name}`);
  }
  return within(item);
}

/**
 * "My day" (/dashboard) as the app shows it, in the signed-in layout: the recap (shared with the
 * start-up modals) and the device's use over the 7 days ending yesterday
 * (GET /patients/:id/stats), from the mocked API.
 */
const meta = {
  title: 'Portal/Screens/Patient/My day',
  component: DashboardPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/dashboard" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.patient },
    msw: {
      handlers: {
        ...patientStartup,
        recap: answer(recap, fullRecap),
        stats: answer(patientStats, usageStats),
        // A patient who never had a goal: My day shows no goals section.
        goals: answer(endpoints.goals.list, noGoals),
      },
    },
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A measured day: results against objectives, today's objectives, stars, device use. */
export const FullDay: Story = {
  play: async () => {
    const page = await wholeDay();
    await expect(
      await page.findByText(
        'Bonjour Lucie ! Voici vos résultats d’hier et vos objectifs du jour.',
        {},
        firstRender,
      ),
    ).toBeVisible();
    await expect(await page.findByText('Journée du 01/03/25', {}, firstRender)).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^Performance : objectif atteint à 89\s%$/ }),
    ).toBeVisible();
    // The six activity objectives, as many met as the day's activity stars: the walking perimeter,
    // met, counts in neither stars nor performance, and says so.
    await expect(page.getByText('3 objectifs atteints sur 6')).toBeVisible();
    const perimeter = await resultOf(page, 'Périmètre de marche');
    await expect(perimeter.getByText('Objectif atteint')).toBeVisible();
    await expect(
      perimeter.getByText('Ne compte ni dans les étoiles ni dans la performance'),
    ).toBeVisible();

    const steps = await resultOf(page, 'Nombre de pas');
    await expect(steps.getByText('645')).toBeVisible();
    await expect(steps.getByText(/Objectif : 800/)).toBeVisible();
    await expect(steps.getByText('Objectif non atteint')).toBeVisible();
    await expect(steps.getByRole('img', { name: /^Objectif atteint à 81\s%$/ })).toBeVisible();
    const standing = await resultOf(page, 'Temps debout');
    // Hours, minutes and seconds: 2 329 s read "38 min 49 s".
    await expect(standing.getByText(/^38\smin\s49\ss$/)).toBeVisible();
    await expect(standing.getByText('Objectif atteint')).toBeVisible();
    // 199,6 m misses 200 m: shown as judged, never as "200 m" beside "not met".
    const walked = await resultOf(page, 'Distance de marche');
    await expect(walked.getByText(/^199,6\sm$/)).toBeVisible();
    await expect(walked.getByText(/Objectif : 200\sm/)).toBeVisible();
    await expect(walked.getByText('Objectif non atteint')).toBeVisible();
    await expect(walked.getByRole('img', { name: /^Objectif atteint à 99\s%$/ })).toBeVisible();
    const seated = await resultOf(page, 'Distance parcourue assis');
    await expect(seated.getByText('Sans objectif')).toBeVisible();
    await expect(seated.queryByRole('img')).not.toBeInTheDocument();

    const today = page.getByRole('region', { name: 'Mes objectifs du jour' });
    await expect(within(today).getAllByRole('listitem')).toHaveLength(7);
    await expect(within(today).getAllByRole('listitem')[0]).toHaveTextContent(
      /^Nombre de pas\s*800$/,
    );
    await expect(within(today).getAllByRole('listitem')[6]).toHaveTextContent(
      /^Périmètre de marche\s*Ne compte ni dans les étoiles ni dans la performance\s*20\sm$/,
    );

    const stars = page.getByRole('region', { name: 'Mes étoiles' });
    await expect(within(stars).getByText('3 étoiles')).toBeInTheDocument();
    await expect(within(stars).getByText('99 étoiles')).toBeInTheDocument();
    // The month's stars and those since the start, each named: the rank follows the latter.
    await expect(within(stars).getByText('Depuis le début')).toBeVisible();
    await expect(within(stars).getByText('594 étoiles')).toBeInTheDocument();
    await expect(within(stars).getByText('Votre rang : Platine.')).toBeVisible();
    await expect(
      within(stars).getByText(
        'Votre rang suit vos étoiles depuis le début : encore 406 étoiles pour atteindre le rang Diamant.',
      ),
    ).toBeVisible();
    await expect(
      within(stars).getByRole('link', { name: 'Voir mon rang et mes succès' }),
    ).toHaveAttribute('href', '/profil/rank');

    const usage = page.getByRole('region', { name: 'Utilisation de l’oxilio' });
    const usageLabel = await within(usage).findByText('Temps d’utilisation hier', {}, firstRender);
    // The tile: its label, then the value.
    await expect(usageLabel.parentElement?.parentElement).toHaveTextContent(
      /Temps d’utilisation hier\s*9\sh\s36\smin\s31\ss/,
    );
    await expect(within(usage).getByText('Assis').nextElementSibling).toHaveTextContent(
      /^8\sh\s46\smin\s36\ss$/,
    );
    await expect(
      within(usage).getByRole('figure', { name: 'Temps d’utilisation des 7 derniers jours' }),
    ).toBeVisible();
    await expect(within(usage).getByText(/^Utilisé 7 jours sur 7, en moyenne/)).toBeVisible();
    // The usage is asked for the 7 days ending yesterday.
    await expect(requestsTo(patientStats)).toBe(1);
  },
};

/** The week's chart and table of device use, read with the keyboard. */
export const UsageWithGaps: Story = {
  parameters: { msw: { handlers: { stats: answer(patientStats, usageStatsWithGaps) } } },
  play: async () => {
    const page = await wholeDay();
    const usage = await page.findByRole('region', { name: 'Utilisation de l’oxilio' }, firstRender);
    await expect(
      await within(usage).findByText(/^Utilisé 5 jours sur 7, en moyenne/, {}, firstRender),
    ).toBeVisible();
    await userEvent.click(
      within(usage).getByRole('button', { name: 'Voir les données sous forme de tableau' }),
    );
    const table = within(usage).getByRole('table', {
      name: 'Temps d’utilisation des 7 derniers jours',
    });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
  },
};

/** While the recap loads: a skeleton under the title, no result yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: { recap: loading(recap) } } },
  play: async () => {
    const page = await findPage();
    await waitFor(() => expect(requestsTo(recap)).toBeGreaterThan(0));
    await expect(page.queryByRole('heading', { name: 'Mes résultats d’hier' })).toBeNull();
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

/** The recap fails: an error with a retry, which asks again. */
export const RecapFailed: Story = {
  parameters: { msw: { handlers: { recap: failure(recap) } } },
  play: async () => {
    const page = await findPage();
    const alert = await page.findByRole('alert', {}, firstRender);
    await expect(alert).toBeVisible();
    const before = requestsTo(recap);
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(requestsTo(recap)).toBeGreaterThan(before));
    await expect(page.queryByRole('heading', { name: 'Mes résultats d’hier' })).toBeNull();
  },
};

/** Only the usage call fails: the day is there, the usage card says so and offers a retry. */
export const UsageFailed: Story = {
  parameters: { msw: { handlers: { stats: failure(patientStats) } } },
  play: async () => {
    const page = await wholeDay();
    await expect(
      await page.findByText('3 objectifs atteints sur 6', {}, firstRender),
    ).toBeVisible();
    const usage = page.getByRole('region', { name: 'Utilisation de l’oxilio' });
    const alert = await within(usage).findByRole('alert', {}, firstRender);
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** A new patient without a device: welcomed, and told their establishment can now associate one. */
export const NoDevice: Story = {
  parameters: { msw: { handlers: { recap: answer(recap, noDeviceRecap) } } },
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByRole(
        'heading',
        { name: 'Bienvenue dans la communauté oxilio !' },
        firstRender,
      ),
    ).toBeVisible();
    await expect(
      page.getByText(/^Votre établissement peut maintenant vous associer un oxilio\./),
    ).toBeVisible();
    await expect(page.queryByRole('heading', { name: 'Mes résultats d’hier' })).toBeNull();
    await expect(page.queryByRole('heading', { name: 'Mes objectifs du jour' })).toBeNull();
    // Near the top here: the stars render as their code arrives (app/WhenNear.tsx).
    const stars = page.getByRole('region', { name: 'Mes étoiles' });
    await expect(
      await within(stars).findByText('Votre rang : Débutant.', {}, firstRender),
    ).toBeVisible();
    await expect(
      within(stars).getByText(
        'Votre rang suit vos étoiles depuis le début : encore 25 étoiles pour atteindre le rang Bronze.',
      ),
    ).toBeVisible();
    await expect(requestsTo(patientStats)).toBe(0);
  },
};

/** A device since a few days, nothing measured yet: when the first results come, and today's objectives. */
export const FirstDay: Story = {
  parameters: { msw: { handlers: { recap: answer(recap, firstDayRecap) } } },
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByRole(
        'heading',
        { name: 'Vos premiers résultats arrivent bientôt' },
        firstRender,
      ),
    ).toBeVisible();
    await expect(page.getByText(/associé depuis le 27\/02\/25/)).toBeVisible();
    const today = page.getByRole('region', { name: 'Mes objectifs du jour' });
    await expect(within(today).getAllByRole('listitem')).toHaveLength(7);
    await expect(page.queryByRole('region', { name: 'Utilisation de l’oxilio' })).toBeNull();
  },
};

/** The device sent nothing yesterday: said so, with the last day measured. */
export const NoDataYesterday: Story = {
  parameters: { msw: { handlers: { recap: answer(recap, noDataYesterdayRecap) } } },
  play: async () => {
    const page = await wholeDay();
    const results = await page.findByRole('region', { name: 'Mes résultats d’hier' }, firstRender);
    await expect(within(results).getByText('Pas de mesure hier')).toBeVisible();
    await expect(
      within(results).getByText(/Dernière journée mesurée : le 26\/02\/25\./),
    ).toBeVisible();
    await expect(within(results).queryByRole('img')).toBeNull();
  },
};

/** The device was taken back: the past results stay, with a notice. */
export const DeviceRemoved: Story = {
  parameters: { msw: { handlers: { recap: answer(recap, deviceRemovedRecap) } } },
  play: async () => {
    const page = await wholeDay();
    await expect(
      await page.findByText(/^Aucun oxilio ne vous est associé en ce moment/, {}, firstRender),
    ).toBeVisible();
    await expect(page.getByText('3 objectifs atteints sur 6')).toBeVisible();
    await expect(page.queryByRole('heading', { name: 'Mes objectifs du jour' })).toBeNull();
  },
};

/** Very long names wrap: the page does not scroll sideways (the e2e test checks a 390 px phone). */
export const LongNames: Story = {
  parameters: {
    portal: { user: currentUsers.patientWithLongNames },
    msw: { handlers: signedInAs(currentUsers.patientWithLongNames) },
  },
  play: async () => {
    const page = await wholeDay();
    await expect(
      await page.findByText(/^Bonjour Marie-Bernadette-Éléonore-Clémentine !/, {}, firstRender),
    ).toBeVisible();
    await page.findByRole(
      'figure',
      { name: 'Temps d’utilisation des 7 derniers jours' },
      firstRender,
    );
    // The page itself (the header is the signed-in layout's).
    const main = screen.getByRole('main');
    await waitFor(() => expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth));
  },
};

const germanPatient = { ...currentUsers.patient, locale: 'de' as const };

/** In German, for a patient whose account speaks German. */
export const German: Story = {
  globals: { locale: 'de' },
  parameters: {
    portal: { user: germanPatient },
    msw: { handlers: signedInAs(germanPatient) },
  },
  play: async () => {
    const main = await screen.findByRole('main', {}, firstRender);
    const page = within(main);
    await page.findByRole('heading', { level: 1, name: 'Mein Tag' }, firstRender);
    await wholeDay(main);
    await expect(await page.findByText('3 Ziele von 6 erreicht', {}, firstRender)).toBeVisible();
    await expect(
      page.getByText(
        'Ihr Rang richtet sich nach Ihren Sternen seit Beginn: noch 406 Sterne bis zum Rang Diamant.',
      ),
    ).toBeVisible();
    await expect(
      page.getAllByText('Zählt weder für die Sterne noch für die Leistung')[0],
    ).toBeVisible();
    const usageLabel = await page.findByText('Nutzungsdauer gestern', {}, firstRender);
    await expect(usageLabel.parentElement?.parentElement).toHaveTextContent(
      /Nutzungsdauer gestern\s*9\sStd\.\s36\sMin\.\s31\sSek\./,
    );
  },
};

/**
 * The day is asked as soon as the screen opens, alongside the account (the access token names the
 * patient), not once the account has answered.
 */
export const DayWithTheAccount: Story = {
  parameters: {
    msw: {
      handlers: {
        me: loading(endpoints.users.me),
      },
    },
  },
  play: async () => {
    const page = await wholeDay();
    const steps = await resultOf(page, 'Nombre de pas');
    await expect(steps.getByText('645')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mes objectifs du jour' })).toBeVisible();
  },
};

/**
 * "Mes objectifs": the patient's goals in their words, the progress said in plain language and
 * as an accessible progress bar, a reached target, a goal in words, the last goals achieved.
 */
export const WithGoals: Story = {
  parameters: { msw: { handlers: { goals: answer(endpoints.goals.list, goalList) } } },
  play: async () => {
    const page = await wholeDay();
    const section = await page.findByRole('region', { name: 'Mes objectifs' }, firstRender);
    const mine = within(section);
    await expect(mine.getByText('Marcher jusqu’à la boulangerie')).toBeVisible();
    const bars = mine.getAllByRole('progressbar', { name: 'Où j’en suis' });
    await expect(bars).toHaveLength(2);
    await expect(bars[1]).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^61\s% du chemin fait$/),
    );
    await expect(
      mine.getByText(
        /^Nombre de pas, ces 7 derniers jours : 1\s150 en moyenne\. Votre cible : 1\s500\.$/,
      ),
    ).toBeVisible();
    await expect(
      mine.getByText(
        'Bravo, vous avez atteint la cible ! Votre rééducateur le confirmera avec vous.',
      ),
    ).toBeVisible();
    await expect(
      mine.getByText('Vous en reparlerez bientôt avec votre rééducateur.'),
    ).toBeVisible();
    await expect(mine.getByRole('heading', { name: 'Objectifs atteints' })).toBeVisible();
    await expect(mine.getByText('Rester debout une heure par jour')).toBeVisible();
    // Never the team's reasons for dropping a goal.
    await expect(mine.queryByText('Faire le tour du parc')).not.toBeInTheDocument();
  },
};

/** "Mes objectifs" in Dutch. */
const dutchPatient = { ...currentUsers.patient, locale: 'nl' as const };

export const WithGoalsInDutch: Story = {
  globals: { locale: 'nl' },
  parameters: {
    portal: { user: dutchPatient },
    msw: {
      handlers: {
        ...signedInAs(dutchPatient),
        goals: answer(endpoints.goals.list, goalList),
      },
    },
  },
  play: async () => {
    const main = await wholeDay(await screen.findByRole('main', {}, firstRender));
    const section = await main.findByRole('region', { name: 'Mijn doelen' }, firstRender);
    await expect(within(section).getAllByRole('progressbar', { name: 'Waar ik sta' })).toHaveLength(
      2,
    );
  },
};
