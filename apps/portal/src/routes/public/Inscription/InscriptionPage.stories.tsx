import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { answer, answerFile, failure, loading, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import {
  applications,
  directDebitDocument,
  directDebitMandatePdf,
  linkQuery,
  patientSignupAlone,
  patientSignupPending,
  signupResult,
} from '../../../mocks/signupFixtures';
import { InscriptionPage } from './InscriptionPage';

const { checkSignupToken, directDebitMandate, directDebitOrder, signup } = endpoints.applications;
const firstRender = { timeout: 10_000 };

async function findPage(step: string) {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 2, name: step }, firstRender);
  return within(main);
}

/**
 * `/inscription/{step}`: the direct debit order (upload with progress) and the account of a
 * confirmed application, as the app's routes show them with the mocked API.
 */
const meta = {
  title: 'Portal/Screens/Public/Inscription',
  component: InscriptionPage,
  decorators: [withPortal],
  parameters: { layout: 'fullscreen', portal: { user: null } },
} satisfies Meta<typeof InscriptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const mandateButton = 'Télécharger le mandat à remplir (PDF)';

/**
 * Confirmed, no order yet: the mandate form to download (a PDF named after the establishment),
 * the upload with its progress, then the way on to the account.
 */
export const DirectDebitOrder: Story = {
  render: () => <PortalRoutes path={`/inscription/prelevement${linkQuery}`} />,
  parameters: {
    msw: {
      handlers: {
        check: answer(checkSignupToken, applications.establishmentConfirmed),
        mandate: answerFile(directDebitMandate, directDebitMandatePdf, 'application/pdf'),
        upload: answer(directDebitOrder, directDebitDocument),
      },
    },
  },
  play: async () => {
    const page = await findPage('Mandat de prélèvement');
    await expect(page.getByText('Étape 4 sur 5 : Mandat de prélèvement')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Continuer' })).toBeNull();

    // The download, by the keyboard: the file handed to the browser, not opened in the page.
    const created = spyOn(URL, 'createObjectURL');
    const saved: string[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      page.getByRole('button', { name: mandateButton }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(saved).toEqual(['mandat-prelevement-residence-les-tilleuls.pdf']));
      const file = created.mock.calls[0]![0] as Blob;
      await expect(file.type).toBe('application/pdf');
      await expect((await file.text()).startsWith('%PDF-')).toBe(true);
      await expect(requestsTo(directDebitMandate)).toBe(1);
      await expect(page.queryByRole('alert')).toBeNull();
    } finally {
      created.mockRestore();
      click.mockRestore();
    }
    const input = page.getByLabelText('Mandat de prélèvement signé', { selector: 'input' });
    await userEvent.upload(
      input,
      new File(['%PDF-1.4 mandat'], 'mandat.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(page.getByRole('button', { name: 'Envoyer le mandat' }));
    await expect(await page.findByText('Mandat reçu')).toBeVisible();
    await expect(requestsTo(directDebitOrder)).toBe(1);
    await expect(page.getByRole('button', { name: 'Continuer' })).toBeVisible();
  },
};

/**
 * The mandate cannot be downloaded: said under its button, which stays there to try again; the
 * upload is untouched.
 */
export const DirectDebitMandateFailed: Story = {
  render: () => <PortalRoutes path={`/inscription/prelevement${linkQuery}`} />,
  parameters: {
    msw: {
      handlers: {
        check: answer(checkSignupToken, applications.establishmentConfirmed),
        mandate: failure(directDebitMandate),
        upload: answer(directDebitOrder, directDebitDocument),
      },
    },
  },
  play: async () => {
    const page = await findPage('Mandat de prélèvement');
    await userEvent.click(page.getByRole('button', { name: mandateButton }));
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'Le mandat n’a pas pu être téléchargé. Vérifiez votre connexion, puis réessayez.',
    );
    await expect(page.getByRole('button', { name: mandateButton })).toBeEnabled();
    await expect(
      page.getByLabelText('Mandat de prélèvement signé', { selector: 'input' }),
    ).toBeEnabled();
    await expect(page.queryByRole('button', { name: 'Continuer' })).toBeNull();
    await expect(requestsTo(directDebitOrder)).toBe(0);
  },
};

/**
 * A file of a type the order cannot be: one error, on the field, even when Send is pressed
 * without a file (regression: the field's error and "choose the file first" showed together).
 */
export const DirectDebitOrderWrongType: Story = {
  render: () => <PortalRoutes path={`/inscription/prelevement${linkQuery}`} />,
  parameters: {
    msw: {
      handlers: {
        check: answer(checkSignupToken, applications.establishmentConfirmed),
        upload: failure(directDebitOrder, 'unsupported_media_type'),
      },
    },
  },
  play: async () => {
    const page = await findPage('Mandat de prélèvement');
    const input = page.getByLabelText('Mandat de prélèvement signé', { selector: 'input' });
    const transfer = new DataTransfer();
    transfer.items.add(new File(['x'], 'mandat.docx', { type: 'application/msword' }));
    const zone = page.getByText('Choisir un fichier');
    zone.dispatchEvent(
      new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
    );
    await expect(await page.findByText(/n’est pas dans un format accepté/)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Envoyer le mandat' }));
    await expect(page.getByText(/n’est pas dans un format accepté/)).toBeVisible();
    await expect(page.queryByText('Choisissez d’abord le fichier du mandat.')).toBeNull();
    await expect(input).toHaveFocus();
    await expect(requestsTo(directDebitOrder)).toBe(0);

    // A PDF by its name that the API refuses: its words replace the field's, and nothing else.
    await userEvent.upload(input, new File(['x'], 'mandat.pdf', { type: 'application/pdf' }));
    await expect(page.queryByText(/n’est pas dans un format accepté/)).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Envoyer le mandat' }));
    await expect(
      await page.findByText('Ce fichier n’est ni un PDF, ni une image PNG ou JPEG.'),
    ).toBeVisible();
    await expect(input).toBeInvalid();
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

/** The order already received: the account, its names prefilled, and the account created. */
export const Account: Story = {
  render: () => <PortalRoutes path={`/inscription/compte${linkQuery}`} />,
  parameters: {
    msw: {
      handlers: {
        check: answer(checkSignupToken, applications.establishmentWithOrder),
        signup: answer(signup, signupResult),
      },
    },
  },
  play: async () => {
    const page = await findPage('Votre compte');
    await expect(page.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Claire');
    await userEvent.type(
      page.getByLabelText(/^Mot de passe/, { selector: 'input' }),
      'Un-mot-de-passe-1',
    );
    await userEvent.click(page.getByRole('button', { name: 'Créer mon compte' }));
    await expect(await page.findByText('Votre compte est créé')).toBeVisible();
    await expect(requestsTo(signup)).toBe(1);
  },
};

/**
 * A password the API refuses as too common (the establishment signup once took `password`): the
 * reason on the password field, which takes the focus; the hint said so while typing.
 */
export const AccountPasswordRefused: Story = {
  render: () => <PortalRoutes path={`/inscription/compte${linkQuery}`} />,
  parameters: {
    msw: {
      handlers: {
        check: answer(checkSignupToken, applications.establishmentWithOrder),
        signup: failure(signup, 'password_too_common'),
      },
    },
  },
  play: async () => {
    const page = await findPage('Votre compte');
    const password = page.getByLabelText(/^Mot de passe/, { selector: 'input' });
    await userEvent.type(password, 'password');
    await expect(
      await page.findByText('Solidité du mot de passe : trop courant', {}, firstRender),
    ).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Créer mon compte' }));
    await expect(
      await page.findByText(/Ce mot de passe est trop courant ou a déjà fuité/),
    ).toBeVisible();
    await expect(password).toHaveFocus();
    await expect(password).toBeInvalid();
    await expect(page.queryByRole('alert')).toBeNull();
    await expect(requestsTo(signup)).toBe(1);
  },
};

/** The name as the password: refused before sending, on the field. */
export const AccountPasswordIsTheName: Story = {
  render: () => <PortalRoutes path={`/inscription/compte${linkQuery}`} />,
  parameters: {
    msw: {
      handlers: {
        check: answer(checkSignupToken, applications.establishmentWithOrder),
        signup: answer(signup, signupResult),
      },
    },
  },
  play: async () => {
    const page = await findPage('Votre compte');
    const password = page.getByLabelText(/^Mot de passe/, { selector: 'input' });
    await userEvent.type(password, 'Claire Dubois');
    await userEvent.click(page.getByRole('button', { name: 'Créer mon compte' }));
    await expect(
      await page.findByText(
        /Le mot de passe ne doit reprendre ni votre nom ni votre adresse e-mail/,
      ),
    ).toBeVisible();
    await expect(password).toHaveFocus();
    await expect(requestsTo(signup)).toBe(0);
  },
};

/** A patient's confirmed application with its order: the account step. */
const patientWithOrder = {
  ...applications.establishmentWithOrder,
  type: 'patient' as const,
  livesInEstablishment: true,
  establishmentType: null,
  function: null,
};

async function createPatientAccount() {
  const page = await findPage('Votre compte');
  await userEvent.type(
    page.getByLabelText(/^Mot de passe/, { selector: 'input' }),
    'Un-mot-de-passe-1',
  );
  await userEvent.click(page.getByRole('button', { name: 'Créer mon compte' }));
  return page;
}

/**
 * A patient who registered alone and picked their establishment: the welcome says their request
 * waits there, not that the establishment can already associate a device.
 */
export const PatientWelcomePending: Story = {
  render: () => <PortalRoutes path={`/inscription/compte${linkQuery}`} />,
  parameters: {
    msw: {
      handlers: {
        check: answer(checkSignupToken, patientWithOrder),
        signup: answer(signup, patientSignupPending),
      },
    },
  },
  play: async () => {
    const page = await createPatientAccount();
    await expect(
      await page.findByText(
        /Votre demande d’inscription a été transmise à Résidence Les Tilleuls : son équipe va l’examiner/,
      ),
    ).toBeVisible();
    await expect(page.queryByText(/peut désormais vous associer un oxilio/)).toBeNull();
  },
};

/** A patient who registered alone, with no establishment: told what happens next and where to ask. */
export const PatientWelcomeWithoutEstablishment: Story = {
  render: () => <PortalRoutes path={`/inscription/compte${linkQuery}`} />,
  parameters: {
    msw: {
      handlers: {
        check: answer(checkSignupToken, patientWithOrder),
        signup: answer(signup, patientSignupAlone),
      },
    },
  },
  play: async () => {
    const page = await createPatientAccount();
    await expect(await page.findByText(/Aucun établissement ne vous suit encore/)).toBeVisible();
    await expect(page.getByText(/dans Mon profil, onglet Compte/)).toBeVisible();
  },
};

/** Long names and a long address stay inside their fields. */
export const LongNames: Story = {
  render: () => <PortalRoutes path={`/inscription/compte${linkQuery}`} />,
  parameters: {
    msw: { handlers: { check: answer(checkSignupToken, applications.longNames) } },
  },
  play: async () => {
    const page = await findPage('Votre compte');
    await expect(page.getByRole('textbox', { name: /Nom/ })).toHaveValue(
      'de La Tour d’Auvergne-Lauraguais-Montmorency',
    );
  },
};

/** The link is being checked. */
export const Loading: Story = {
  render: () => <PortalRoutes path={`/inscription${linkQuery}`} />,
  parameters: { msw: { handlers: { check: loading(checkSignupToken) } } },
  play: async () => {
    const main = within(await screen.findByRole('main', {}, firstRender));
    await expect(
      await main.findByText('Vérification de votre lien…', {}, firstRender),
    ).toBeVisible();
  },
};

/** A used or expired link. */
export const InvalidLink: Story = {
  render: () => <PortalRoutes path={`/inscription${linkQuery}`} />,
  parameters: {
    msw: { handlers: { check: failure(checkSignupToken, 'invalid_verification_token') } },
  },
  play: async () => {
    const main = within(await screen.findByRole('main', {}, firstRender));
    await expect(
      await main.findByText(
        'Ce lien de vérification n’est pas valide ou a expiré.',
        {},
        firstRender,
      ),
    ).toBeVisible();
  },
};
