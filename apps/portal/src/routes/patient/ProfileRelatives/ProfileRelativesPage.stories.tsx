import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import { failure, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { relatives, relativesApi } from '../../../mocks/relativesFixtures';
import { ProfileRelativesPage } from './ProfileRelativesPage';

const { addRelative, removeRelative } = endpoints.patients;

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

/** The relatives card (a section named by its title), once the tab shows it. */
async function findRelatives() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 2, name: 'Proches' }, firstRender);
  return within(await within(main).findByRole('region', { name: 'Mes proches' }, firstRender));
}

/** The row (list item) naming `name`. */
function rowOf(card: ReturnType<typeof within>, name: string) {
  const row = card
    .getAllByRole('listitem')
    .find((item: HTMLElement) => item.textContent?.includes(name));
  if (!row) {
    throw new Error(`no row for ${name}`);
  }
  return within(row);
}

/**
 * The patient's relatives tab (/profil/relatives) as the app shows it: the app's routes, guards
 * and signed-in layout around it, the relatives answered by a mocked API that remembers what the
 * story adds and removes.
 */
const meta = {
  title: 'Portal/Screens/Patient/Relatives',
  component: ProfileRelativesPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/profil/relatives" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.patient },
    msw: { handlers: relativesApi() },
  },
} satisfies Meta<typeof ProfileRelativesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three relatives: name, relationship, the phone number as a link that dials it and the e-mail as
 * a link that writes to it, each 44 px high; one without either says so. Each "remove" button is
 * named by its text and described by the relative's name.
 */
export const List: Story = {
  play: async () => {
    const card = await findRelatives();
    await expect(screen.getByRole('link', { name: 'Proches' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(card.getAllByRole('listitem')).toHaveLength(3);
    const isabelle = rowOf(card, 'Isabelle Welter');
    await expect(isabelle.getByText('Fille')).toBeVisible();
    const call = isabelle.getByRole('link', { name: 'Téléphone : +33 6 98 76 54 32' });
    await expect(call).toHaveAttribute('href', 'tel:+33698765432');
    const write = isabelle.getByRole('link', { name: 'E-mail : isabelle.welter@exemple.fr' });
    await expect(write).toHaveAttribute('href', 'mailto:isabelle.welter@exemple.fr');
    for (const link of [call, write]) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    const paul = rowOf(card, 'Paul Welter');
    await expect(paul.getByRole('link', { name: /03 87 12 34 56/ })).toHaveAttribute(
      'href',
      'tel:0387123456',
    );
    await expect(paul.queryByRole('link', { name: /E-mail/ })).not.toBeInTheDocument();
    const neighbour = rowOf(card, 'Schmit-Kieffer');
    await expect(neighbour.getByText('Ni téléphone ni e-mail indiqué')).toBeVisible();
    for (const row of [isabelle, paul, neighbour]) {
      const remove = row.getByRole('button', { name: 'Retirer' });
      await expect(remove).toHaveAccessibleDescription(/Welter|Schmit-Kieffer/);
      await expect(remove.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** No relative yet: an empty state that says why to add one, and the form just under it. */
export const Empty: Story = {
  parameters: { msw: { handlers: relativesApi([]) } },
  play: async () => {
    const card = await findRelatives();
    await expect(card.getByRole('heading', { name: 'Aucun proche pour l’instant' })).toBeVisible();
    await expect(card.queryByRole('listitem')).not.toBeInTheDocument();
    await expect(card.getByRole('form', { name: 'Ajouter un proche' })).toBeVisible();
  },
};

/** The add form, once the tab shows it. */
async function findForm(card: ReturnType<typeof within>) {
  return within(card.getByRole('form', { name: 'Ajouter un proche' }));
}

/**
 * Adding with mistakes: sent empty, the form names the two missing names, the focus on the first,
 * nothing sent; then a phone number in words and an address without its domain are refused, each
 * named under its field, the focus on the first of them, still nothing sent.
 */
export const AddWithValidationErrors: Story = {
  parameters: { msw: { handlers: relativesApi([relatives.isabelle]) } },
  play: async () => {
    const card = await findRelatives();
    const form = await findForm(card);
    await userEvent.click(form.getByRole('button', { name: 'Ajouter ce proche' }));
    await expect(
      form.getByText('Corrigez les champs signalés, puis ajoutez le proche à nouveau.'),
    ).toBeVisible();
    const firstName = form.getByRole('textbox', { name: /^Prénom/ });
    await expect(firstName).toHaveFocus();
    await expect(firstName).toHaveAccessibleDescription(/Indiquez le prénom de votre proche/);
    await expect(form.getByRole('textbox', { name: /^Nom/ })).toHaveAccessibleDescription(
      /Indiquez le nom de votre proche/,
    );

    await userEvent.type(firstName, 'Louise');
    await userEvent.type(form.getByRole('textbox', { name: /^Nom/ }), 'Martin');
    const phone = form.getByRole('textbox', { name: /^Téléphone/ });
    await userEvent.type(phone, 'le soir');
    const email = form.getByRole('textbox', { name: /^Adresse e-mail/ });
    await userEvent.type(email, 'louise.martin@');
    await userEvent.keyboard('{Enter}');
    await expect(phone).toHaveFocus();
    await expect(phone).toHaveAccessibleDescription(/Numéro de téléphone invalide/);
    await expect(email).toHaveAccessibleDescription(/Adresse e-mail invalide/);
    await expect(form.getByRole('textbox', { name: /^Prénom/ })).not.toHaveAccessibleDescription(
      /Indiquez/,
    );
    await expect(requestsTo(addRelative)).toBe(0);
  },
};

/**
 * Adding: the relative joins the end of the list with the number that dials them, the addition is
 * said, and the form is cleared for the next one.
 */
export const Add: Story = {
  parameters: { msw: { handlers: relativesApi([relatives.isabelle]) } },
  play: async () => {
    const card = await findRelatives();
    const form = await findForm(card);
    await userEvent.type(form.getByRole('textbox', { name: /^Prénom/ }), ' Louise ');
    await userEvent.type(form.getByRole('textbox', { name: /^Nom/ }), 'Martin');
    await userEvent.type(form.getByRole('textbox', { name: /^Lien/ }), 'Petite-fille');
    await userEvent.type(form.getByRole('textbox', { name: /^Téléphone/ }), '06 11 22 33 44');
    await userEvent.click(form.getByRole('button', { name: 'Ajouter ce proche' }));
    await expect(
      await card.findByText('Louise Martin fait maintenant partie de vos proches.'),
    ).toBeVisible();
    await waitFor(() => expect(card.getAllByRole('listitem')).toHaveLength(2));
    const louise = rowOf(card, 'Louise Martin');
    await expect(louise.getByText('Petite-fille')).toBeVisible();
    await expect(louise.getByRole('link', { name: /06 11 22 33 44/ })).toHaveAttribute(
      'href',
      'tel:0611223344',
    );
    await expect(requestsTo(addRelative)).toBe(1);
    await expect(form.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('');
    await expect(form.queryByText(/Corrigez les champs/)).not.toBeInTheDocument();
  },
};

/**
 * Removing asks first and says what it changes; "keep" changes nothing and gives the focus back;
 * confirming removes the relative once, says so, and the focus goes to the next row's first control.
 */
export const Remove: Story = {
  play: async () => {
    const card = await findRelatives();
    const remove = rowOf(card, 'Isabelle Welter').getByRole('button', { name: 'Retirer' });
    await userEvent.click(remove);
    let dialog = await screen.findByRole('alertdialog', {
      name: 'Retirer Isabelle Welter de vos proches ?',
    });
    await expect(dialog).toHaveAccessibleDescription(
      /Votre équipe de soins ne verra plus ses coordonnées/,
    );
    await expect(within(dialog).getByRole('button', { name: 'Garder' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(requestsTo(removeRelative)).toBe(0);
    await waitFor(() => expect(remove).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    await expect(
      await card.findByText('Isabelle Welter ne fait plus partie de vos proches.'),
    ).toBeVisible();
    await waitFor(() => expect(card.getAllByRole('listitem')).toHaveLength(2));
    await expect(card.queryByText('Fille')).not.toBeInTheDocument();
    await expect(requestsTo(removeRelative)).toBe(1);
    // Not back to the top of the page: the next row's first control (its phone number).
    await waitFor(() =>
      expect(
        rowOf(card, 'Paul Welter').getByRole('link', { name: /03 87 12 34 56/ }),
      ).toHaveFocus(),
    );
  },
};

/** The API refuses the addition (it checks again): the form says so and keeps what was typed. */
export const AddRefused: Story = {
  parameters: {
    msw: {
      handlers: { ...relativesApi([]), addRelative: failure(addRelative, 'invalid_information') },
    },
  },
  play: async () => {
    const card = await findRelatives();
    const form = within(card.getByRole('form', { name: 'Ajouter un proche' }));
    await userEvent.type(form.getByRole('textbox', { name: /^Prénom/ }), 'Louise');
    await userEvent.type(form.getByRole('textbox', { name: /^Nom/ }), 'Martin');
    await userEvent.click(form.getByRole('button', { name: 'Ajouter ce proche' }));
    await expect(
      await form.findByText(
        'Le proche n’a pas pu être ajouté. Vérifiez les champs, puis réessayez.',
      ),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Louise');
    await expect(card.queryByRole('listitem')).not.toBeInTheDocument();
  },
};
