import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  careTeamApi,
  careTeamMembers,
  pendingRequest,
  sentRequest,
} from '../../../mocks/careTeamFixtures';
import { currentUsers } from '../../../mocks/fixtures';
import { failure, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { ProfileCareTeamPage } from './ProfileCareTeamPage';

const { endFollowUp, answerInvitation } = endpoints.patients;

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

/** The care team card (a section named by its title), once the tab shows it. */
async function findTeam() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 2, name: 'Équipe de soins' }, firstRender);
  return within(await within(main).findByRole('region', { name: 'Mon équipe de soins' }));
}

/** The row (list item) of the care team naming `name`. */
function rowOf(team: ReturnType<typeof within>, name: string) {
  const row = team
    .getAllByRole('listitem')
    .find((item: HTMLElement) => item.textContent?.includes(name));
  if (!row) {
    throw new Error(`no row for ${name}`);
  }
  return within(row);
}

/**
 * The patient's care team tab (/profil/care-team) as the app shows it: the app's routes, guards
 * and signed-in layout around it, the care team and the requests answered by a mocked API that
 * remembers what the story changes.
 */
const meta = {
  title: 'Portal/Screens/Patient/Care team',
  component: ProfileCareTeamPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/profil/care-team" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.patient },
    msw: { handlers: careTeamApi() },
  },
} satisfies Meta<typeof ProfileCareTeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two rehabilitators: the main one first, with her badge, each with their profession, the day the
 * follow-up began and their establishments; each "stop sharing" button is named by its visible text
 * and described by the person's name, 44 px high.
 */
export const Team: Story = {
  parameters: {
    msw: {
      handlers: careTeamApi({
        members: [careTeamMembers.marie, careTeamMembers.julien, careTeamMembers.independent],
      }),
    },
  },
  play: async () => {
    const team = await findTeam();
    await expect(screen.getByRole('link', { name: 'Équipe de soins' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const rows = team.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    const marie = rowOf(team, 'Marie Lefèvre');
    await expect(marie.getByText('Rééducateur principal')).toBeVisible();
    await expect(marie.getByText('Kinésithérapeute')).toBeVisible();
    await expect(marie.getByText('Vous suit depuis le 02/03/25')).toBeVisible();
    await expect(marie.getByText('Établissement : Résidence Les Tilleuls')).toBeVisible();
    const julien = rowOf(team, 'Julien Marchal');
    await expect(julien.queryByText('Rééducateur principal')).not.toBeInTheDocument();
    await expect(
      julien.getByText(
        'Établissements : Résidence Les Tilleuls, Centre de rééducation du Val-Fleuri',
      ),
    ).toBeVisible();
    const independent = rowOf(team, 'Anne-Sophie Kieffer');
    await expect(independent.getByText('Enseignante en activité physique adaptée')).toBeVisible();
    await expect(independent.queryByText(/Établissement/)).not.toBeInTheDocument();
    for (const row of [marie, julien, independent]) {
      const stop = row.getByRole('button', { name: 'Ne plus partager mes données' });
      await expect(stop).toHaveAccessibleDescription(/Lefèvre|Marchal|Kieffer/);
      await expect(stop.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/**
 * Stopping to share with the main rehabilitator asks first: what stops, what stays, who becomes
 * main; "keep" changes nothing; confirming ends it once, says so, and Julien becomes main.
 */
export const StopSharingWithMain: Story = {
  play: async () => {
    const team = await findTeam();
    const stop = rowOf(team, 'Marie Lefèvre').getByRole('button', {
      name: 'Ne plus partager mes données',
    });
    await userEvent.click(stop);
    let dialog = await screen.findByRole('alertdialog', {
      name: 'Ne plus partager vos données avec Marie Lefèvre ?',
    });
    await expect(dialog).toHaveAccessibleDescription(
      /ne verra plus votre activité ni vos séances.*Vos données sont conservées.*Julien Marchal prendra le relais/,
    );
    // Destructive: the first focus is on "keep", which closes without a call.
    await expect(within(dialog).getByRole('button', { name: 'Garder le suivi' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(requestsTo(endFollowUp)).toBe(0);
    await waitFor(() => expect(stop).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ne plus partager' }));
    await expect(
      await team.findByText('Marie Lefèvre ne voit plus vos données et ne vous suit plus.'),
    ).toBeVisible();
    await waitFor(() => expect(team.getAllByRole('listitem')).toHaveLength(1));
    await expect(rowOf(team, 'Julien Marchal').getByText('Rééducateur principal')).toBeVisible();
    await expect(requestsTo(endFollowUp)).toBe(1);
    // The focus did not fall to the top of the page: it went to the next row's button.
    await waitFor(() =>
      expect(
        rowOf(team, 'Julien Marchal').getByRole('button', { name: 'Ne plus partager mes données' }),
      ).toHaveFocus(),
    );
  },
};

/** The last rehabilitator: the confirmation says nobody will follow the rehabilitation any more. */
export const StopSharingWithTheOnlyOne: Story = {
  parameters: { msw: { handlers: careTeamApi({ members: [careTeamMembers.marie] }) } },
  play: async () => {
    const team = await findTeam();
    await userEvent.click(team.getByRole('button', { name: 'Ne plus partager mes données' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      /Vous n’aurez plus de rééducateur pour suivre votre rééducation\./,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ne plus partager' }));
    await expect(
      await team.findByText('Aucun rééducateur ne vous suit pour le moment.'),
    ).toBeVisible();
  },
};

/** Ended meanwhile (another device): the API's 409 is said plainly, and the list read again. */
export const AlreadyStopped: Story = {
  parameters: {
    msw: {
      handlers: { ...careTeamApi(), endFollowUp: failure(endFollowUp, 'conflict') },
    },
  },
  play: async () => {
    const team = await findTeam();
    await userEvent.click(
      rowOf(team, 'Julien Marchal').getByRole('button', { name: 'Ne plus partager mes données' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Ne plus partager',
      }),
    );
    await expect(
      await team.findByText('Ce suivi était déjà arrêté : la liste est à jour.'),
    ).toBeVisible();
  },
};

/**
 * A request waiting: the start-up dialog asks first; closed for later, the request waits on the
 * care team tab, where refusing asks first and accepting adds the rehabilitator to the team.
 */
export const PendingRequest: Story = {
  parameters: {
    msw: {
      handlers: careTeamApi({
        members: [careTeamMembers.marie],
        requests: [pendingRequest, sentRequest],
      }),
    },
  },
  play: async () => {
    const startup = await screen.findByRole(
      'alertdialog',
      { name: 'Demande de suivi' },
      firstRender,
    );
    await userEvent.click(within(startup).getByRole('button', { name: 'Fermer' }));
    const main = within(await screen.findByRole('main'));
    const requests = within(
      await main.findByRole('region', { name: 'Demandes de suivi en attente' }),
    );
    const julien = rowOf(requests, 'Julien Marchal');
    await expect(requests.getAllByRole('listitem')).toHaveLength(2);
    await expect(requests.getAllByText('Souhaite vous suivre')).toHaveLength(1);
    await expect(
      rowOf(requests, 'Anne-Sophie Kieffer').getByText('Votre demande attend sa réponse'),
    ).toBeVisible();
    await expect(
      rowOf(requests, 'Anne-Sophie Kieffer').queryByRole('button'),
    ).not.toBeInTheDocument();

    await userEvent.click(julien.getByRole('button', { name: 'Refuser' }));
    const refuse = await screen.findByRole('alertdialog', {
      name: 'Refuser la demande de Julien Marchal ?',
    });
    await userEvent.click(within(refuse).getByRole('button', { name: 'Garder la demande' }));
    await expect(requestsTo(answerInvitation)).toBe(0);

    const accept = julien.getByRole('button', { name: 'Accepter' });
    await expect(accept).toHaveAccessibleDescription('Julien Marchal');
    await userEvent.click(accept);
    await expect(
      await requests.findByText('Julien Marchal fait maintenant partie de votre équipe de soins.'),
    ).toBeVisible();
    const team = await findTeam();
    await waitFor(() => expect(team.getAllByRole('listitem')).toHaveLength(2));
    await expect(
      rowOf(team, 'Julien Marchal').getByText('Vous suit depuis le 02/12/26'),
    ).toBeVisible();
  },
};

/** Nobody follows the patient yet: said, with what will happen. */
export const Empty: Story = {
  parameters: { msw: { handlers: careTeamApi({ members: [] }) } },
  play: async () => {
    const team = await findTeam();
    await expect(team.getByText('Aucun rééducateur ne vous suit pour le moment.')).toBeVisible();
    await expect(team.queryByRole('button')).not.toBeInTheDocument();
  },
};
