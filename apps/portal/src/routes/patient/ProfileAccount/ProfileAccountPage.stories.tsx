import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  accessLogs,
  accountHandlers,
  answerAccessLog,
  patientProfiles,
} from '../../../mocks/accountFixtures';
import { currentUsers, invitations, recaps } from '../../../mocks/fixtures';
import { answer, answerOnce, failure, loading, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { patientStartup } from '../../../mocks/scenarios';
import { ScreenTitleContext } from '../../../app/useScreenTitle';
import { patientArea } from '../manifest';
import { ProfileAccountPage } from './ProfileAccountPage';

const { listInvitations, recap, getPatient, patchPatient } = endpoints.patients;

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

/** The main landmark, once the account tab is in it. */
async function findAccountPage() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 2, name: 'Compte' }, firstRender);
  return within(main);
}

/** The card (section) of the page named by its title. */
async function findCard(name: string) {
  const page = await findAccountPage();
  return within(await page.findByRole('region', { name }, firstRender));
}

/**
 * The patient's account tab (/profil/account) as the app shows it: the app's routes, guards and
 * signed-in layout around it, the start-up calls, the profile and the access log answered by the
 * mocked API.
 */
const meta = {
  title: 'Portal/Screens/Patient/Account',
  component: ProfileAccountPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/profil/account" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.patient },
    msw: { handlers: { ...patientStartup, ...accountHandlers } },
  },
} satisfies Meta<typeof ProfileAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing pending at start-up: the page, its language and session cards. */
export const Account: Story = {
  play: async () => {
    const page = await findAccountPage();
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compte' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { name: 'Langue de l’application' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  },
};

/** The language applies at once and is remembered on this device. */
export const ChangeLanguage: Story = {
  parameters: {
    msw: {
      handlers: {
        // The choice is saved on the account.
        saveLocale: answer(endpoints.patients.patchUser, ({ params }) => ({
          userId: params.id,
          email: currentUsers.patient.email,
          firstName: currentUsers.patient.firstName,
          lastName: currentUsers.patient.lastName,
          locale: 'en' as const,
          roles: currentUsers.patient.roles,
        })),
      },
    },
  },
  play: async () => {
    const page = await findAccountPage();
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Langue' }), 'en');
    await expect(await screen.findByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'App language' })).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    await waitFor(() => expect(requestsTo(endpoints.patients.patchUser)).toBe(1));
  },
};

/** Signing out leaves the signed-in area for the login page. */
export const SignOut: Story = {
  play: async () => {
    const page = await findAccountPage();
    await userEvent.click(page.getByRole('button', { name: 'Se déconnecter' }));
    await expect(
      await screen.findByRole('textbox', { name: 'Identifiant (adresse e-mail)' }, firstRender),
    ).toBeVisible();
    await expect(screen.queryByRole('heading', { name: 'Compte' })).not.toBeInTheDocument();
  },
};

/** Signed in with an invitation waiting: it is asked first, over the page. */
export const WithPendingInvitation: Story = {
  parameters: {
    msw: {
      handlers: {
        invitations: answer(listInvitations, [invitations.fromPhysiotherapist]),
        recap: answerOnce(recap, recaps.newRank, recaps.quiet),
      },
    },
  },
  play: async () => {
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Demande de suivi' },
      firstRender,
    );
    await expect(dialog).toHaveAccessibleDescription(/Marie Lefèvre/);
  },
};

/** The start-up calls have not answered yet: the page is usable meanwhile. */
export const WhileStartupDataLoads: Story = {
  parameters: {
    msw: { handlers: { invitations: loading(listInvitations), recap: loading(recap) } },
  },
  play: async () => {
    const page = await findAccountPage();
    await waitFor(() => expect(requestsTo(recap)).toBe(1));
    await expect(page.getByRole('combobox', { name: 'Langue' })).toBeEnabled();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** The start-up calls fail: no modal and no error, the page carries on. */
export const StartupDataFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        invitations: failure(listInvitations, 'internal_error'),
        recap: failure(recap, 'not_found'),
      },
    },
  },
  play: async () => {
    const page = await findAccountPage();
    await waitFor(() => expect(requestsTo(recap)).toBeGreaterThan(0));
    await expect(page.queryByRole('alert')).not.toBeInTheDocument();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/**
 * A patient, an establishment and a rehabilitator with very long names. The page shows none of
 * them (the header's name comes from token claims the API does not sign); the invitation does.
 */
export const LongNames: Story = {
  parameters: {
    portal: { user: currentUsers.patientWithLongNames },
    msw: {
      handlers: {
        me: answer(endpoints.users.me, currentUsers.patientWithLongNames),
        invitations: answer(listInvitations, [invitations.withLongNames]),
        profile: answer(getPatient, patientProfiles.longNames),
        accessLog: answerAccessLog(accessLogs.longNames),
      },
    },
  },
  play: async () => {
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Demande de suivi' },
      firstRender,
    );
    await expect(dialog).toHaveAccessibleDescription(/Delacroix-Beauharnais-Montgolfier/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    const personal = await findCard('Mes informations');
    await expect(
      await personal.findByText('de La Rochefoucauld-Montmorency-Villeneuve-Saint-Georges'),
    ).toBeVisible();
    await expect(personal.getAllByText('Non renseigné')).toHaveLength(2);
    const log = await findCard('Qui a consulté mes données');
    await expect(
      await log.findByText(/Delacroix-Beauharnais-Montgolfier-de-Saint-Exupéry/),
    ).toBeVisible();
  },
};

/** The personal information, the establishment, the newest accesses and the guides. */
export const PersonalInformation: Story = {
  play: async () => {
    const personal = await findCard('Mes informations');
    const value = async (label: string) =>
      (await personal.findByText(label)).nextElementSibling?.textContent;
    await expect(await value('Prénom')).toBe('Lucie');
    await expect(await value('Nom')).toBe('Moreau');
    // The e-mail's value, then why it cannot be changed here: both under the e-mail's label.
    await expect(await value('Adresse e-mail')).toBe(
      'lucie.moreau@example.frC’est votre identifiant de connexion. Pour le changer, adressez-vous à votre établissement.',
    );
    await expect(await value('Téléphone')).toBe('+33 6 12 34 56 78');
    // A birth date keeps its century.
    await expect(await value('Date de naissance')).toBe('23/09/1947');

    const place = await findCard('Mon établissement');
    await expect(place.getByText('Résidence Les Tilleuls')).toBeVisible();

    const log = await findCard('Qui a consulté mes données');
    const entries = within(await log.findByRole('list', { name: /des plus récentes/ }));
    const items = entries.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent(
      'Marie LefèvreRééducateurA consulté : vos résultats d’activité et votre rééducation (programmes et séances)Le 01/03/25, entre 09:05 et 09:12 (4 fois)',
    );
    await expect(items[1]).toHaveTextContent(
      /A modifié : votre rééducation.*Le 28\/02\/25 à 15:30/,
    );
    await expect(items[3]).toHaveTextContent(
      /Thomas GirardRééducateur et responsable d’établissement/,
    );

    const guides = await findCard('Guides d’utilisation');
    await expect(
      guides.getByRole('link', { name: 'Faire ma séance d’auto-rééducation' }),
    ).toHaveAttribute('href', '/guides/self-rehabilitation');
  },
};

/**
 * The edit mode checks the fields before sending: the messages of the product's validation rules,
 * next to their fields, the focus on the first one; nothing is sent.
 */
export const EditWithValidationErrors: Story = {
  play: async () => {
    const personal = await findCard('Mes informations');
    await userEvent.click(
      await personal.findByRole('button', { name: 'Modifier mes informations' }),
    );
    const firstName = personal.getByRole('textbox', { name: 'Prénom' });
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(firstName).toHaveValue('Lucie');
    await userEvent.clear(firstName);
    await userEvent.clear(personal.getByRole('textbox', { name: 'Nom' }));
    const phone = personal.getByRole('textbox', { name: 'Téléphone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, 'zéro six');
    const birthDate = personal.getByRole('textbox', { name: 'Date de naissance' });
    await userEvent.clear(birthDate);
    await userEvent.type(birthDate, '31/02/1950');
    await userEvent.click(personal.getByRole('button', { name: 'Enregistrer' }));

    await expect(firstName).toHaveAccessibleDescription(/Le prénom doit être renseigné\./);
    await expect(personal.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription(
      /Le nom doit être renseigné\./,
    );
    await expect(phone).toHaveAccessibleDescription(/Numéro de téléphone invalide/);
    await expect(birthDate).toHaveAccessibleDescription(/Date invalide/);
    await expect(firstName).toHaveFocus();
    await expect(personal.getByText(/Corrigez les champs signalés/)).toBeVisible();
    await expect(requestsTo(patchPatient)).toBe(0);

    // A birth date to come is refused too.
    await userEvent.clear(birthDate);
    await userEvent.type(birthDate, '01/01/2999');
    await userEvent.type(firstName, 'Lucie');
    await userEvent.click(personal.getByRole('button', { name: 'Enregistrer' }));
    await expect(birthDate).toHaveAccessibleDescription(/La date de naissance doit être passée\./);
    await expect(requestsTo(patchPatient)).toBe(0);
  },
};

/** A valid change is sent (only what changed) and shown, with a message that says so. */
export const EditSaved: Story = {
  parameters: {
    msw: {
      handlers: {
        save: answer(patchPatient, async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          if (JSON.stringify(body) !== JSON.stringify({ phone: '06 98 76 54 32' })) {
            throw new Error(`unexpected change ${JSON.stringify(body)}`);
          }
          return { ...patientProfiles.lucie, phone: '06 98 76 54 32' };
        }),
      },
    },
  },
  play: async () => {
    const personal = await findCard('Mes informations');
    await userEvent.click(
      await personal.findByRole('button', { name: 'Modifier mes informations' }),
    );
    const phone = personal.getByRole('textbox', { name: 'Téléphone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, ' 06 98 76 54 32 ');
    await userEvent.click(personal.getByRole('button', { name: 'Enregistrer' }));

    const saved = await personal.findByText('Vos informations ont été enregistrées.');
    await waitFor(() => expect(saved.closest('[role="status"]')).toHaveFocus(), {
      timeout: 5_000,
    });
    await expect(personal.getByText('06 98 76 54 32')).toBeVisible();
    await expect(personal.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(requestsTo(patchPatient)).toBe(1);
  },
};

/** Nothing changed: nothing is sent, and the page says so. */
export const EditUnchanged: Story = {
  play: async () => {
    const personal = await findCard('Mes informations');
    await userEvent.click(
      await personal.findByRole('button', { name: 'Modifier mes informations' }),
    );
    await userEvent.click(personal.getByRole('button', { name: 'Enregistrer' }));
    await expect(await personal.findByText('Vous n’avez rien modifié.')).toBeVisible();
    await expect(requestsTo(patchPatient)).toBe(0);
  },
};

/** Cancelling leaves the information as it was, the focus back on the edit button. */
export const EditCancelled: Story = {
  play: async () => {
    const personal = await findCard('Mes informations');
    await userEvent.click(
      await personal.findByRole('button', { name: 'Modifier mes informations' }),
    );
    await userEvent.type(personal.getByRole('textbox', { name: 'Prénom' }), 'tte');
    await userEvent.click(personal.getByRole('button', { name: 'Annuler' }));
    await waitFor(() =>
      expect(personal.getByRole('button', { name: 'Modifier mes informations' })).toHaveFocus(),
    );
    await expect(personal.getByText('Lucie')).toBeVisible();
    await expect(requestsTo(patchPatient)).toBe(0);
  },
};

/** The server refuses the change: its message shows and the form stays, as typed. */
export const EditRefusedByServer: Story = {
  parameters: { msw: { handlers: { save: failure(patchPatient, 'invalid_information') } } },
  play: async () => {
    const personal = await findCard('Mes informations');
    await userEvent.click(
      await personal.findByRole('button', { name: 'Modifier mes informations' }),
    );
    await userEvent.type(personal.getByRole('textbox', { name: 'Nom' }), '-Petit');
    await userEvent.click(personal.getByRole('button', { name: 'Enregistrer' }));
    await expect(
      await personal.findByText('Les informations saisies ne sont pas valides.'),
    ).toBeVisible();
    await expect(personal.getByRole('textbox', { name: 'Nom' })).toHaveValue('Moreau-Petit');
  },
};

/** Changing the password: the reset link is emailed to the account's address. */
export const PasswordLinkSent: Story = {
  parameters: {
    msw: {
      handlers: {
        reset: answer(endpoints.auth.resetPassword, async ({ request }) => {
          const body = (await request.json()) as { email?: string };
          if (body.email !== 'lucie.moreau@example.fr') {
            throw new Error(`reset asked for ${String(body.email)}`);
          }
          return { code: 'reset_email_sent' as const, message: 'Reset email sent.' };
        }),
      },
    },
  },
  play: async () => {
    const password = await findCard('Mot de passe');
    await expect(password.getByText(/lucie\.moreau@example\.fr/)).toBeVisible();
    await userEvent.click(password.getByRole('button', { name: 'Recevoir le lien par e-mail' }));
    await expect(
      await password.findByText(
        'E-mail envoyé. Vous allez recevoir un lien pour définir un nouveau mot de passe.',
      ),
    ).toBeVisible();
    await expect(password.getByRole('button', { name: 'Renvoyer le lien' })).toBeVisible();
    await expect(requestsTo(endpoints.auth.resetPassword)).toBe(1);
  },
};

/** More of the access log on demand; the focus goes to the first group that arrived. */
export const AccessLogShowMore: Story = {
  play: async () => {
    const log = await findCard('Qui a consulté mes données');
    const list = await log.findByRole('list', { name: /des plus récentes/ });
    await userEvent.click(log.getByRole('button', { name: 'Afficher plus' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[5]).toHaveFocus());
    await userEvent.click(log.getByRole('button', { name: 'Afficher plus' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    await expect(log.queryByRole('button', { name: 'Afficher plus' })).not.toBeInTheDocument();
  },
};

/** No professional has viewed the data yet. */
export const AccessLogEmpty: Story = {
  parameters: { msw: { handlers: { accessLog: answerAccessLog(accessLogs.empty) } } },
  play: async () => {
    const log = await findCard('Qui a consulté mes données');
    await expect(await log.findByText('Personne n’a encore consulté vos données.')).toBeVisible();
    await expect(log.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The access log cannot be read: the error, and a retry. */
export const AccessLogFailed: Story = {
  parameters: {
    msw: { handlers: { accessLog: failure(endpoints.accessLog.ofPatient, 'internal_error') } },
  },
  play: async () => {
    const log = await findCard('Qui a consulté mes données');
    await expect(await log.findByRole('alert')).toHaveTextContent(/erreur inattendue/);
    await expect(log.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** The notes' export, as the API gives it to the patient: two notes, one amended. */
const notesCopy = {
  patientId: currentUsers.patient.patientId!,
  exportedAt: '2026-11-28T10:00:00.000Z',
  notes: [
    {
      id: '0b6f2c1e-4c3a-4d8e-9f1a-2b3c4d5e6f71',
      day: '2026-11-02',
      author: { firstName: 'Sophie', lastName: 'Hoffmann', role: 'reeducator' as const },
      versions: [
        { version: 1, text: 'TUG à 14,2 s.', writtenAt: '2026-11-02T08:00:00.000Z' },
        {
          version: 2,
          text: 'TUG à 14,2 s, avec déambulateur.',
          writtenAt: '2026-11-03T08:00:00.000Z',
        },
      ],
      withdrawal: null,
    },
  ],
};

/**
 * The patient's copy of their care team's notes: one click gives a text file in their language
 * with every version (the notes themselves are never on the patient's screens).
 */
export const NotesCopy: Story = {
  parameters: {
    msw: { handlers: { notesCopy: answer(endpoints.clinicalNotes.exportOfPatient, notesCopy) } },
  },
  play: async () => {
    const card = await findCard('Les notes de mon équipe de soins');
    const created = spyOn(URL, 'createObjectURL');
    try {
      await userEvent.click(card.getByRole('button', { name: 'Télécharger ma copie' }));
      await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
      const file = created.mock.calls[0]![0] as Blob;
      const text = await file.text();
      await expect(text).toMatch(
        /^Notes de votre équipe de soins\nCopie faite le 28\/11\/26 : 1 note\./,
      );
      await expect(text).toContain('TUG à 14,2 s.\nVersion 2, écrite le 03/11/26');
      await expect(card.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      created.mockRestore();
    }
  },
};

/** The copy cannot be made: said in the card, the button still there to try again. */
export const NotesCopyFailed: Story = {
  parameters: {
    msw: {
      handlers: { notesCopy: failure(endpoints.clinicalNotes.exportOfPatient, 'internal_error') },
    },
  },
  play: async () => {
    const card = await findCard('Les notes de mon équipe de soins');
    await userEvent.click(card.getByRole('button', { name: 'Télécharger ma copie' }));
    await expect(await card.findByRole('alert')).toHaveTextContent(
      'La copie n’a pas pu être préparée. Réessayez dans un moment.',
    );
    await expect(card.getByRole('button', { name: 'Télécharger ma copie' })).toBeEnabled();
  },
};

/** The profile and the access log on their way: placeholders, the rest of the page usable. */
export const WhileAccountDataLoads: Story = {
  parameters: {
    msw: {
      handlers: {
        profile: loading(getPatient),
        accessLog: loading(endpoints.accessLog.ofPatient),
      },
    },
  },
  play: async () => {
    const page = await findAccountPage();
    await waitFor(() => expect(requestsTo(getPatient)).toBe(1));
    await expect(page.queryByRole('button', { name: 'Modifier mes informations' })).toBeNull();
    await expect(page.getByRole('combobox', { name: 'Langue' })).toBeEnabled();
    await expect(
      await page.findByRole('button', { name: 'Recevoir le lien par e-mail' }),
    ).toBeVisible();
  },
};

/**
 * The translators' view of the page (the page alone, its data cards waiting, so that the table
 * fits in the screenshot):
 * "Session" is the same in English as in French, right here, flagged for a translator to confirm.
 */
export const TranslatorsView: Story = {
  globals: { translations: 'on' },
  parameters: {
    layout: 'padded',
    // The cards of the account's data wait, so that the table fits in the screenshot.
    msw: {
      handlers: {
        profile: loading(getPatient),
        accessLog: loading(endpoints.accessLog.ofPatient),
      },
    },
  },
  render: () => (
    <MemoryRouter>
      <ScreenTitleContext value={patientArea.screens.profile.tabs[2].title}>
        <ProfileAccountPage />
      </ScreenTitleContext>
    </MemoryRouter>
  ),
  play: async () => {
    await screen.findByRole('heading', { level: 2, name: 'Compte' });
    const table = await screen.findByRole('table', { name: /^Translations of the \d+ messages/ });
    const session = await within(table).findByRole('row', {
      name: /^portal\.profile\.account\.session /,
    });
    const english = within(session).getAllByRole('cell')[2];
    await expect(english).toHaveTextContent('Session same as French');
    await expect(
      within(table).getByRole('rowheader', { name: 'ui.languageSwitcher.label' }),
    ).toBeVisible();
  },
};

/** Two pages of the patient's FHIR record, the first pointing to the second. */
const fhirPages = {
  first: {
    resourceType: 'Bundle',
    type: 'searchset',
    link: [
      {
        relation: 'next',
        url: `https://portal.example/fhir/R4/Patient/${currentUsers.patient.patientId}/$everything?_count=500&_cursor=2026-11-02.0`,
      },
    ],
    entry: [
      {
        fullUrl: 'https://portal.example/fhir/R4/Patient/p',
        resource: { resourceType: 'Patient', id: 'p' },
      },
      {
        fullUrl: 'https://portal.example/fhir/R4/Goal/g',
        resource: { resourceType: 'Goal', id: 'g' },
      },
    ],
  },
  second: {
    resourceType: 'Bundle',
    type: 'searchset',
    link: [],
    entry: [
      {
        fullUrl: 'https://portal.example/fhir/R4/Observation/o',
        resource: { resourceType: 'Observation', id: 'o' },
      },
    ],
  },
};

/**
 * The patient's data for their doctor: the link to their readable summary, and their whole record,
 * every page of Patient/{id}/$everything gathered into one FHIR file (a collection Bundle).
 */
export const MyDataDownload: Story = {
  parameters: {
    msw: {
      handlers: {
        fhir: http.get('*/fhir/R4/Patient/*', ({ request }) =>
          HttpResponse.json(
            new URL(request.url).searchParams.has('_cursor') ? fhirPages.second : fhirPages.first,
          ),
        ),
      },
    },
  },
  play: async () => {
    const card = await findCard('Mes données pour mon médecin');
    // The readable summary for their doctor has its own screen.
    await expect(card.getByRole('link', { name: 'Voir et imprimer mon résumé' })).toHaveAttribute(
      'href',
      '/profil/summary',
    );
    const created = spyOn(URL, 'createObjectURL');
    try {
      await userEvent.click(card.getByRole('button', { name: 'Télécharger mes données (FHIR)' }));
      await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
      const record = JSON.parse(await (created.mock.calls[0]![0] as Blob).text()) as {
        type: string;
        entry: { resource: { id: string } }[];
      };
      await expect(record.type).toBe('collection');
      await expect(record.entry.map((item) => item.resource.id)).toEqual(['p', 'g', 'o']);
      await expect(card.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      created.mockRestore();
    }
  },
};

/** The record cannot be gathered: said in the card, the button still there to try again. */
export const MyDataFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        fhir: http.get('*/fhir/R4/Patient/*', () =>
          HttpResponse.json(
            {
              resourceType: 'OperationOutcome',
              issue: [{ severity: 'fatal', code: 'exception', diagnostics: 'down' }],
            },
            { status: 503 },
          ),
        ),
      },
    },
  },
  play: async () => {
    const card = await findCard('Mes données pour mon médecin');
    await userEvent.click(card.getByRole('button', { name: 'Télécharger mes données (FHIR)' }));
    await expect(await card.findByRole('alert')).toHaveTextContent(
      'Le fichier n’a pas pu être préparé. Réessayez dans un moment.',
    );
    await expect(
      card.getByRole('button', { name: 'Télécharger mes données (FHIR)' }),
    ).toBeEnabled();
  },
};
