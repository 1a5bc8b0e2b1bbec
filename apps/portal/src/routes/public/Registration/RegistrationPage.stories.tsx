import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, loading, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { applications, linkQuery } from '../../../mocks/signupFixtures';
import { RegistrationPage } from './RegistrationPage';

const { read, confirmation, waitListSubscription, checkSignupToken } = endpoints.applications;
const firstRender = { timeout: 10_000 };

async function findPage() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 1, name: 'Créer un compte' }, firstRender);
  return within(main);
}

/**
 * `/enregistrement/{type}` from the emailed link: the availability answer and its one move
 * (confirm, or join the waiting list), as the app's routes show it with the mocked API.
 */
const meta = {
  title: 'Portal/Screens/Public/Registration',
  component: RegistrationPage,
  decorators: [withPortal],
  parameters: { layout: 'fullscreen', portal: { user: null } },
} satisfies Meta<typeof RegistrationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An available application: confirmed, then the signup steps open (/inscription). */
export const Available: Story = {
  render: () => <PortalRoutes path={`/enregistrement/establishment${linkQuery}`} />,
  parameters: {
    msw: {
      handlers: {
        read: answer(read, applications.establishmentAvailable),
        confirmation: answer(confirmation, applications.establishmentConfirmed),
        // The next page's check (its screen is the Inscription stories' and the e2e spec's).
        check: loading(checkSignupToken),
      },
    },
  },
  play: async () => {
    const page = await findPage();
    await expect(await page.findByText('Étape 3 sur 5 : Disponibilité')).toBeVisible();
    const current = page.getAllByRole('listitem').find((item) => item.ariaCurrent === 'step');
    await expect(current).toHaveTextContent('Disponibilité (en cours)');
    await expect(page.getByText('oxilio peut vous être proposé')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Confirmer ma demande' }));
    await waitFor(() => expect(requestsTo(confirmation)).toBe(1));
    await waitFor(() => expect(requestsTo(checkSignupToken)).toBe(1), firstRender);
  },
};

/** An application the service cannot serve yet: the waiting list. */
export const WaitList: Story = {
  render: () => <PortalRoutes path={`/enregistrement/patient${linkQuery}`} />,
  parameters: {
    msw: {
      handlers: {
        read: answer(read, applications.patientUnavailable),
        waitList: answer(waitListSubscription, applications.patientWaitlisted),
      },
    },
  },
  play: async () => {
    const page = await findPage();
    await expect(await page.findByText('Étape 4 sur 6 : Disponibilité')).toBeVisible();
    await userEvent.click(
      await page.findByRole('button', { name: 'M’inscrire sur la liste d’attente' }),
    );
    await expect(await page.findByText('Vous êtes sur la liste d’attente')).toBeVisible();
    await expect(page.getByText(/jean\.martin@example\.org/)).toBeVisible();
  },
};

/** The link is being checked. */
export const Loading: Story = {
  render: () => <PortalRoutes path={`/enregistrement/patient${linkQuery}`} />,
  parameters: { msw: { handlers: { read: loading(read) } } },
  play: async () => {
    const page = await findPage();
    await expect(await page.findByText('Vérification de votre lien…')).toBeVisible();
  },
};

/** A used or expired link: said plainly, with the way back to sign-in. */
export const InvalidLink: Story = {
  render: () => <PortalRoutes path={`/enregistrement/patient${linkQuery}`} />,
  parameters: { msw: { handlers: { read: failure(read, 'invalid_verification_token') } } },
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByText('Ce lien de vérification n’est pas valide ou a expiré.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible();
  },
};

/** The server failed: the check can be tried again. */
export const ServerError: Story = {
  render: () => <PortalRoutes path={`/enregistrement/patient${linkQuery}`} />,
  parameters: { msw: { handlers: { read: failure(read) } } },
  play: async () => {
    const page = await findPage();
    await expect(await page.findByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};
