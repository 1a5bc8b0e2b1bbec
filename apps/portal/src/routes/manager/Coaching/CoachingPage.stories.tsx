import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { coachingHandlers, coachingSessions } from '../../../mocks/coachingFixtures';
import { currentUsers } from '../../../mocks/fixtures';
import { answer, failure, loading, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import CoachingPage from './CoachingPage';

const { establishment: list, update } = endpoints.coaching;
const firstRender = { timeout: 10_000 };

async function findPage() {
  const main = within(await screen.findByRole('main', {}, firstRender));
  await main.findByRole('heading', { level: 1, name: 'Coaching' }, firstRender);
  return main;
}

/** Coaching (/responsable/coaching), as the combined role whose menu shows it. */
const meta = {
  title: 'Portal/Screens/Manager/Coaching',
  component: CoachingPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/responsable/coaching" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.reeducatorresponsable },
    msw: { handlers: coachingHandlers },
  },
} satisfies Meta<typeof CoachingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Planned first, in the establishment's time; the history below; the menu has Coaching. */
export const Full: Story = {
  play: async () => {
    const main = await findPage();
    const planned = within(
      await main.findByRole('region', { name: 'Séances prévues' }, firstRender),
    );
    await expect(planned.getByText('Transferts lit-fauteuil')).toBeVisible();
    await expect(planned.getByText('Le 01/12/26 10:00')).toBeVisible();
    const history = within(main.getByRole('region', { name: 'Historique' }));
    await expect(history.getByText('Faite')).toBeVisible();
    await expect(history.getByText('Annulée')).toBeVisible();
    await expect(history.queryByRole('button', { name: 'Marquer comme faite' })).toBeNull();
    const nav = within(screen.getByRole('navigation', { name: /menu/i }));
    await expect(nav.getByRole('link', { name: 'Coaching' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Cancelling asks first; the session then moves to the history. */
export const CancelASession: Story = {
  parameters: {
    msw: {
      handlers: {
        sessions: answer(list, () => ({
          sessions: coachingSessions.map((session, index) =>
            index === 0 && requestsTo(update) > 0
              ? { ...session, status: 'cancelled' as const }
              : session,
          ),
        })),
        update: answer(update, { ...coachingSessions[0]!, status: 'cancelled' }),
      },
    },
  },
  play: async () => {
    const main = await findPage();
    await userEvent.click(
      await main.findByRole('button', { name: 'Annuler la séance' }, firstRender),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText('Annuler la séance de Lucie Moreau ?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler la séance' }));
    await expect(await main.findByText('La séance de Lucie Moreau est annulée.')).toBeVisible();
    await expect(await main.findByText('Aucune séance prévue.')).toBeVisible();
  },
};

/** The session's status as the stories' API keeps it, changed by each update's body. */
function statusApi() {
  let status: 'planned' | 'done' | 'cancelled' = 'planned';
  const first = () => ({ ...coachingSessions[0]!, status });
  return {
    sessions: answer(list, () => ({
      sessions: coachingSessions.map((session, index) => (index === 0 ? first() : session)),
    })),
    update: answer(update, async ({ request }) => {
      status = ((await request.json()) as { status: typeof status }).status;
      return first();
    }),
  };
}

/**
 * "Mark as done" is one click: its notice offers to undo it, which plans the session again (the
 * keyboard reaches the button; its own notice replaces the first).
 */
export const MarkDoneThenUndo: Story = {
  parameters: { msw: { handlers: statusApi() } },
  play: async () => {
    const main = await findPage();
    await userEvent.click(
      await main.findByRole('button', { name: 'Marquer comme faite' }, firstRender),
    );
    await expect(
      await main.findByText('La séance de Lucie Moreau est marquée comme faite.'),
    ).toBeVisible();
    await expect(await main.findByText('Aucune séance prévue.')).toBeVisible();
    const undo = main.getByRole('button', { name: 'Annuler' });
    await expect(undo.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    undo.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await main.findByText('La séance de Lucie Moreau est de nouveau prévue.'),
    ).toBeVisible();
    await expect(main.queryByRole('button', { name: 'Annuler' })).toBeNull();
    await expect(await main.findByRole('button', { name: 'Marquer comme faite' })).toBeVisible();
    await expect(requestsTo(update)).toBe(2);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { sessions: answer(list, { sessions: [] }) } } },
  play: async () => {
    const main = await findPage();
    await expect(
      await main.findByText('Aucun coaching pour l’instant', {}, firstRender),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { sessions: loading(list) } } },
  play: async () => {
    const main = await findPage();
    await expect(main.queryByRole('article')).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { sessions: failure(list) } } },
  play: async () => {
    const main = await findPage();
    await expect(await main.findByRole('button', { name: 'Réessayer' }, firstRender)).toBeVisible();
  },
};

export const LongNames: Story = {
  parameters: {
    msw: {
      handlers: {
        sessions: answer(list, {
          sessions: [
            {
              ...coachingSessions[0]!,
              patient: {
                ...coachingSessions[0]!.patient,
                firstName: 'Marie-Bernadette-Éléonore-Clémentine',
                lastName: 'de La Rochefoucauld-Montmorency-Villeneuve-Saint-Georges',
              },
            },
          ],
        }),
      },
    },
  },
  play: async () => {
    const main = await findPage();
    await expect(await main.findByText(/Marie-Bernadette/, {}, firstRender)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
