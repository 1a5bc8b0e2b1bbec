import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import { answer, empty, failure, loading, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { longProgram, programHandlers, programs } from '../../../mocks/programFixtures';
import { MyProgramsTab } from './MyProgramsTab';

const { rehabilitatorPrograms, list, exercises, like, addToMine, copy } = endpoints.programs;

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

async function findMain(tab: string) {
  const main = within(await screen.findByRole('main', {}, firstRender));
  await main.findByRole('heading', { level: 2, name: tab }, firstRender);
  return main;
}

/**
 * The rehabilitator's programs (/reeducateur/programmes): my programs, the oxilio programs and the
 * exercise library, as the app shows them with the mocked API.
 */
const meta = {
  title: 'Portal/Screens/Rehabilitator/Programs',
  component: MyProgramsTab,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/reeducateur/programmes/mesProgrammes" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.reeducator },
    msw: { handlers: programHandlers },
  },
} satisfies Meta<typeof MyProgramsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** My programs, each with what it contains and what can be done with it. */
export const MyPrograms: Story = {
  play: async () => {
    const main = await findMain('Mes programmes');
    await expect(main.getByRole('heading', { level: 1, name: 'Programmes' })).toBeVisible();
    await expect(
      await main.findByRole('heading', { name: programs.mine.name }, firstRender),
    ).toBeVisible();
    await expect(main.getByText('4 exercices')).toBeVisible();
    await expect(
      main.getByRole('link', { name: `Modifier « ${programs.group.name} »` }),
    ).toHaveAttribute('href', `/reeducateur/nouveau-programme/${programs.group.id}`);
    await expect(main.getByRole('link', { name: 'Créer un programme' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { myPrograms: loading(rehabilitatorPrograms) } } },
  play: async () => {
    const main = await findMain('Mes programmes');
    await expect(main.queryByRole('heading', { level: 3 })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { myPrograms: empty(rehabilitatorPrograms) } } },
  play: async () => {
    const main = await findMain('Mes programmes');
    await expect(
      await main.findByText('Vous n’avez pas encore de programme.', {}, firstRender),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { myPrograms: failure(rehabilitatorPrograms) } } },
  play: async () => {
    const main = await findMain('Mes programmes');
    await expect(await main.findByRole('button', { name: 'Réessayer' }, firstRender)).toBeVisible();
  },
};

export const LongNames: Story = {
  parameters: {
    msw: { handlers: { myPrograms: answer(rehabilitatorPrograms, [longProgram, programs.mine]) } },
  },
  play: async () => {
    const main = await findMain('Mes programmes');
    await expect(
      await main.findByRole('heading', { name: longProgram.name }, firstRender),
    ).toBeVisible();
    await expect(main.getByText('et 4 autres')).toBeVisible();
    // Nothing runs off the side of the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Deleting asks first; keeping the program changes nothing. */
export const DeleteWithConfirmation: Story = {
  parameters: {
    msw: {
      handlers: {
        remove: answer(endpoints.programs.delete, undefined as never),
      },
    },
  },
  play: async () => {
    const main = await findMain('Mes programmes');
    await userEvent.click(
      await main.findByRole(
        'button',
        { name: `Supprimer « ${programs.group.name} »` },
        firstRender,
      ),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Garder' }));
    await expect(requestsTo(endpoints.programs.delete)).toBe(0);
    await userEvent.click(
      main.getByRole('button', { name: `Supprimer « ${programs.group.name} »` }),
    );
    const again = within(await screen.findByRole('alertdialog'));
    await userEvent.click(again.getByRole('button', { name: 'Supprimer le programme' }));
    await waitFor(() => expect(requestsTo(endpoints.programs.delete)).toBe(1));
    await expect(
      await screen.findByText(`« ${programs.group.name} » a été supprimé.`),
    ).toBeVisible();
  },
};

/** The oxilio programs are read-only: add one to mine, or copy it to adapt it. */
export const ProductPrograms: Story = {
  render: () => <PortalRoutes path="/reeducateur/programmes/oxilio" />,
  parameters: {
    msw: {
      handlers: {
        addToMine: answer(addToMine, { ...programs.product, id: programs.mine.id }),
        copy: answer(copy, { ...programs.product, id: programs.mine.id, isProduct: false }),
      },
    },
  },
  play: async () => {
    const main = await findMain('Programmes oxilio');
    await main.findByRole('heading', { name: programs.product.name }, firstRender);
    await expect(main.queryByRole('heading', { name: programs.mine.name })).toBeNull();
    await expect(
      main.queryByRole('button', { name: `Supprimer « ${programs.product.name} »` }),
    ).toBeNull();
    await userEvent.click(
      main.getByRole('button', {
        name: `Ajouter à mes programmes : « ${programs.product.name} »`,
      }),
    );
    await expect(
      await screen.findByText(`« ${programs.product.name} » est dans vos programmes.`),
    ).toBeVisible();
    await expect(requestsTo(list)).toBeGreaterThanOrEqual(1);
  },
};

export const ProductProgramsFailed: Story = {
  render: () => <PortalRoutes path="/reeducateur/programmes/oxilio" />,
  parameters: { msw: { handlers: { programs: failure(list) } } },
  play: async () => {
    const main = await findMain('Programmes oxilio');
    await expect(await main.findByRole('button', { name: 'Réessayer' }, firstRender)).toBeVisible();
  },
};

/** The library: filters narrow it down, and a like is counted at once. */
export const Exercises: Story = {
  render: () => <PortalRoutes path="/reeducateur/programmes/exercices" />,
  parameters: {
    msw: {
      handlers: {
        like: answer(like, ({ params }) => ({
          exerciseId: Number(params.id),
          likes: 1,
          liked: true,
        })),
      },
    },
  },
  play: async () => {
    const main = await findMain('Exercices');
    const likedOnly = await main.findByRole(
      'checkbox',
      { name: 'Seulement les exercices que j’aime' },
      firstRender,
    );
    await expect(main.getByText('16 exercices')).toBeVisible();
    await userEvent.click(likedOnly);
    await expect(await main.findByText('2 exercices')).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Effacer les filtres' }));
    await expect(await main.findByText('16 exercices')).toBeVisible();
    await userEvent.selectOptions(main.getByRole('combobox', { name: 'Type' }), 'Renforcement');
    await expect(main.queryByText('16 exercices')).toBeNull();
    const first = main.getAllByRole('button', { name: /^J’aime « / })[0]!;
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(first);
    await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'true'));
    await expect(requestsTo(like)).toBe(1);
  },
};

export const ExercisesLoading: Story = {
  render: () => <PortalRoutes path="/reeducateur/programmes/exercices" />,
  parameters: { msw: { handlers: { exercises: loading(exercises) } } },
  play: async () => {
    const main = await findMain('Exercices');
    await expect(main.queryByRole('checkbox')).toBeNull();
  },
};
