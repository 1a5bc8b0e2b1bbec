import { endpoints, type FhirClientCreateBody } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import {
  establishment,
  establishmentHandlers,
  managers,
} from '../../../mocks/establishmentFixtures';
import { fhirClients, publicJwks, registeredFhirClient } from '../../../mocks/fhirClientFixtures';
import { answer, bodiesSentTo, failure, loading, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import EstablishmentAccountPage from './EstablishmentAccountPage';

const { get, patch } = endpoints.establishments;
const { list, remove, invite } = endpoints.managers;
const fhir = endpoints.fhirClients;
const firstRender = { timeout: 10_000 };
/** The body of the registration the FhirConnections story sent. */
let created: FhirClientCreateBody | null = null;

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
    msw: { handlers: { ...establishmentHandlers, fhirClients: answer(fhir.list, fhirClients) } },
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
    // Not chosen: the invitee's language is the manager's own.
    await expect(bodiesSentTo(invite)).toEqual([
      { email: 'anne.leroy@example.fr', firstName: 'Anne', lastName: 'Leroy', locale: 'fr' },
    ]);
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
        fhirClients: answer(fhir.list, []),
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
  parameters: {
    msw: {
      handlers: {
        establishment: loading(get),
        managers: loading(list),
        fhirClients: loading(fhir.list),
      },
    },
  },
  play: async () => {
    const main = await findAccount();
    await expect(main.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        establishment: failure(get),
        managers: failure(list),
        fhirClients: failure(fhir.list),
      },
    },
  },
  play: async () => {
    const main = await findAccount();
    await waitFor(
      () => expect(main.getAllByRole('button', { name: 'Réessayer' })).toHaveLength(3),
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

/**
 * A record system connected (keys pasted), its client_id given to copy, then revoked after a
 * confirmation: its row moves to the history with the focus, which does not fall to the page's top.
 */
export const FhirConnections: Story = {
  parameters: {
    msw: {
      handlers: {
        fhirClients: answer(fhir.list, () => {
          const connected = requestsTo(fhir.create) > 0 ? [registeredFhirClient(created!)] : [];
          return requestsTo(fhir.revoke) > 0
            ? [{ ...connected[0]!, revokedAt: '2026-11-28T10:05:00.000Z' }, ...fhirClients]
            : [...connected, ...fhirClients];
        }),
        create: answer(fhir.create, async ({ request }) => {
          created = (await request.json()) as FhirClientCreateBody;
          return registeredFhirClient(created);
        }),
        revoke: answer(fhir.revoke, () => ({
          ...registeredFhirClient(created!),
          revokedAt: '2026-11-28T10:05:00.000Z',
        })),
      },
    },
  },
  play: async () => {
    created = null;
    const main = await findAccount();
    // The section is read once its list arrived (a skeleton under the same title until then).
    const connect = await main.findByRole('button', { name: 'Connecter un logiciel' }, firstRender);
    const card = within(connect.closest('section')!);
    await expect(
      card.getByRole('heading', { name: 'Connexions au dossier de santé (FHIR)' }),
    ).toBeVisible();
    await userEvent.click(connect);
    await userEvent.type(
      card.getByRole('textbox', { name: /Nom du logiciel/ }),
      'DPI Hôpital Nord',
    );
    await userEvent.click(card.getByRole('checkbox', { name: 'Patients' }));
    await userEvent.click(
      card.getByRole('checkbox', { name: 'Mesures quotidiennes et tests (Observation)' }),
    );
    await userEvent.click(card.getByRole('textbox', { name: /Clés publiques \(JSON\)/ }));
    await userEvent.paste(JSON.stringify(publicJwks, null, 2));
    await userEvent.click(card.getByRole('button', { name: 'Connecter le logiciel' }));

    const done = await card.findByRole('heading', { name: '« DPI Hôpital Nord » est connecté' });
    await waitFor(() => expect(done).toHaveFocus());
    await expect(created).toEqual({
      name: 'DPI Hôpital Nord',
      scopes: ['system/Patient.read', 'system/Observation.read'],
      jwks: publicJwks,
    });
    const { clientId } = registeredFhirClient(created!);
    await expect(card.getAllByText(clientId)).toHaveLength(2);
    await expect(card.getByText(`${window.location.origin}/oauth2/token`)).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Terminé' }));
    await waitFor(() =>
      expect(card.getByRole('button', { name: 'Connecter un logiciel' })).toHaveFocus(),
    );

    const [revokeNew] = card.getAllByRole('button', { name: 'Révoquer l’accès' });
    await expect(revokeNew).toHaveAccessibleDescription('DPI Hôpital Nord');
    await userEvent.click(revokeNew!);
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText('Révoquer l’accès de « DPI Hôpital Nord » ?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Révoquer l’accès' }));
    await expect(
      await card.findByText('L’accès de « DPI Hôpital Nord » est révoqué.'),
    ).toBeVisible();
    await waitFor(() => expect(card.getByText('DPI Hôpital Nord')).toHaveFocus());
    await expect(card.getAllByRole('button', { name: 'Révoquer l’accès' })).toHaveLength(1);
    await expect(requestsTo(fhir.revoke)).toBe(1);
  },
};
