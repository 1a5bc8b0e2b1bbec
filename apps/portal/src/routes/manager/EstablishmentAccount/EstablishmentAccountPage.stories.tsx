import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import {
  establishment,
  establishmentHandlers,
  managers,
} from '../../../mocks/establishmentFixtures';
import { answer, failure, loading, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import EstablishmentAccountPage from './EstablishmentAccountPage';

const { get, patch } = endpoints.establishments;
const { list, remove, invite } = endpoints.managers;
const firstRender = { timeout: 10_000 };

async function findAccount() {
  const main = within(await screen.findByRole('main', {}, firstRender));
  await main.findByRole('heading', { level: 2, name: 'Compte de l’établissement' }, firstRender);
  return main;
}

/** The establishment's account (/responsable/etablissement/compte): its data and its managers. */
const meta = {
  title: 'Portal/Screens/Manager/EstablishmentAccount',
  component: EstablishmentAccountPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/responsable/etablissement/compte" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.responsable },
    msw: { handlers: establishmentHandlers },
  },
} satisfies Meta<typeof EstablishmentAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong SIRET is refused before any call; a right one is saved. */
export const SaveWithSiretCheck: Story = {
  parameters: {
    msw: {
      handlers: {
        patch: answer(patch, async ({ request }) => ({
          ...establishment,
          ...((await request.json()) as object),
        })),
      },
    },
  },
  play: async () => {
    const main = await findAccount();
    const siret = await main.findByRole('textbox', { name: /Numéro SIRET/ }, firstRender);
    await expect(siret).toHaveValue('73282932000074');
    await userEvent.clear(siret);
    await userEvent.type(siret, '73282932000075');
    await userEvent.click(main.getByRole('button', { name: 'Enregistrer' }));
    await expect(await main.findByText(/Ce numéro SIRET n’est pas valide/)).toBeVisible();
    await expect(requestsTo(patch)).toBe(0);
    await userEvent.clear(siret);
    await userEvent.type(siret, '44306184100047');
    await userEvent.click(main.getByRole('button', { name: 'Enregistrer' }));
    await expect(
      await main.findByText('Les informations de l’établissement sont enregistrées.'),
    ).toBeVisible();
    await expect(requestsTo(patch)).toBe(1);
  },
};

/** The managers: one's own account is marked, another one is removed after confirming. */
export const Managers: Story = {
  parameters: {
    msw: {
      handlers: {
        managers: answer(list, () =>
          requestsTo(remove) > 0
            ? { ...managers, responsables: managers.responsables.slice(0, 1) }
            : managers,
        ),
        remove: answer(remove, undefined as never),
        invite: answer(invite, {
          applicationId: '3f6c1a20-5b7e-4c1d-8a2f-000000000d99',
          email: 'anne.leroy@example.fr',
          firstName: 'Anne',
          lastName: 'Leroy',
          createdAt: '2026-11-26T10:00:00.000Z',
          expiresAt: '2026-12-10T10:00:00.000Z',
        }),
      },
    },
  },
  play: async () => {
    const main = await findAccount();
    const card = within(
      await main.findByRole('region', { name: 'Comptes des responsables' }, firstRender),
    );
    await expect(await card.findByText('Hélène Petit', {}, firstRender)).toBeVisible();
    await expect(card.getByText('Vous')).toBeVisible();
    await expect(card.getByText('Paul Martin')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Retirer ce compte' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Retirer ce compte' }));
    await expect(await card.findByText('Le compte de Hélène Petit est retiré.')).toBeVisible();
    await waitFor(() => expect(card.queryByText('helene.petit@example.fr')).toBeNull());

    const form = within(main.getByRole('region', { name: 'Inviter un responsable' }));
    await userEvent.type(
      form.getByRole('textbox', { name: /Adresse e-mail/ }),
      'anne.leroy@example.fr',
    );
    await userEvent.click(form.getByRole('button', { name: 'Envoyer l’invitation' }));
    await expect(await form.findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    await expect(requestsTo(invite)).toBe(0);
    await userEvent.type(form.getByRole('textbox', { name: /Prénom/ }), 'Anne');
    await userEvent.type(form.getByRole('textbox', { name: /^Nom/ }), 'Leroy');
    await userEvent.click(form.getByRole('button', { name: 'Envoyer l’invitation' }));
    await expect(
      await form.findByText('Invitation envoyée à anne.leroy@example.fr.'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        establishment: answer(get, {
          ...establishment,
          type: null,
          number: null,
          street: null,
          zipCode: null,
          town: null,
          county: null,
          siret: null,
        }),
        managers: answer(list, {
          responsables: managers.responsables.slice(0, 1),
          invitations: [],
        }),
      },
    },
  },
  play: async () => {
    const main = await findAccount();
    await expect(
      await main.findByRole('textbox', { name: /Numéro SIRET/ }, firstRender),
    ).toHaveValue('');
    await expect(main.queryByText('Invitations en attente')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { establishment: loading(get), managers: loading(list) } } },
  play: async () => {
    const main = await findAccount();
    await expect(main.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { establishment: failure(get), managers: failure(list) } } },
  play: async () => {
    const main = await findAccount();
    await waitFor(
      () => expect(main.getAllByRole('button', { name: 'Réessayer' })).toHaveLength(2),
      firstRender,
    );
  },
};

export const LongNames: Story = {
  parameters: {
    msw: {
      handlers: {
        establishment: answer(get, {
          ...establishment,
          name: 'Centre hospitalier régional universitaire de rééducation fonctionnelle et de réadaptation Sainte-Marguerite-Marie',
        }),
      },
    },
  },
  play: async () => {
    const main = await findAccount();
    await expect(
      await main.findByDisplayValue(/Centre hospitalier régional/, {}, firstRender),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
