import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import {
  askConflict,
  followUpApi,
  nobodyState,
  pendingState,
  refusedState,
} from '../../../mocks/followUpRequestFixtures';
import { managerApi, managerPatients } from '../../../mocks/managerFixtures';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { signedInAs } from '../../../mocks/scenarios';
import { ManagerPatientPage } from './ManagerPatientPage';

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

const odette = managerPatients.current[2]!;
const pathOf = (patientId: string) => `/responsable/patients/${patientId}`;

/** The follow-up card of the page, once it has read the follow-up. */
async function findCard() {
  const main = await screen.findByRole('main', {}, firstRender);
  const card = await within(main).findByRole(
    'region',
    { name: /Suivi en rééducation|Reha-Betreuung/ },
    firstRender,
  );
  return within(card);
}

/**
 * The manager's patient page, its follow-up card: who follows the patient, their capacity and
 * objectives, the requests made to the team, and "Ask a rehabilitator to follow" (a dialog that
 * offers the team, those already following or asked shown but not offered).
 */
const meta = {
  title: 'Portal/Screens/Manager/Patient/Ask a follow-up',
  component: ManagerPatientPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path={pathOf(odette.patientId)} />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.responsable },
    msw: {
      handlers: {
        ...managerApi(),
        ...followUpApi({ [odette.patientId]: nobodyState(odette.patientId) }),
      },
    },
  },
} satisfies Meta<typeof ManagerPatientPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody follows the patient: the card says so, objectives are "not set yet", never 0. */
export const NobodyFollows: Story = {
  play: async () => {
    const card = await findCard();
    await expect(
      await card.findByText(
        'Aucun rééducateur ne suit ce patient. Demandez à un rééducateur de l’équipe de le prendre en charge.',
        {},
        firstRender,
      ),
    ).toBeVisible();
    await expect(card.getByText('Pas encore renseignée')).toBeVisible();
    await expect(card.getByText(/^Pas encore fixés/)).toBeVisible();
    await expect(card.queryByText('0')).toBeNull();
    const ask = card.getByRole('button', { name: 'Demander un suivi à un rééducateur' });
    // Once the team is read.
    await waitFor(() => expect(ask).toBeEnabled());
  },
};

/**
 * The dialog: a choice is needed; the rehabilitator already asked is shown, not offered; the
 * request sent closes the dialog, is announced and listed as pending.
 */
export const AskDialog: Story = {
  parameters: {
    msw: {
      handlers: {
        ...managerApi(),
        ...followUpApi({ [odette.patientId]: pendingState(odette.patientId) }),
      },
    },
  },
  play: async () => {
    const card = await findCard();
    const ask = await card.findByRole(
      'button',
      { name: 'Demander un suivi à un rééducateur' },
      firstRender,
    );
    await waitFor(() => expect(ask).toBeEnabled());
    await userEvent.click(ask);
    const dialog = within(
      await screen.findByRole('dialog', {
        name: 'Demander à un rééducateur de suivre Odette Schmit',
      }),
    );
    const julien = dialog.getByRole('radio', { name: /Julien Roux/ });
    await expect(julien).toBeDisabled();
    await expect(dialog.getByText('Demande en attente de sa réponse')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Envoyer la demande' }));
    await expect(dialog.getByText('Choisissez un rééducateur.')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: /Marie Lefèvre/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await card.findByText('Demande envoyée à Marie Lefèvre.')).toBeVisible();
    await expect(
      await card.findByText(
        'Demandé à Marie Lefèvre le 24/11/26 par Claire Dumont : en attente de sa réponse.',
      ),
    ).toBeVisible();
    // The focus went back to the action.
    await waitFor(() => expect(ask).toHaveFocus());
  },
};

/** Marie Lefèvre refused: the manager reads it and may ask another rehabilitator. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: {
        ...managerApi(),
        ...followUpApi({ [odette.patientId]: refusedState(odette.patientId) }),
      },
    },
  },
  play: async () => {
    const card = await findCard();
    await expect(
      await card.findByText(
        'Marie Lefèvre a refusé le suivi le 25/11/26. Vous pouvez le demander à une autre personne de l’équipe de rééducation.',
        {},
        firstRender,
      ),
    ).toBeVisible();
  },
};

/** Asked meanwhile by someone else: the dialog says so and stays open. */
export const AskedMeanwhile: Story = {
  parameters: {
    msw: {
      handlers: {
        ...managerApi(),
        ...followUpApi({ [odette.patientId]: nobodyState(odette.patientId) }),
        ...askConflict,
      },
    },
  },
  play: async () => {
    const card = await findCard();
    const ask = await card.findByRole(
      'button',
      { name: 'Demander un suivi à un rééducateur' },
      firstRender,
    );
    await waitFor(() => expect(ask).toBeEnabled());
    await userEvent.click(ask);
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: /Julien Roux/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Envoyer la demande' }));
    await expect(
      await dialog.findByText(
        'Ce rééducateur suit déjà ce patient ou a déjà une demande en attente.',
      ),
    ).toBeVisible();
  },
};

/** Followed by Marie Lefèvre on the defaults of the capacity; another may still be asked. */
export const Followed: Story = {
  parameters: { msw: { handlers: managerApi() } },
  play: async () => {
    const card = await findCard();
    await expect(await card.findByText('Marie Lefèvre', {}, firstRender)).toBeVisible();
    await expect(card.getByText('Kinésithérapeute · Depuis le 02/06/26')).toBeVisible();
    await expect(card.getByText('Debout')).toBeVisible();
    await expect(card.getByText('Valeurs par défaut de la capacité fonctionnelle')).toBeVisible();
  },
};

/** From the patients list's action (`#demander-un-suivi`): the page opens on the action, focused. */
export const FromTheList: Story = {
  render: () => <PortalRoutes path={`${pathOf(odette.patientId)}#demander-un-suivi`} />,
  play: async () => {
    const card = await findCard();
    const ask = await card.findByRole(
      'button',
      { name: 'Demander un suivi à un rééducateur' },
      firstRender,
    );
    await waitFor(() => expect(ask).toHaveFocus());
  },
};

const germanManager = { ...currentUsers.responsable, locale: 'de' as const };

/** In German (the account's language): the card and the dialog. */
export const German: Story = {
  globals: { locale: 'de' },
  parameters: {
    portal: { user: germanManager },
    msw: {
      handlers: {
        ...managerApi(),
        ...followUpApi({ [odette.patientId]: nobodyState(odette.patientId) }),
        ...signedInAs(germanManager),
      },
    },
  },
  play: async () => {
    const card = await findCard();
    const ask = await card.findByRole(
      'button',
      { name: 'Reha-Therapeuten um Betreuung bitten' },
      firstRender,
    );
    await expect(
      card.getByText(
        'Kein Reha-Therapeut betreut diesen Patienten. Bitten Sie einen Reha-Therapeuten des Teams, ihn zu übernehmen.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(ask).toBeEnabled());
    await userEvent.click(ask);
    await expect(
      await screen.findByRole('dialog', {
        name: 'Einen Reha-Therapeuten bitten, Odette Schmit zu betreuen',
      }),
    ).toBeVisible();
  },
};
