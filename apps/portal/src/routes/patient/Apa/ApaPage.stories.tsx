import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  activities,
  activityLists,
  activitiesApi,
  soundProgramHandlers,
  soundProgramsWithAudio,
  storyAudio,
} from '../../../mocks/activitiesFixtures';
import { answer, failure, loading, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { patientStartup } from '../../../mocks/scenarios';
import { ApaPage } from './ApaPage';

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

async function findPage() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole(
    'heading',
    { level: 1, name: 'Activité physique adaptée' },
    firstRender,
  );
  return within(main);
}

/** The sound programs' section, and the card of one program. */
async function soundPrograms() {
  const page = await findPage();
  return within(await page.findByRole('region', { name: 'Programmes sonores' }));
}

async function programCard(name: string) {
  const section = await soundPrograms();
  return within(await section.findByRole('article', { name }, firstRender));
}

/**
 * /apa as the app shows it: an adapted activity (`?activite=<id>`) with its schedule and
 * enrolment, and the sound programs with their player.
 */
const meta = {
  title: 'Portal/Screens/Patient/APA',
  component: ApaPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/apa" />,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: {
        ...patientStartup,
        ...activitiesApi(activityLists.full),
        ...soundProgramHandlers,
      },
    },
  },
} satisfies Meta<typeof ApaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No program has its audio yet: each one says so plainly, and offers no player. */
export const SoundProgramsWithoutAudio: Story = {
  play: async () => {
    const section = await soundPrograms();
    const cards = await section.findAllByRole('article');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Rythme de marche lent (80 pas/min)',
      'Respiration guidée',
      'Retour au calme',
    ]);
    for (const card of cards) {
      await expect(within(card).getByText('Audio non disponible')).toBeVisible();
      await expect(within(card).queryByRole('button')).toBeNull();
    }
    await expect(within(cards[0]!).getByText('Durée : 10 min')).toBeVisible();
    await expect(
      section.getByText('Un battement régulier pour caler ses pas, à un rythme lent.'),
    ).toBeVisible();
    await expect(requestsTo(endpoints.apa.patient)).toBe(0);
  },
};

/**
 * A program with its audio: a large play button and a position slider with a spoken value; the
 * others still say their audio is not available.
 */
export const SoundProgramWithAudio: Story = {
  parameters: {
    msw: {
      handlers: {
        soundPrograms: answer(endpoints.soundPrograms.list, {
          soundPrograms: soundProgramsWithAudio,
        }),
        audio: storyAudio,
      },
    },
  },
  play: async () => {
    const card = await programCard('Rythme de marche lent (80 pas/min)');
    const play = card.getByRole('button', {
      name: 'Écouter',
      description: 'Rythme de marche lent (80 pas/min)',
    });
    const slider = card.getByRole('slider', {
      name: 'Position dans « Rythme de marche lent (80 pas/min) »',
    });
    await expect(card.queryByText('Audio non disponible')).toBeNull();
    // Once the audio is known, the slider spans its 20 seconds.
    await waitFor(() => expect(slider).toHaveAttribute('max', '20'));
    await expect(slider.getAttribute('aria-valuetext')).toMatch(/^0\s*s sur 20\s*s$/);
    await userEvent.click(play);
    await waitFor(() =>
      expect(card.getByRole('button', { name: 'Mettre en pause' })).toBeVisible(),
    );
    await userEvent.click(card.getByRole('button', { name: 'Mettre en pause' }));
    await waitFor(() =>
      expect(card.getByRole('button', { name: /^(Reprendre|Écouter)$/ })).toBeVisible(),
    );
    const other = await programCard('Respiration guidée');
    await expect(other.getByText('Audio non disponible')).toBeVisible();
  },
};

/** An activity of the establishment, to take part in from its page. */
export const ActivityDetail: Story = {
  parameters: { msw: { handlers: activitiesApi(activityLists.full) } },
  render: () => <PortalRoutes path={`/apa?activite=${activities.walk.id}`} />,
  play: async () => {
    const page = await findPage();
    const title = await page.findByRole('heading', { level: 2, name: 'Marche dans le parc' });
    const card = within(title.closest('article')!);
    await expect(card.getByText('Jeudi 15 h, départ du hall d’accueil')).toBeVisible();
    await expect(card.getByText('Dans mon établissement')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Participer' }));
    await expect(await card.findByText('Vous participez')).toBeVisible();
    await expect(
      await page.findByText('Vous participez désormais à « Marche dans le parc ».'),
    ).toBeVisible();
    await waitFor(() => expect(title).toHaveFocus());
    await expect(card.getByRole('button', { name: 'Ne plus participer' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Voir toutes les activités adaptées' }),
    ).toHaveAttribute('href', '/activities');
  },
};

/** An address of an activity no longer offered. */
export const ActivityNoLongerOffered: Story = {
  render: () => <PortalRoutes path="/apa?activite=3f6c1a20-5b7e-4c1d-8a2f-00000000a999" />,
  play: async () => {
    const page = await findPage();
    await expect(await page.findByText('Cette activité n’est plus proposée.')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Voir toutes les activités adaptées' }),
    ).toBeVisible();
  },
};

/** The programs on their way. */
export const SoundProgramsLoading: Story = {
  parameters: { msw: { handlers: { soundPrograms: loading(endpoints.soundPrograms.list) } } },
  play: async () => {
    const section = await soundPrograms();
    await waitFor(() => expect(requestsTo(endpoints.soundPrograms.list)).toBe(1));
    await expect(section.queryByRole('article')).toBeNull();
  },
};

/** The programs cannot be read: the error and a retry. */
export const SoundProgramsFailed: Story = {
  parameters: { msw: { handlers: { soundPrograms: failure(endpoints.soundPrograms.list) } } },
  play: async () => {
    const section = await soundPrograms();
    await expect(await section.findByRole('alert')).toHaveTextContent(/erreur inattendue/);
    await expect(section.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};
