import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers, invitations, recaps } from '../../../mocks/fixtures';
import { answer, answerOnce, failure, loading, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { patientStartup } from '../../../mocks/scenarios';
import { ScreenTitleContext } from '../../../app/useScreenTitle';
import { patientArea } from '../manifest';
import { ProfileAccountPage } from './ProfileAccountPage';

const { listInvitations, recap } = endpoints.patients;

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

/** The main landmark, once the account tab is in it. */
async function findAccountPage() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 2, name: 'Compte' }, firstRender);
  return within(main);
}

/**
 * The patient's account tab (/profil/account) as the app shows it: the app's routes, guards and
 * signed-in layout around it, the layout's start-up calls answered by the mocked API. The page
 * itself reads no API data: the session and the chosen language.
 */
const meta = {
  title: 'Portal/Screens/Patient/Account',
  component: ProfileAccountPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/profil/account" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.patient },
    msw: { handlers: patientStartup },
  },
} satisfies Meta<typeof ProfileAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing pending at start-up: the page, its language and session cards. */
export const Account: Story = {
  play: async () => {
    const page = await findAccountPage();
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compte' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { name: 'Langue de l’application' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  },
};

/** The language applies at once and is remembered on this device. */
export const ChangeLanguage: Story = {
  parameters: {
    msw: {
      handlers: {
        // The choice is saved on the account.
        saveLocale: answer(endpoints.patients.patchUser, ({ params }) => ({
          userId: params.id,
          email: currentUsers.patient.email,
          firstName: currentUsers.patient.firstName,
          lastName: currentUsers.patient.lastName,
          locale: 'en' as const,
          roles: currentUsers.patient.roles,
        })),
      },
    },
  },
  play: async () => {
    const page = await findAccountPage();
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Langue' }), 'en');
    await expect(await screen.findByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'App language' })).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    await waitFor(() => expect(requestsTo(endpoints.patients.patchUser)).toBe(1));
  },
};

/** Signing out leaves the signed-in area for the login page. */
export const SignOut: Story = {
  play: async () => {
    const page = await findAccountPage();
    await userEvent.click(page.getByRole('button', { name: 'Se déconnecter' }));
    await expect(
      await screen.findByRole('textbox', { name: 'Identifiant (adresse e-mail)' }, firstRender),
    ).toBeVisible();
    await expect(screen.queryByRole('heading', { name: 'Compte' })).not.toBeInTheDocument();
  },
};

/** Signed in with an invitation waiting: it is asked first, over the page. */
export const WithPendingInvitation: Story = {
  parameters: {
    msw: {
      handlers: {
        invitations: answer(listInvitations, [invitations.fromPhysiotherapist]),
        recap: answerOnce(recap, recaps.newRank, recaps.quiet),
      },
    },
  },
  play: async () => {
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Demande de suivi' },
      firstRender,
    );
    await expect(dialog).toHaveAccessibleDescription(/Marie Lefèvre/);
  },
};

/** The start-up calls have not answered yet: the page is usable meanwhile. */
export const WhileStartupDataLoads: Story = {
  parameters: {
    msw: { handlers: { invitations: loading(listInvitations), recap: loading(recap) } },
  },
  play: async () => {
    const page = await findAccountPage();
    await waitFor(() => expect(requestsTo(recap)).toBe(1));
    await expect(page.getByRole('combobox', { name: 'Langue' })).toBeEnabled();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** The start-up calls fail: no modal and no error, the page carries on. */
export const StartupDataFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        invitations: failure(listInvitations, 'internal_error'),
        recap: failure(recap, 'not_found'),
      },
    },
  },
  play: async () => {
    const page = await findAccountPage();
    await waitFor(() => expect(requestsTo(recap)).toBeGreaterThan(0));
    await expect(page.queryByRole('alert')).not.toBeInTheDocument();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/**
 * A patient, an establishment and a rehabilitator with very long names. The page shows none of
 * them (the header's name comes from token claims the API does not sign); the invitation does.
 */
export const LongNames: Story = {
  parameters: {
    portal: { user: currentUsers.patientWithLongNames },
    msw: {
      handlers: { invitations: answer(listInvitations, [invitations.withLongNames]) },
    },
  },
  play: async () => {
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Demande de suivi' },
      firstRender,
    );
    await expect(dialog).toHaveAccessibleDescription(/Delacroix-Beauharnais-Montgolfier/);
  },
};

/**
 * The translators' view of the page (the page alone, so that the table fits in the screenshot):
 * "Session" is the same in English as in French, right here, flagged for a translator to confirm.
 */
export const TranslatorsView: Story = {
  globals: { translations: 'on' },
  parameters: { layout: 'padded' },
  render: () => (
    <ScreenTitleContext value={patientArea.screens.profile.tabs[2].title}>
      <ProfileAccountPage />
    </ScreenTitleContext>
  ),
  play: async () => {
    await screen.findByRole('heading', { level: 2, name: 'Compte' });
    const table = await screen.findByRole('table', { name: /^Translations of the \d+ messages/ });
    const session = await within(table).findByRole('row', {
      name: /^portal\.profile\.account\.session /,
    });
    const english = within(session).getAllByRole('cell')[2];
    await expect(english).toHaveTextContent('Session same as French');
    await expect(
      within(table).getByRole('rowheader', { name: 'ui.languageSwitcher.label' }),
    ).toBeVisible();
  },
};
