import { endpoints, type Program } from '@oxilio/domain/contract';
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

/**
 * The programs list as the API keeps it: product programs and the rehabilitator's own, to which
 * "add to mine" and "copy" add a copy (the bodies of the copies asked for are kept).
 */
function productProgramsApi(own: readonly Program[] = [programs.mine, programs.group]) {
  let mine = [...own];
  const copies: { name?: string }[] = [];
  const copyOf = (name: string, id: string): Program => ({
    ...programs.product,
    id,
    name,
    isProduct: false,
    reeducatorId: programs.mine.reeducatorId,
    copiedFromProgramId: programs.product.id,
  });
  return {
    copies,
    handlers: {
      programs: answer(list, () => [programs.product, programs.productParkinson, ...mine]),
      myPrograms: answer(rehabilitatorPrograms, () => mine),
      addToMine: answer(addToMine, () => {
        const added = copyOf(programs.product.name, '5b1f3c2a-7e11-4d0a-9c3e-00000000a201');
        mine = [...mine, added];
        return added;
      }),
      copy: answer(copy, async ({ request }) => {
        const body = (await request.json()) as { name?: string };
        copies.push(body);
        const copied = copyOf(
          body.name ?? programs.product.name,
          '5b1f3c2a-7e11-4d0a-9c3e-00000000a202',
        );
        mine = [...mine, copied];
        return copied;
      }),
    },
  };
}

/** The oxilio programs are read-only: add one to mine, or copy it to adapt it. */
export const ProductPrograms: Story = {
  render: () => <PortalRoutes path="/reeducateur/programmes/oxilio" />,
  parameters: { msw: { handlers: productProgramsApi().handlers } },
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
    // The button shows its new state: a link to the copy, no second "add".
    const added = await main.findByRole('link', {
      name: `Ajouté à mes programmes : ouvrir « ${programs.product.name} »`,
    });
    await expect(added).toHaveAttribute(
      'href',
      '/reeducateur/nouveau-programme/5b1f3c2a-7e11-4d0a-9c3e-00000000a201',
    );
    // The focus follows the pressed button to its new state, not to the page's top.
    await waitFor(() => expect(added).toHaveFocus());
    await expect(
      main.queryByRole('button', {
        name: `Ajouter à mes programmes : « ${programs.product.name} »`,
      }),
    ).toBeNull();
  },
};

/** A product program already among mine (after a reload): "Ajouté à mes programmes" at once. */
export const ProductProgramAlreadyAdded: Story = {
  render: () => <PortalRoutes path="/reeducateur/programmes/oxilio" />,
  parameters: {
    msw: {
      handlers: productProgramsApi([
        programs.mine,
        {
          ...programs.product,
          id: '5b1f3c2a-7e11-4d0a-9c3e-00000000a201',
          isProduct: false,
          reeducatorId: programs.mine.reeducatorId,
          copiedFromProgramId: programs.product.id,
        },
      ]).handlers,
    },
  },
  play: async () => {
    const main = await findMain('Programmes oxilio');
    const added = await main.findByRole(
      'link',
      { name: `Ajouté à mes programmes : ouvrir « ${programs.product.name} »` },
      firstRender,
    );
    await expect(added).toBeVisible();
    await expect(added.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // The other product program can still be added.
    await expect(
      main.getByRole('button', {
        name: `Ajouter à mes programmes : « ${programs.productParkinson.name} »`,
      }),
    ).toBeVisible();
  },
};

const numbered = productProgramsApi([
  programs.mine,
  { ...programs.group, name: `Copie de ${programs.product.name}` },
]);

/** A copy opens named "Copie de …", numbered when that name is already among mine. */
export const CopyNamed: Story = {
  render: () => <PortalRoutes path="/reeducateur/programmes/oxilio" />,
  parameters: { msw: { handlers: numbered.handlers } },
  play: async () => {
    const main = await findMain('Programmes oxilio');
    await userEvent.click(
      await main.findByRole(
        'button',
        { name: `Copier et modifier « ${programs.product.name} »` },
        firstRender,
      ),
    );
    await waitFor(() =>
      expect(numbered.copies.at(-1)?.name).toBe(`Copie de ${programs.product.name} (2)`),
    );
    await expect(requestsTo(copy)).toBe(1);
    // The copy opens in the builder, under its new name.
    await expect(
      await screen.findByRole('textbox', { name: /Nom du programme/ }, firstRender),
    ).toHaveValue(`Copie de ${programs.product.name} (2)`);
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
    const first = main.getAllByRole('button', { name: /^J’aime \(\d+\) : « / })[0]!;
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(first);
    await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'true'));
    await expect(requestsTo(like)).toBe(1);
  },
};

/**
 * The text search, beside the filters: accents and case do not matter, it combines with the
 * filters, the count is announced, and no result says so. Each filter offers one "all", its own.
 */
export const ExercisesSearch: Story = {
  render: () => <PortalRoutes path="/reeducateur/programmes/exercices" />,
  play: async () => {
    const main = await findMain('Exercices');
    const search = await main.findByRole(
      'searchbox',
      { name: /Rechercher un exercice/ },
      firstRender,
    );
    const options = (name: string) =>
      Array.from(
        (main.getByRole('combobox', { name }) as HTMLSelectElement).options,
        (option) => option.text,
      );
    await expect(options('Position')[0]).toBe('Toutes les positions');
    await expect(options('Position').filter((text) => /^Tou/.test(text))).toHaveLength(1);
    await expect(options('Type')[0]).toBe('Tous les types');
    await expect(options('Type').filter((text) => /^Tou/.test(text))).toHaveLength(1);
    await expect(options('Partie du corps')[0]).toBe('Toutes les parties du corps');
    await expect(options('Matériel')[0]).toBe('Avec ou sans matériel');

    await userEvent.type(search, 'ECARTEMENT');
    await expect(await main.findByText('1 exercice')).toHaveAttribute('role', 'status');
    await expect(main.getByText('Écartement des genoux')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'genou');
    await expect(await main.findByText('3 exercices')).toBeVisible();
    await userEvent.type(search, ' zzz');
    await expect(
      await main.findByText('Aucun exercice ne correspond à « genou zzz ».'),
    ).toBeVisible();
    await expect(main.getByText('Aucun exercice')).toHaveAttribute('role', 'status');
    await userEvent.click(main.getByRole('button', { name: 'Effacer les filtres' }));
    await expect(search).toHaveValue('');
    await expect(await main.findByText('16 exercices')).toBeVisible();
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
