import { endpoints, type CurrentUser } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { currentUsers } from '../mocks/fixtures';
import { answer } from '../mocks/handlers';
import { usageStats } from '../mocks/patientDay';
import { PortalRoutes, withPortal } from '../mocks/portal';
import { patientStartup, signedInAs } from '../mocks/scenarios';
import { establishmentHandlers } from '../mocks/establishmentFixtures';
import { managerApi } from '../mocks/managerFixtures';
import { noGoals } from '../mocks/goalsFixtures';
import { programHandlers } from '../mocks/programFixtures';
import { patientsApi } from '../mocks/rehabilitatorPatientsFixtures';
import { managerPaths } from '../routes/manager/manifest';
import { patientPaths } from '../routes/patient/manifest';
import { rehabilitatorPaths } from '../routes/rehabilitator/manifest';
import { AppLayout } from './AppLayout';

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

/**
 * The header: brand, the role's menu links in order (the first one current), who (a link to their
 * account), sign-out.
 */
async function expectHeader(
  menuLabels: readonly string[],
  who: readonly [name: string, role: string | null],
  account: string,
) {
  const menu = await screen.findByRole('navigation', { name: 'Menu principal' }, firstRender);
  // When the entries do not fit on the bar's line beside the brand and the user, they are behind
  // the Menu button: opened to read them, then closed again.
  const toggle = within(menu).queryByRole('button', { name: 'Menu' });
  if (toggle) {
    await userEvent.click(toggle);
  }
  const links = within(menu).getAllByRole('link');
  await expect(links.map((link) => link.textContent)).toEqual(menuLabels);
  await expect(links[0]).toHaveAttribute('aria-current', 'page');
  // None clipped: each inside the page's width.
  for (const link of links) {
    const rect = link.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  }
  if (toggle) {
    await userEvent.click(toggle);
    toggle.blur();
  }
  const header = within(screen.getByRole('banner'));
  await expect(header.getByRole('link', { name: 'oxilio, accueil' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  // The account's names (GET /users/me) and the current role.
  await expect(await header.findByText(who[0])).toBeVisible();
  if (who[1]) {
    await expect(header.getByText(who[1], { exact: true })).toBeVisible();
  }
  // The name (and role) are the way to the user's own account, whatever the menu holds.
  // (Its parts are lines of their own: an accessible name reads them with a space between.)
  const accountLink = header.getByRole('link', {
    name: new RegExp(`^${who.filter(Boolean).join('\\s+')}\\s*, mon compte$`),
  });
  await expect(accountLink).toHaveAttribute('href', account);
  await expect(accountLink.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
}

/** The app at a path, signed in as the user (AppLayout gets its user from the session). */
function signedIn(user: CurrentUser, path: string): Pick<Story, 'parameters' | 'render'> {
  return {
    parameters: { portal: { user }, msw: { handlers: signedInAs(user) } },
    render: () => <PortalRoutes path={path} />,
  };
}

/**
 * The signed-in layout as the app shows it at each role's home: skip link, main menu of the role
 * (docs/product.md#roles-and-menus), the user's name and current role (from `GET /users/me`),
 * sign-out. The patient's start-up calls are answered with nothing pending (their states: the start-up modals' and the
 * account page's stories).
 */
const meta = {
  title: 'Portal/Screens/Signed-in layout',
  component: AppLayout,
  decorators: [withPortal],
  parameters: {
    layout: 'fullscreen',
    // The patient's home ("my day") also reads the device's use.
    msw: {
      handlers: {
        ...patientStartup,
        stats: answer(endpoints.stats.patientStats, usageStats),
        goals: answer(endpoints.goals.list, noGoals),
      },
    },
  },
} satisfies Meta;

export default meta;
// Rendered through the routes, not with args: the layout takes its user from the session.
type Story = StoryObj;

/** A patient on "Ma journée"; the skip link is the first stop of the keyboard. */
export const Patient: Story = {
  ...signedIn(currentUsers.patient, patientPaths.dashboard),
  play: async () => {
    await expectHeader(
      ['Ma journée', 'Évolution', 'Auto-rééducation', 'Activités adaptées', 'Profil'],
      ['Lucie Moreau', 'Patient'],
      '/profil/account',
    );
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: 'oxilio, accueil' })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
  },
};

/**
 * The account of `AccountArriving`, held until its play function has measured the header: released
 * before its request comes (the header shows the role from the token first), it is answered at once.
 */
const heldAccount = { released: false, release: () => undefined as void };

/**
 * The account (its names) comes after the layout: the header keeps the line of the names meanwhile,
 * so that it does not grow and push the page down when they come.
 */
export const AccountArriving: Story = {
  beforeEach: () => {
    heldAccount.released = false;
    heldAccount.release = () => {
      heldAccount.released = true;
    };
  },
  parameters: {
    portal: { user: currentUsers.patient },
    msw: {
      handlers: {
        me: answer(endpoints.users.me, async () => {
          if (!heldAccount.released) {
            await new Promise<void>((resolve) => {
              heldAccount.release = () => {
                heldAccount.released = true;
                resolve();
              };
            });
          }
          return currentUsers.patient;
        }),
      },
    },
  },
  render: () => <PortalRoutes path={patientPaths.dashboard} />,
  play: async () => {
    const header = within(await screen.findByRole('banner', {}, firstRender));
    const who = (await header.findByText('Patient', { exact: true }, firstRender)).parentElement!;
    const height = who.getBoundingClientRect().height;
    heldAccount.release();
    await expect(await header.findByText('Lucie Moreau', {}, firstRender)).toBeVisible();
    await expect(who.getBoundingClientRect().height).toBe(height);
  },
};

export const Rehabilitator: Story = {
  ...signedIn(currentUsers.reeducator, rehabilitatorPaths.patients),
  parameters: {
    portal: { user: currentUsers.reeducator },
    // The rehabilitator's home is the patients list: its calls answered.
    msw: { handlers: { ...signedInAs(currentUsers.reeducator), ...patientsApi() } },
  },
  play: async () => {
    await expectHeader(
      ['Patients', 'Programmes', 'Mon compte'],
      ['Marie Lefèvre', 'Rééducateur'],
      rehabilitatorPaths.profile,
    );
  },
};

export const Manager: Story = {
  ...signedIn(currentUsers.responsable, managerPaths.home),
  parameters: {
    portal: { user: currentUsers.responsable },
    // The manager's home reads the establishment's patients, stats and applications; their account
    // page, the establishment and the sessions.
    msw: {
      handlers: {
        ...establishmentHandlers,
        ...managerApi(),
        ...signedInAs(currentUsers.responsable),
      },
    },
  },
  play: async () => {
    await expectHeader(
      ['Accueil', 'Patients', 'Oxilios', 'Activités adaptées', 'Établissement'],
      ['Claire Dumont', 'Responsable d’établissement'],
      managerPaths.profile,
    );
    // The home under the header, drawn before the screenshot: its last part, the activity's period.
    await screen.findByText('Irène Hoffmann', {}, firstRender);
    await screen.findByRole('radio', { name: '7 jours' }, firstRender);
  },
};

/** The manager's account has no menu entry: their name in the header leads there. */
export const ManagerOpensTheirAccount: Story = {
  ...Manager,
  play: async () => {
    const header = within(await screen.findByRole('banner', {}, firstRender));
    await userEvent.click(
      await header.findByRole('link', { name: /^Claire Dumont.*, mon compte$/ }, firstRender),
    );
    await screen.findByRole('heading', { level: 1, name: 'Mon compte' }, firstRender);
    await expect(await screen.findByRole('combobox', { name: 'Langue' })).toBeVisible();
    (document.activeElement as HTMLElement).blur();
  },
};

/** The switch between the roles' menus of the combined role: its links in order, which is current. */
async function expectRoleSwitch(labels: readonly string[], current: string) {
  const roleSwitch = await screen.findByRole(
    'navigation',
    { name: 'Travailler en tant que' },
    firstRender,
  );
  const links = within(roleSwitch).getAllByRole('link');
  await expect(links.map((link) => link.textContent)).toEqual(labels);
  for (const link of links) {
    await expect(link).toBeVisible();
    if (link.textContent === current) {
      await expect(link).toHaveAttribute('aria-current', 'true');
    } else {
      await expect(link).not.toHaveAttribute('aria-current');
    }
    // A 44 px target, even at 390 px where the two share the row.
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  }
  return within(roleSwitch);
}

const coordinator = currentUsers.reeducatorresponsable;
/** The combined role's calls: the manager's home and the rehabilitator's patients (its own). */
const { patients: rehabilitatorPatients, ...rehabilitatorCalls } = patientsApi();
const coordinatorApi = {
  ...managerApi(),
  ...rehabilitatorCalls,
  // Both fixtures name their patients list `patients`: the combined role makes both reads.
  rehabilitatorPatients,
  ...signedInAs(coordinator),
};

/**
 * A rehabilitator who also manages the establishment, on its home: the manager's part of its menu
 * (with Establishment and Coaching), and the switch to its rehabilitator's part, which the
 * keyboard reaches and follows: there, its own patients, programs and account.
 */
export const Coordinator: Story = {
  ...signedIn(coordinator, managerPaths.home),
  parameters: { portal: { user: coordinator }, msw: { handlers: coordinatorApi } },
  play: async () => {
    await expectHeader(
      ['Accueil', 'Patients', 'Oxilios', 'Activités adaptées', 'Établissement', 'Coaching'],
      // Its roles are read in the switch, not under its name.
      ['Thomas Girard', null],
      // The account of the part it is in.
      managerPaths.profile,
    );
    await expect(
      within(screen.getByRole('banner')).queryByText('Rééducateur et responsable d’établissement'),
    ).toBeNull();
    const roleSwitch = await expectRoleSwitch(
      ['Responsable d’établissement', 'Rééducateur'],
      'Responsable d’établissement',
    );
    const rehabilitator = roleSwitch.getByRole('link', { name: 'Rééducateur' });
    rehabilitator.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Mes patients' }, firstRender);
    await expectRoleSwitch(['Responsable d’établissement', 'Rééducateur'], 'Rééducateur');
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    const links = within(menu).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Patients',
      'Programmes',
      'Mon compte',
    ]);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    // Back to the establishment's home.
    await userEvent.click(screen.getByRole('link', { name: 'Responsable d’établissement' }));
    await screen.findByRole('heading', { level: 1, name: 'Accueil' }, firstRender);
    (document.activeElement as HTMLElement).blur();
  },
};

/**
 * The combined role in its rehabilitator's part, building a program: the menu highlights
 * Programmes (the page belongs to the programs), the switch Rééducateur.
 */
export const CoordinatorNewProgram: Story = {
  ...signedIn(coordinator, rehabilitatorPaths.newProgram({})),
  parameters: {
    portal: { user: coordinator },
    msw: { handlers: { ...programHandlers, ...signedInAs(coordinator) } },
  },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Nouveau programme' }, firstRender);
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    // The bar lays its menu out on one line once it has measured itself (in the next frame).
    await expect(await within(menu).findByRole('link', { name: 'Programmes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).getByRole('link', { name: 'Patients' })).not.toHaveAttribute(
      'aria-current',
    );
    await expectRoleSwitch(['Responsable d’établissement', 'Rééducateur'], 'Rééducateur');
  },
};

/** A phone: the two roles share a row under the bar; the Menu button opens the current part. */
function OnPhone({ path }: { path: string }) {
  return (
    <div style={{ width: 390, minHeight: 640 }}>
      <PortalRoutes path={path} />
    </div>
  );
}

export const CoordinatorOnPhone: Story = {
  parameters: { portal: { user: coordinator }, msw: { handlers: coordinatorApi } },
  render: () => <OnPhone path={managerPaths.home} />,
  play: async () => {
    await expectRoleSwitch(
      ['Responsable d’établissement', 'Rééducateur'],
      'Responsable d’établissement',
    );
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    await expect(within(menu).getByRole('link', { name: 'Coaching' })).toBeVisible();
    // Escape, from one of its links, closes it and gives the focus back to its button.
    within(menu).getByRole('link', { name: 'Accueil' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(menuButton).toHaveFocus();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    menuButton.blur();
  },
};

const coordinatorInGerman = { ...coordinator, locale: 'de' as const };

/** The same in German (the account's language), in the rehabilitator's part. */
export const CoordinatorOnPhoneGerman: Story = {
  globals: { locale: 'de' },
  parameters: {
    portal: { user: coordinatorInGerman },
    msw: { handlers: { ...coordinatorApi, ...signedInAs(coordinatorInGerman) } },
  },
  render: () => <OnPhone path={rehabilitatorPaths.patients} />,
  play: async () => {
    const roleSwitch = await screen.findByRole('navigation', { name: 'Arbeiten als' }, firstRender);
    const current = within(roleSwitch).getByRole('link', { name: 'Reha-Therapeut' });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(
      within(roleSwitch).getByRole('link', { name: 'Einrichtungsleitung' }),
    ).toBeVisible();
  },
};
