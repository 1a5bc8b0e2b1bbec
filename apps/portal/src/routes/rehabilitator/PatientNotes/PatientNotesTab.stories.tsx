import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { clinicalNotesApi } from '../../../mocks/clinicalNotesFixtures';
import { establishment } from '../../../mocks/establishmentFixtures';
import { currentUsers, ids } from '../../../mocks/fixtures';
import { followedPatients } from '../../../mocks/followUpFixtures';
import { answer } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { signedInAs } from '../../../mocks/scenarios';
import { PatientNotesTab } from './PatientNotesTab';

const firstRender = { timeout: 10_000 };
const path = `/reeducateur/patients/${ids.patient}/notes`;

async function findTab() {
  const main = within(await screen.findByRole('main', {}, firstRender));
  await main.findByRole('heading', { level: 2, name: 'Notes' }, firstRender);
  await main.findByRole('heading', { name: 'Notes de l’équipe' }, firstRender);
  return main;
}

/** The list of notes (the section named "Notes de l’équipe"). */
const notesOf = (main: ReturnType<typeof within>) =>
  within(main.getByRole('region', { name: 'Notes de l’équipe' }));

/** The row of a note, by a part of its text. */
async function rowOf(main: ReturnType<typeof within>, text: string | RegExp) {
  const [found] = await main.findAllByText(text, {}, firstRender);
  const row = found?.closest('li');
  if (!row) {
    throw new Error(`No row for ${String(text)}`);
  }
  return within(row);
}

const handlers = (notes = clinicalNotesApi()) => ({
  ...signedInAs(currentUsers.reeducator),
  // The patient page's header and the establishment's day.
  patient: answer(endpoints.rehabilitators.patient, followedPatients.jeanne),
  patientPrograms: answer(endpoints.programs.patientPrograms, []),
  establishment: answer(endpoints.establishments.get, establishment),
  ...notes,
});

/**
 * The patient file's Notes tab: a new note, then the team's notes newest first, with author, day,
 * amendments (earlier versions in a disclosure), withdrawals; filters by author and period.
 */
const meta = {
  title: 'Portal/Screens/Rehabilitator/Patient notes',
  component: PatientNotesTab,
  decorators: [withPortal],
  render: () => <PortalRoutes path={path} />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.reeducator },
    msw: { handlers: handlers() },
  },
} satisfies Meta<typeof PatientNotesTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The notes of two authors, newest first: an amended one whose earlier version opens in place, a
 * withdrawn one struck with its reason, the initialisation's note for the team; only the
 * rehabilitator's own notes offer "Modifier".
 */
export const Notes: Story = {
  play: async () => {
    const main = await findTab();
    await expect(main.getByText('5 notes')).toBeVisible();
    const rows = notesOf(main).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('Le 27/11/26 — Marie Lefèvre · Rééducation');
    await expect(rows.at(-1)).toHaveTextContent('Note pour l’équipe (initialisation)');

    const amended = await rowOf(main, /le pied droit accroche/);
    await expect(amended.getByText('Modifiée le 27/11/26')).toBeVisible();
    await userEvent.click(amended.getByText('Voir la version précédente'));
    await expect(
      amended.getByText('Marche avec déambulateur dans le couloir, 40 m avec une pause.'),
    ).toBeVisible();
    await expect(amended.getByRole('button', { name: 'Modifier' })).toBeVisible();

    const withdrawn = await rowOf(main, 'Rendez-vous chez le dentiste mardi à 10 h.');
    await expect(withdrawn.getByText('Retirée')).toBeVisible();
    await expect(
      withdrawn.getByText(
        'Retirée le 12/11/26 par Claire Dumont. Motif : Concernait un autre résident',
      ),
    ).toBeVisible();
    // The manager's notes are hers to amend: no button on them.
    const managers = await rowOf(main, /Famille reçue/);
    await expect(managers.queryByRole('button', { name: 'Modifier' })).toBeNull();
  },
};

/** A new note goes on top; amending it keeps the first text under "Voir la version précédente". */
export const WriteAndAmend: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async () => {
    const main = await findTab();
    await userEvent.type(main.getByRole('textbox', { name: /^Note/ }), 'TUG refait : 14 s.');
    await userEvent.click(main.getByRole('button', { name: 'Enregistrer la note' }));
    await expect(await main.findByText('Note enregistrée.')).toBeVisible();
    await expect(await main.findByText('6 notes')).toBeVisible();
    await expect(main.getByRole('textbox', { name: /^Note/ })).toHaveValue('');

    const row = await rowOf(main, 'TUG refait : 14 s.');
    await userEvent.click(row.getByRole('button', { name: 'Modifier' }));
    const text = row.getByRole('textbox', { name: /Nouveau texte de la note/ });
    await expect(text).toHaveFocus();
    await userEvent.type(text, ' Avec canne.');
    await userEvent.click(row.getByRole('button', { name: 'Enregistrer la modification' }));
    await expect(
      await main.findByText('Note modifiée ; la version précédente reste visible.'),
    ).toBeVisible();
    const amended = await rowOf(main, 'TUG refait : 14 s. Avec canne.');
    await userEvent.click(amended.getByText('Voir la version précédente'));
    await expect(amended.getByText('TUG refait : 14 s.')).toBeVisible();
  },
};

/** The filters narrow the list and go to the URL; "Effacer les filtres" brings every note back. */
export const Filters: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async () => {
    const main = await findTab();
    await userEvent.selectOptions(main.getByRole('combobox', { name: 'Auteur' }), 'Claire Dumont');
    await expect(await main.findByText('2 notes')).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Effacer les filtres' }));
    await expect(await main.findByText('5 notes')).toBeVisible();

    fireEvent.change(main.getByLabelText('Date de début'), { target: { value: '2026-11-15' } });
    await expect(await main.findByText('2 notes')).toBeVisible();
  },
};

/** Filters read from the URL (a shared link) that match nothing say so, and how to widen them. */
export const NoneMatching: Story = {
  render: () => <PortalRoutes path={`${path}?au=2025-01-01`} />,
  parameters: { msw: { handlers: handlers() } },
  play: async () => {
    const main = await findTab();
    await expect(main.getByLabelText('Date de fin')).toHaveValue('2025-01-01');
    await expect(
      await main.findByRole('heading', { name: 'Aucune note ne correspond à ces filtres' }),
    ).toBeVisible();
  },
};

/** No note yet: the form first, then what the list will hold. */
export const Empty: Story = {
  parameters: { msw: { handlers: handlers(clinicalNotesApi(ids.rehabilitatorUser, [])) } },
  play: async () => {
    const main = await findTab();
    await expect(
      await main.findByRole('heading', { name: 'Aucune note pour l’instant' }),
    ).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Auteur' })).toBeVisible();
  },
};

/**
 * A blank note, an amendment that changes nothing and a withdrawal without its reason are refused
 * before sending, the error under the field with the focus on it.
 */
export const FormErrors: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async () => {
    const main = await findTab();
    await userEvent.click(main.getByRole('button', { name: 'Enregistrer la note' }));
    await expect(main.getByText('Écrivez la note avant de l’enregistrer.')).toBeVisible();
    await expect(main.getByRole('textbox', { name: /^Note/ })).toHaveFocus();

    const row = await rowOf(main, /Fatigue en fin de séance/);
    await userEvent.click(row.getByRole('button', { name: 'Modifier' }));
    await userEvent.click(row.getByRole('button', { name: 'Enregistrer la modification' }));
    await expect(row.getByText('Le texte est identique à la version actuelle.')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(row.getByRole('button', { name: 'Modifier' })).toHaveFocus());

    await userEvent.click(row.getByRole('button', { name: 'Retirer' }));
    await userEvent.click(row.getByRole('button', { name: 'Retirer la note' }));
    await expect(row.getByText('Indiquez pourquoi la note est retirée.')).toBeVisible();
    await userEvent.type(row.getByRole('textbox', { name: /Motif du retrait/ }), 'Doublon');
    await userEvent.click(row.getByRole('button', { name: 'Retirer la note' }));
    await expect(await main.findByText('Note retirée.')).toBeVisible();
    const withdrawn = await rowOf(main, /Fatigue en fin de séance/);
    await expect(withdrawn.getByText(/Motif : Doublon/)).toBeVisible();
  },
};
