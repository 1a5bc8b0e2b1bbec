import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { ResetPasswordPage } from './ResetPasswordPage';

const { checkResetPasswordToken, confirmResetPassword } = endpoints.auth;
const firstRender = { timeout: 10_000 };
const path = '/auth/resetpassword?token=Zm9vYmFyYmF6cXV4LXRva2VuLW9mLXRoZS1saW5rXzEyMw';
const validLink = answer(checkResetPasswordToken, {
  code: 'reset_token_valid',
  message: 'The reset link is valid.',
});

async function findForm() {
  const main = await screen.findByRole('main', {}, firstRender);
  const page = within(main);
  const password = await page.findByLabelText(
    /^Nouveau mot de passe/,
    { selector: 'input' },
    firstRender,
  );
  return { page, password, confirmation: page.getByLabelText(/^Confirmez/, { selector: 'input' }) };
}

/**
 * `/auth/resetpassword`: the new password with its strength hint, and the API's refusal of a
 * common password said on the field (docs/security.md#passwords).
 */
const meta = {
  title: 'Portal/Screens/Public/ResetPassword',
  component: ResetPasswordPage,
  decorators: [withPortal],
  parameters: { layout: 'fullscreen', portal: { user: null } },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hint follows the typing: too common, weak, then strong for a few words. */
export const StrengthHint: Story = {
  render: () => <PortalRoutes path={path} />,
  parameters: { msw: { handlers: { check: validLink } } },
  play: async () => {
    const { page, password } = await findForm();
    await userEvent.type(password, 'Password');
    await expect(
      await page.findByText('Solidité du mot de passe : trop courant', {}, firstRender),
    ).toBeVisible();
    await userEvent.type(password, '2024!');
    await expect(await page.findByText('Solidité du mot de passe : faible')).toBeVisible();
    await userEvent.clear(password);
    await userEvent.type(password, 'la tortue traverse lentement');
    await waitFor(() => expect(page.getByText('Solidité du mot de passe : fort')).toBeVisible());
  },
};

/**
 * A password the API refuses as too common: the reason on the password field, which takes the
 * focus for another try; nothing above the form, and the link still usable.
 */
export const RefusedAsTooCommon: Story = {
  render: () => <PortalRoutes path={path} />,
  parameters: {
    msw: {
      handlers: {
        check: validLink,
        confirm: failure(confirmResetPassword, 'password_too_common'),
      },
    },
  },
  play: async () => {
    const { page, password, confirmation } = await findForm();
    // The hint warns; the list is the API's rule, so the form still sends it.
    await userEvent.type(password, 'iloveyou');
    await expect(
      await page.findByText('Solidité du mot de passe : trop courant', {}, firstRender),
    ).toBeVisible();
    await userEvent.type(confirmation, 'iloveyou');
    await userEvent.click(page.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await expect(
      await page.findByText(/Ce mot de passe est trop courant ou a déjà fuité/),
    ).toBeVisible();
    await expect(password).toHaveFocus();
    await expect(password).toBeInvalid();
    await expect(page.queryByRole('alert')).toBeNull();
    await expect(requestsTo(confirmResetPassword)).toBe(1);
  },
};
