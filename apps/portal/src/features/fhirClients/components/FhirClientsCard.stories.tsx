import type { ApiResult } from '@oxilio/domain/client';
import type { FhirClient, FhirClientCreateBody } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import {
  activeFhirClient,
  fhirClients,
  publicJwks,
  registeredFhirClient,
  revokedFhirClient,
} from '../../../mocks/fhirClientFixtures';
import { problem } from '../../../mocks/handlers';
import { withPortal } from '../../../mocks/portal';
import { signedInAs } from '../../../mocks/scenarios';
import type { WriteCall } from '../../../app/useWrite';
import { FhirClientsCard } from './FhirClientsCard';

const origin = 'https://portail.oxilio.example';

/** A registration the API accepts, answering what it was sent. */
const accepting: WriteCall<FhirClientCreateBody, FhirClient> = {
  call: async (body) => ({ ok: true, status: 201, data: registeredFhirClient(body) }),
};

/** A registration the API refuses: keys that are not RS384 or ES384 public keys. */
const refusingKeys: WriteCall<FhirClientCreateBody, FhirClient> = {
  call: async (): Promise<ApiResult<FhirClient>> => ({
    ok: false,
    status: 400,
    problem: problem('fhir_client_keys_invalid'),
  }),
};

const revoking: WriteCall<Pick<FhirClient, 'clientId' | 'name'>, FhirClient> = {
  call: async ({ clientId }) => ({
    ok: true,
    status: 200,
    data: { ...activeFhirClient, clientId, revokedAt: '2026-11-28T10:00:00.000Z' },
  }),
};

const narrow = (Story: () => ReactNode) => (
  <div data-narrow="" style={{ width: 390 }}>
    {Story()}
  </div>
);

/** Whether the 390 px box holds its content without scrolling sideways. */
const fitsNarrow = (canvasElement: HTMLElement) => {
  const box = canvasElement.querySelector<HTMLElement>('[data-narrow]')!;
  return box.scrollWidth <= box.clientWidth;
};

/** The list row of a system, from its name. */
const rowOf = (name: HTMLElement) => name.closest('li')!;

async function card() {
  return within(
    await screen.findByRole('region', { name: 'Connexions au dossier de santé (FHIR)' }),
  );
}

/**
 * The manager's "Connexions au dossier de santé (FHIR)": the record systems connected by SMART
 * Backend Services, their client_id to copy, revoking, and connecting a new one.
 */
const meta = {
  title: 'Portal/FhirClients/FhirClientsCard',
  component: FhirClientsCard,
  decorators: [withPortal],
  args: { clients: fhirClients, register: accepting, revoke: revoking, origin },
  parameters: {
    portal: { user: currentUsers.responsable },
    msw: { handlers: signedInAs(currentUsers.responsable) },
  },
} satisfies Meta<typeof FhirClientsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One system in use, one revoked kept apart as history. */
export const Connected: Story = {
  play: async () => {
    const region = await card();
    const active = within(rowOf(region.getByText('DPI Résidence – production')));
    await expect(active.getByText('DPI Résidence – production')).toBeVisible();
    await expect(
      within(active.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Patients',
      'Mesures quotidiennes et tests (Observation)',
      'Liste des patients (Group)',
    ]);
    await expect(active.getByText(activeFhirClient.clientId)).toBeVisible();
    await expect(active.getByRole('button', { name: 'Copier' })).toHaveAccessibleDescription(
      /Identifiant client \(client_id\) DPI Résidence – production/,
    );
    await expect(
      active.getByText(
        'Clés publiées à l’adresse https://dpi.tilleuls.example/.well-known/jwks.json',
      ),
    ).toBeVisible();
    await expect(active.getByText('Connecté le 05/10/26 par Claire Dumont')).toBeVisible();
    await expect(active.getByText('Dernier accès : 28/11/26 07:30')).toBeVisible();
    await expect(
      active.getByRole('button', { name: 'Révoquer l’accès' }),
    ).toHaveAccessibleDescription('DPI Résidence – production');

    await expect(region.getByRole('heading', { name: 'Connexions révoquées' })).toBeVisible();
    const history = within(rowOf(region.getByText('DPI Résidence – recette')));
    await expect(history.getByText('DPI Résidence – recette')).toBeVisible();
    await expect(history.getByRole('listitem')).toHaveTextContent('Toutes les données');
    await expect(history.getByText('Révoqué le 06/10/26')).toBeVisible();
    await expect(history.queryByRole('button')).toBeNull();
  },
};

/** Nothing connected yet: the way to connect one stands out. */
export const Empty: Story = {
  args: { clients: [] },
  play: async () => {
    const region = await card();
    await expect(region.getByText('Aucun logiciel n’est connecté pour l’instant.')).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: 'Connecter un logiciel' }));
    const heading = region.getByRole('heading', { name: 'Connecter un logiciel' });
    await expect(heading).toHaveFocus();
    await userEvent.click(region.getByRole('button', { name: 'Annuler' }));
    await waitFor(() =>
      expect(region.getByRole('button', { name: 'Connecter un logiciel' })).toHaveFocus(),
    );
  },
};

/**
 * The form checks before sending: each missing field said at its place, then a pasted text that is
 * not JSON, and a private key, which is never sent.
 */
export const FormErrors: Story = {
  args: { clients: [], register: { call: fn(accepting.call) }, initialStep: { kind: 'form' } },
  play: async ({ args }) => {
    const region = await card();
    await userEvent.click(region.getByRole('button', { name: 'Connecter le logiciel' }));
    const name = region.getByRole('textbox', { name: /Nom du logiciel/ });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(/Erreur\s: Indiquez le nom du logiciel\./);
    await expect(
      region.getByRole('group', { name: /Données que le logiciel pourra lire/ }),
    ).toHaveAccessibleDescription(/Erreur\s: Cochez au moins un type de données\./);
    await expect(region.getByText('Corrigez les champs signalés.')).toBeVisible();

    await userEvent.type(name, 'DPI Hôpital Nord');
    await userEvent.click(region.getByRole('checkbox', { name: 'Patients' }));
    // "All" covers every type: they show ticked and wait, and come back as chosen once unticked.
    await userEvent.click(region.getByRole('checkbox', { name: /Toutes les données/ }));
    await expect(region.getByRole('checkbox', { name: 'Objectifs (Goal)' })).toBeChecked();
    await expect(region.getByRole('checkbox', { name: 'Objectifs (Goal)' })).toBeDisabled();
    await userEvent.click(region.getByRole('checkbox', { name: /Toutes les données/ }));
    await expect(region.getByRole('checkbox', { name: 'Patients' })).toBeChecked();
    await expect(region.getByRole('checkbox', { name: 'Objectifs (Goal)' })).not.toBeChecked();

    const keys = region.getByRole('textbox', { name: /Clés publiques \(JSON\)/ });
    await userEvent.click(keys);
    await userEvent.paste('keys: [ …');
    await expect(keys).toHaveAccessibleDescription(/Ce texte n’est pas du JSON valide/);
    await userEvent.clear(keys);
    await userEvent.click(keys);
    await userEvent.paste(
      JSON.stringify({ keys: [{ ...publicJwks.keys[0], d: 'c2VjcmV0LXByaXZhdGUta2V5' }] }),
    );
    await userEvent.click(region.getByRole('button', { name: 'Connecter le logiciel' }));
    await expect(keys).toHaveFocus();
    await expect(keys).toHaveAccessibleDescription(/Ce texte contient une clé privée/);
    await expect(args.register.call).not.toHaveBeenCalled();
  },
};

/** Keys the API does not take: said at the keys' field, the rest of the form kept. */
export const KeysRefused: Story = {
  args: { clients: [], register: refusingKeys, initialStep: { kind: 'form' } },
  play: async () => {
    const region = await card();
    await userEvent.type(region.getByRole('textbox', { name: /Nom du logiciel/ }), 'DPI');
    await userEvent.click(region.getByRole('checkbox', { name: 'Patients' }));
    const keys = region.getByRole('textbox', { name: /Clés publiques \(JSON\)/ });
    await userEvent.click(keys);
    await userEvent.paste(JSON.stringify(publicJwks));
    await userEvent.click(region.getByRole('button', { name: 'Connecter le logiciel' }));
    await waitFor(() => expect(keys).toHaveFocus());
    await expect(keys).toHaveAccessibleDescription(
      /Ces clés ne sont pas des clés publiques de signature RS384 ou ES384/,
    );
  },
};

/** Keys at an https address: an http one is refused before sending. */
export const KeysAtAnAddress: Story = {
  args: { clients: [], initialStep: { kind: 'form' } },
  play: async () => {
    const region = await card();
    await userEvent.click(
      region.getByRole('radio', { name: 'Adresse où le logiciel publie ses clés (JWKS)' }),
    );
    const url = region.getByRole('textbox', { name: /Adresse des clés \(https\)/ });
    await userEvent.type(url, 'http://dpi.example.org/jwks.json');
    await userEvent.click(region.getByRole('button', { name: 'Connecter le logiciel' }));
    await expect(url).toHaveAccessibleDescription(/commencer par https:\/\//);
  },
};

/**
 * Connected: what to give the system's administrator, each to copy; when the clipboard refuses,
 * the value is selected instead.
 */
export const Registered: Story = {
  args: {
    clients: [
      registeredFhirClient({
        name: 'DPI Hôpital Nord',
        scopes: ['system/Patient.read', 'system/Observation.read'],
        jwks: publicJwks,
      }),
    ],
    initialStep: {
      kind: 'registered',
      client: registeredFhirClient({
        name: 'DPI Hôpital Nord',
        scopes: ['system/Patient.read', 'system/Observation.read'],
        jwks: publicJwks,
      }),
    },
  },
  play: async () => {
    const region = await card();
    await expect(
      await region.findByRole('heading', { name: '« DPI Hôpital Nord » est connecté' }),
    ).toBeVisible();
    await expect(region.getByText(`${origin}/oauth2/token`)).toBeVisible();
    await expect(region.getByText(`${origin}/fhir/R4`)).toBeVisible();
    await expect(region.getByText('system/Patient.read system/Observation.read')).toBeVisible();
    const writeText = navigator.clipboard?.writeText;
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    try {
      const [copyId] = region.getAllByRole('button', { name: 'Copier' });
      await userEvent.click(copyId!);
      await expect(copied).toEqual(['8d1e6f52-3c4a-4b7e-9f21-6a0c5d3e7b13']);
      await expect(
        await region.findByText('Copié dans le presse-papiers : Identifiant client (client_id).'),
      ).toBeInTheDocument();
    } finally {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText },
      });
    }
  },
};

/** At 390 px: the client ids and addresses wrap, the buttons go under them, nothing overflows. */
export const Narrow: Story = {
  decorators: [narrow],
  args: {
    clients: [
      { ...activeFhirClient, name: 'Dossier patient informatisé du centre hospitalier régional' },
      revokedFhirClient,
    ],
  },
  play: async ({ canvasElement }) => {
    const region = await card();
    await expect(region.getByText(activeFhirClient.clientId)).toBeVisible();
    await expect(fitsNarrow(canvasElement)).toBe(true);
    // The dates follow the establishment's clock, read once: its last line drawn before the shot.
    await expect(await region.findByText(/^Révoqué le/)).toBeVisible();
  },
};

/** The form in German at 390 px: long words wrap inside the card. */
export const NarrowFormGerman: Story = {
  globals: { locale: 'de' },
  decorators: [narrow],
  args: { clients: [], initialStep: { kind: 'form' } },
  parameters: {
    portal: { user: { ...currentUsers.responsable, locale: 'de' } },
    msw: { handlers: signedInAs({ ...currentUsers.responsable, locale: 'de' }) },
  },
  play: async ({ canvasElement }) => {
    const region = within(
      await screen.findByRole('region', { name: 'Verbindungen zur Patientenakte (FHIR)' }),
    );
    await userEvent.click(region.getByRole('button', { name: 'Diese Software verbinden' }));
    await expect(
      region.getByRole('group', { name: /Daten, die die Software lesen darf/ }),
    ).toHaveAccessibleDescription(/Wählen Sie mindestens eine Datenart aus\./);
    await expect(fitsNarrow(canvasElement)).toBe(true);
  },
};
