import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { currentUsers } from '../../../mocks/fixtures';
import { patientStartup, signedInAs } from '../../../mocks/scenarios';
import { GuidePage } from './GuidePage';

const spanishPatient = { ...currentUsers.patient, locale: 'es' as const };

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

/**
 * A user guide (/guides/:guide) as the app shows it: its title and summary, a button to print it,
 * its sections (numbered steps, tips, a safety warning), in the reader's language.
 */
const meta = {
  title: 'Portal/Screens/Patient/Guide',
  component: GuidePage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/guides/self-rehabilitation" />,
  parameters: { layout: 'fullscreen', msw: { handlers: patientStartup } },
} satisfies Meta<typeof GuidePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The self-rehabilitation guide in French. */
export const SelfRehabilitation: Story = {
  play: async () => {
    const main = within(await screen.findByRole('main', {}, firstRender));
    await expect(
      await main.findByRole(
        'heading',
        { level: 1, name: 'Faire ma séance d’auto-rééducation' },
        firstRender,
      ),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Imprimer ce guide' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Retour à mon compte' })).toHaveAttribute(
      'href',
      '/profil/account',
    );
    const headings = (await main.findAllByRole('heading', { level: 2 })).map(
      (heading) => heading.textContent,
    );
    await expect(headings).toEqual([
      'Avant de commencer',
      'Lancer la séance',
      'Pendant la séance',
      'À la fin',
      'Votre sécurité d’abord',
    ]);
    await expect(main.getByText('En cas d’urgence, appelez le 112.')).toBeVisible();
    await expect(main.getAllByRole('list')[0]!.tagName).toBe('OL');
  },
};

/** A patient whose account speaks Spanish: the guide's text follows the language. */
export const InSpanish: Story = {
  globals: { locale: 'es' },
  parameters: {
    portal: { user: spanishPatient },
    msw: { handlers: signedInAs(spanishPatient) },
  },
  play: async () => {
    const main = within(await screen.findByRole('main', {}, firstRender));
    await expect(
      await main.findByRole(
        'heading',
        { level: 1, name: 'Hacer mi sesión de autorrehabilitación' },
        firstRender,
      ),
    ).toBeVisible();
    await expect(
      await main.findByRole('heading', { name: 'Su seguridad, lo primero' }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Imprimir esta guía' })).toBeVisible();
  },
};

/** An address that names no guide. */
export const UnknownGuide: Story = {
  render: () => <PortalRoutes path="/guides/nothing-here" />,
  play: async () => {
    const main = within(await screen.findByRole('main', {}, firstRender));
    await expect(
      await main.findByRole('heading', { name: 'Ce guide n’existe pas.' }, firstRender),
    ).toBeVisible();
    await expect(main.queryByRole('button', { name: 'Imprimer ce guide' })).toBeNull();
  },
};
