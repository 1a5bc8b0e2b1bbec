import { endpoints, type CreateProgramBody } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import { answer, failure, loading } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { library, programHandlers, programs } from '../../../mocks/programFixtures';
import { NewProgramPage } from './NewProgramPage';

const { create, modify, exercises } = endpoints.programs;
const firstRender = { timeout: 10_000 };

async function findBuilder() {
  const main = within(await screen.findByRole('main', {}, firstRender));
  await main.findByRole('heading', { level: 2, name: 'Bibliothèque d’exercices' }, firstRender);
  return main;
}

let sent: CreateProgramBody | null = null;

/** Building a program (/reeducateur/nouveau-programme), or modifying one of mine. */
const meta = {
  title: 'Portal/Screens/Rehabilitator/New program',
  component: NewProgramPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/reeducateur/nouveau-programme" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.reeducator },
    msw: {
      handlers: {
        ...programHandlers,
        create: answer(create, async ({ request }) => {
          sent = (await request.json()) as CreateProgramBody;
          return { ...programs.group, name: sent.name };
        }),
      },
    },
  },
} satisfies Meta<typeof NewProgramPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Closes the "added" toasts: they go by themselves after 8 s, so whether the screenshot shows them
 * would depend on how fast the machine played the story.
 */
async function closeToasts() {
  for (const close of screen.queryAllByRole('button', { name: 'Fermer la notification' })) {
    await userEvent.click(close);
  }
  await waitFor(() =>
    expect(screen.queryAllByRole('button', { name: 'Fermer la notification' })).toHaveLength(0),
  );
}

/**
 * With the keyboard alone: name the program, add three exercises, move the last one up (its new
 * position is announced and the focus stays on it), then save.
 */
export const BuildWithTheKeyboard: Story = {
  play: async () => {
    sent = null;
    const main = await findBuilder();
    await expect(main.getByRole('heading', { level: 1, name: 'Nouveau programme' })).toBeVisible();
    main.getByRole('textbox', { name: /Nom du programme/ }).focus();
    await userEvent.keyboard('Jambes du lundi');
    const adds = main.getAllByRole('button', { name: /^Ajouter « .* » au programme$/ }).slice(0, 3);
    const names = adds.map((button) => /« (.*) »/.exec(button.getAttribute('aria-label')!)![1]!);
    for (const button of adds) {
      button.focus();
      await userEvent.keyboard('{Enter}');
    }
    await expect(main.getByRole('heading', { name: '3 exercices au programme' })).toBeVisible();
    // Each addition shows a toast, seen even when the program is scrolled out of view.
    await expect(
      await screen.findByText(`« ${names[2]} » ajouté en position 3 sur 3.`),
    ).toBeVisible();
    main.getByRole('button', { name: `Monter « ${names[2]} »` }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await main.findByText(`« ${names[2]} » est maintenant en position 2 sur 3.`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(`Monter « ${names[2]} »`),
    );
    await userEvent.keyboard('{Enter}');
    await expect(
      await main.findByText(`« ${names[2]} » est maintenant en position 1 sur 3.`),
    ).toBeInTheDocument();
    // At the top, "up" is disabled: the focus moved to "down".
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(`Descendre « ${names[2]} »`),
    );
    main.getByRole('button', { name: 'Enregistrer le programme' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent).not.toBeNull());
    await expect(sent!.name).toBe('Jambes du lundi');
    await expect(sent!.exercises.map((exercise) => exercise.exerciseId)).toEqual([
      library[2]!.id,
      library[0]!.id,
      library[1]!.id,
    ]);
    await expect(await screen.findByText('« Jambes du lundi » est enregistré.')).toBeVisible();
    await closeToasts();
  },
};

/** Saving an incomplete program says what is missing, in words. */
export const ValidationErrors: Story = {
  play: async () => {
    const main = await findBuilder();
    await userEvent.click(main.getByRole('button', { name: 'Enregistrer le programme' }));
    await expect(
      await main.findByText(
        'Le programme n’est pas encore complet : corrigez les champs signalés.',
      ),
    ).toBeVisible();
    await expect(main.getByText('Donnez un nom au programme.')).toBeVisible();
    await expect(main.getAllByText('Ajoutez au moins un exercice.')[0]).toBeVisible();
    await userEvent.click(
      main.getAllByRole('button', { name: /^Ajouter « .* » au programme$/ })[0]!,
    );
    const series = main.getAllByRole('spinbutton', { name: /^Séries/ })[0]!;
    await userEvent.clear(series);
    await userEvent.type(series, '0');
    await expect(await main.findByText('Indiquez un nombre entier entre 1 et 50.')).toBeVisible();
    await closeToasts();
  },
};

/** One of my programs, opened to be modified: its exercises in order. */
export const ModifyMine: Story = {
  render: () => <PortalRoutes path={`/reeducateur/nouveau-programme/${programs.mine.id}`} />,
  parameters: { msw: { handlers: { modify: answer(modify, programs.mine) } } },
  play: async () => {
    const main = await findBuilder();
    await expect(
      main.getByRole('heading', { level: 1, name: `Modifier « ${programs.mine.name} »` }),
    ).toBeVisible();
    await expect(main.getByRole('textbox', { name: /Nom du programme/ })).toHaveValue(
      programs.mine.name,
    );
    await expect(main.getByRole('heading', { name: '4 exercices au programme' })).toBeVisible();
  },
};

export const LibraryLoading: Story = {
  parameters: { msw: { handlers: { exercises: loading(exercises) } } },
  play: async () => {
    const main = within(await screen.findByRole('main', {}, firstRender));
    await main.findByRole('heading', { level: 1, name: 'Nouveau programme' }, firstRender);
    await expect(main.queryByRole('button', { name: 'Enregistrer le programme' })).toBeNull();
  },
};

export const LibraryFailed: Story = {
  parameters: { msw: { handlers: { exercises: failure(exercises) } } },
  play: async () => {
    const main = within(await screen.findByRole('main', {}, firstRender));
    await expect(await main.findByRole('button', { name: 'Réessayer' }, firstRender)).toBeVisible();
  },
};
