import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { answer, failure, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { availability } from '../../../mocks/signupFixtures';
import { SignupPage } from './SignupPage';

const { create } = endpoints.applications;
const firstRender = { timeout: 10_000 };

async function findForm() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 1, name: 'Créer un compte' }, firstRender);
  return within(main);
}

const textbox = (page: ReturnType<typeof within>, name: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillPatient(page: ReturnType<typeof within>, weight: string) {
  await userEvent.type(textbox(page, 'Prénom'), 'Jean');
  await userEvent.type(textbox(page, 'Nom'), 'Martin');
  await userEvent.type(textbox(page, 'Adresse e-mail'), 'jean.martin@example.org');
  await userEvent.click(page.getByRole('button', { name: 'Suivant' }));
  await userEvent.type(await page.findByRole('textbox', { name: /^Rue/ }), 'rue des Lilas');
  await userEvent.type(textbox(page, 'Code postal'), '69003');
  await userEvent.type(textbox(page, 'Ville'), 'Lyon');
  await userEvent.click(page.getByRole('button', { name: 'Suivant' }));
  await userEvent.type(await page.findByRole('textbox', { name: /^Poids/ }), weight);
  await userEvent.type(textbox(page, 'Taille'), '170');
  await userEvent.type(textbox(page, 'Longueur de jambe'), '80');
  await userEvent.click(page.getByRole('checkbox', { name: 'Main droite' }));
  await userEvent.click(page.getByRole('button', { name: 'Vérifier la disponibilité' }));
}

/**
 * `/signup/{type}` without a link: the application step by step, its progress indicator, each
 * step's validation, then the availability answer of the mocked API.
 */
const meta = {
  title: 'Portal/Screens/Public/Signup',
  component: SignupPage,
  decorators: [withPortal],
  parameters: { layout: 'fullscreen', portal: { user: null } },
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A patient the device fits: the link to continue is on its way. */
export const PatientAvailable: Story = {
  render: () => <PortalRoutes path="/signup/patient" />,
  parameters: { msw: { handlers: { create: answer(create, availability.available) } } },
  play: async () => {
    const page = await findForm();
    await expect(page.getByText('Étape 1 sur 6 : Vos coordonnées')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Suivant' }));
    await expect(page.getByText('Le prénom doit être renseigné.')).toBeVisible();
    await expect(textbox(page, 'Prénom')).toHaveFocus();
    await fillPatient(page, '72');
    await expect(
      await page.findByText('Bonne nouvelle : oxilio peut vous être proposé'),
    ).toBeVisible();
    await expect(page.getByText('Étape 4 sur 6 : Disponibilité')).toBeVisible();
    await expect(requestsTo(create)).toBe(1);
  },
};

/** A patient the device does not fit yet: the reasons, and the waiting list by the link. */
export const PatientWaitList: Story = {
  render: () => <PortalRoutes path="/signup/patient" />,
  parameters: { msw: { handlers: { create: answer(create, availability.waitlist) } } },
  play: async () => {
    const page = await findForm();
    await fillPatient(page, '150');
    await expect(
      await page.findByText('oxilio ne peut pas encore vous être proposé'),
    ).toBeVisible();
    await expect(page.getByText('l’oxilio convient à un poids de 35 à 130 kg')).toBeVisible();
    await expect(
      page.getByText('le service n’est pas encore proposé dans votre région'),
    ).toBeVisible();
  },
};

/** The establishment's second step: its name, type and address. */
export const Establishment: Story = {
  render: () => <PortalRoutes path="/signup/establishment" />,
  play: async () => {
    const page = await findForm();
    await expect(page.getByText('Étape 1 sur 5 : Vos coordonnées')).toBeVisible();
    await userEvent.type(textbox(page, 'Prénom'), 'Marie-Antoinette-Joséphine');
    await userEvent.type(textbox(page, 'Nom'), 'de La Tour d’Auvergne-Lauraguais-Montmorency');
    await userEvent.type(textbox(page, 'Adresse e-mail'), 'direction@residence.example');
    await userEvent.type(textbox(page, 'Votre fonction'), 'Directrice');
    await userEvent.click(page.getByRole('button', { name: 'Suivant' }));
    await expect(await page.findByText('Étape 2 sur 5 : Votre établissement')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Type d’établissement/ })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Précédent' }));
    await expect(textbox(page, 'Votre fonction')).toHaveValue('Directrice');
  },
};

/** The server failed: the message, and the form kept as typed for another try. */
export const ServerError: Story = {
  render: () => <PortalRoutes path="/signup/patient" />,
  parameters: { msw: { handlers: { create: failure(create) } } },
  play: async () => {
    const page = await findForm();
    await fillPatient(page, '72');
    await expect(
      await page.findByText('Une erreur inattendue est survenue. Réessayez dans un instant.'),
    ).toBeVisible();
  },
};
