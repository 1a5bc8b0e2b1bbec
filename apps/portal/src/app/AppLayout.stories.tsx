import { endpoints, type CurrentUser } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { currentUsers } from '../mocks/fixtures';
import { answer } from '../mocks/handlers';
import { usageStats } from '../mocks/patientDay';
import { PortalRoutes, withPortal } from '../mocks/portal';
import { patientStartup, signedInAs } from '../mocks/scenarios';
import { managerApi } from '../mocks/managerFixtures';
import { patientsApi } from '../mocks/rehabilitatorPatientsFixtures';
import { managerPaths } from '../routes/manager/manifest';
import { patientPaths } from '../routes/patient/manifest';
import { rehabilitatorPaths } from '../routes/rehabilitator/manifest';
import { AppLayout } from './AppLayout';

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

/** The header: brand, the role's menu links in order (the first one current), who, sign-out. */
async function expectHeader(menuLabels: readonly string[], who: readonly [string, string]) {
  const menu = await screen.findByRole('navigation', { name: 'Menu principal' }, firstRender);
  const links = within(menu).getAllByRole('link');
  await expect(links.map((link) => link.textContent)).toEqual(menuLabels);
  await expect(links[0]).toHaveAttribute('aria-current', 'page');
  const header = within(screen.getByRole('banner'));
  await expect(header.getByRole('link', { name: 'oxilio, accueil' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  // The account's names (GET /users/me) and the current role.
  await expect(await header.findByText(who[0])).toBeVisible();
  await expect(header.getByText(who[1], { exact: true })).toBeVisible();
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
      handlers: { ...patientStartup, stats: answer(endpoints.stats.patientStats, usageStats) },
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
    );
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: 'oxilio, accueil' })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
  },
};

/** Releases the account of `AccountArriving`, held until its play function has measured the header. */
let releaseAccount: () => void = () => undefined;

/**
 * The account (its names) comes after the layout: the header keeps the line of the names meanwhile,
 * so that it does not grow and push the page down when they come.
 */
export const AccountArriving: Story = {
  parameters: {
    portal: { user: currentUsers.patient },
    msw: {
      handlers: {
        me: answer(endpoints.users.me, async () => {
          await new Promise<void>((resolve) => {
            releaseAccount = resolve;
          });
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
    releaseAccount();
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
    await expectHeader(['Patients', 'Programmes', 'Mon compte'], ['Marie Lefèvre', 'Rééducateur']);
  },
};

export const Manager: Story = {
  ...signedIn(currentUsers.responsable, managerPaths.home),
  parameters: {
    portal: { user: currentUsers.responsable },
    // The manager's home reads the establishment's patients, stats and applications.
    msw: { handlers: { ...managerApi(), ...signedInAs(currentUsers.responsable) } },
  },
  play: async () => {
    await expectHeader(
      ['Accueil', 'Patients', 'Oxilios', 'Activités adaptées', 'Établissement'],
      ['Claire Dumont', 'Responsable d’établissement'],
    );
  },
};

/** A rehabilitator who also manages the establishment: the manager's menu with coaching. */
export const Coordinator: Story = {
  ...signedIn(currentUsers.reeducatorresponsable, managerPaths.home),
  parameters: {
    portal: { user: currentUsers.reeducatorresponsable },
    msw: { handlers: { ...managerApi(), ...signedInAs(currentUsers.reeducatorresponsable) } },
  },
  play: async () => {
    await expectHeader(
      ['Accueil', 'Patients', 'Oxilios', 'Activités adaptées', 'Coaching'],
      ['Thomas Girard', 'Rééducateur et responsable d’établissement'],
    );
  },
};
