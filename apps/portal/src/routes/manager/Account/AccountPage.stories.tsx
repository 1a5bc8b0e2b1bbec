import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import { establishmentHandlers } from '../../../mocks/establishmentFixtures';
import { answer, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import AccountPage from './AccountPage';

const firstRender = { timeout: 10_000 };
const manager = currentUsers.responsable;

async function findAccount() {
  const main = within(await screen.findByRole('main', {}, firstRender));
  await main.findByRole('heading', { level: 1, name: 'Mon compte' }, firstRender);
  return main;
}

/** The manager's own account (/responsable/profile): who they are, password, language, sign-out. */
const meta = {
  title: 'Portal/Screens/Manager/Account',
  component: AccountPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/responsable/profile" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: manager },
    msw: { handlers: establishmentHandlers },
  },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Their name, e-mail and role, their establishment, the password link and the language. */
export const Default: Story = {
  play: async () => {
    const main = await findAccount();
    await expect(
      await main.findByText(`${manager.firstName} ${manager.lastName}`, {}, firstRender),
    ).toBeVisible();
    await expect(main.getByText(manager.email)).toBeVisible();
    // The role, in the account's details (the establishment's card names it too).
    await expect(main.getAllByText('Responsable d’établissement')[0]).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    await expect(main.getByRole('button', { name: 'Recevoir le lien par e-mail' })).toBeVisible();
  },
};

/** A German-speaking manager chooses German: the portal speaks it, and the account keeps it. */
export const ChooseGerman: Story = {
  parameters: {
    msw: {
      handlers: {
        saveLocale: answer(endpoints.patients.patchUser, ({ params }) => ({
          userId: params.id,
          email: manager.email,
          firstName: manager.firstName,
          lastName: manager.lastName,
          locale: 'de' as const,
          roles: manager.roles,
        })),
      },
    },
  },
  play: async () => {
    const main = await findAccount();
    await userEvent.selectOptions(main.getByRole('combobox', { name: 'Langue' }), 'de');
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Mein Konto' }, firstRender),
    ).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'de'));
    await waitFor(() => expect(requestsTo(endpoints.patients.patchUser)).toBe(1));
  },
};
