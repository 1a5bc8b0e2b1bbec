import {
  endpoints,
  problemCatalogue,
  problemMediaType,
  type AssignProgramBody,
  type PatientProgram,
} from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import { followedPatients } from '../../../mocks/followUpFixtures';
import { answer, empty, failure, loading, mockPath } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import {
  drinkingProgram,
  longProgram,
  patientEquipmentMismatches,
  patientMismatches,
  patientPrograms,
  programHandlers,
  programIds,
  programs,
  walkingAssignment,
  walkingProgram,
} from '../../../mocks/programFixtures';
import { PatientSelfRehabilitationPage } from './PatientSelfRehabilitationPage';

const { patientPrograms: patientProgramsEntry, assign, recommended, list } = endpoints.programs;
const firstRender = { timeout: 10_000 };
const path = `/reeducateur/patients/${programIds.patient}/auto-reeducation`;

async function findTab() {
  const main = within(await screen.findByRole('main', {}, firstRender));
  await main.findByRole('heading', { level: 2, name: 'Auto-rééducation' }, firstRender);
  return main;
}

let assigned: AssignProgramBody | null = null;

/** The patient page's self-rehabilitation tab: the programs followed, the recommended one, assigning. */
const meta = {
  title: 'Portal/Screens/Rehabilitator/Patient self-rehabilitation',
  component: PatientSelfRehabilitationPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path={path} />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.reeducator },
    msw: {
      handlers: {
        ...programHandlers,
        // The patient page's header.
        patient: answer(endpoints.rehabilitators.patient, followedPatients.jeanne),
        assign: answer(assign, async ({ request }) => {
          assigned = (await request.json()) as AssignProgramBody;
          return { ...patientPrograms(true)[0]!, program: programs.productParkinson };
        }),
      },
    },
  },
} satisfies Meta<typeof PatientSelfRehabilitationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The program in force, the previous one, and the recommended program chosen and assigned. */
export const AssignTheRecommendedProgram: Story = {
  play: async () => {
    assigned = null;
    const main = await findTab();
    const self = within(
      await main.findByRole('region', { name: 'Programme d’auto-rééducation' }, firstRender),
    );
    await expect(await self.findByRole('heading', { name: programs.mine.name })).toBeVisible();
    await expect(self.getByText('1 programme précédent')).toBeVisible();
    await expect(
      await main.findByText('Aucun programme de séance accompagnée n’est attribué.'),
    ).toBeVisible();
    // The recommendation is its own call: wait for it rather than expect it already there.
    const recommendation = within(
      await main.findByRole('region', { name: 'Programme recommandé' }, firstRender),
    );
    await userEvent.click(recommendation.getByRole('button', { name: 'Choisir ce programme' }));
    await expect(main.getByRole('combobox', { name: 'Programme' })).toHaveValue(
      programs.productParkinson.id,
    );
    await expect(main.getByRole('radio', { name: /En auto-rééducation/ })).toBeChecked();
    await userEvent.click(main.getByRole('button', { name: 'Attribuer' }));
    await waitFor(() =>
      expect(assigned).toEqual({
        ProgramId: programs.productParkinson.id,
        isSelfRehabilitation: true,
      }),
    );
    await expect(
      await screen.findByText(`« ${programs.productParkinson.name} » est attribué.`),
    ).toBeVisible();
  },
};

let assignments: AssignProgramBody[] = [];

/**
 * A walking program for a seated patient: the API lists each mismatch, the dialog says them in
 * words and asks; confirming assigns it with the mismatches acknowledged (recorded by the API).
 */
export const AssignAskingTooMuch: Story = {
  parameters: {
    msw: {
      handlers: {
        programs: answer(list, [...Object.values(programs), walkingProgram]),
        // The header's patient is the tab's (the file's warning reads the same programs).
        patient: answer(endpoints.rehabilitators.patient, {
          ...followedPatients.jeanne,
          patientId: programIds.patient,
          functionalCapacity: 1,
        }),
        // Once confirmed, the walking program is the one in force, and the file says so.
        patientPrograms: answer(patientProgramsEntry, ({ params }) =>
          String(params.isSelfRehabilitation) !== 'true'
            ? []
            : assignments.some((body) => body.acknowledgedMismatches)
              ? [
                  walkingAssignment,
                  ...patientPrograms(true).map((item) => ({ ...item, active: false })),
                ]
              : patientPrograms(true),
        ),
        assign: http.patch(mockPath(assign), async ({ request }) => {
          const body = (await request.json()) as AssignProgramBody;
          assignments.push(body);
          if (!body.acknowledgedMismatches) {
            const { status, title } = problemCatalogue.prescription_mismatch;
            return HttpResponse.json(
              {
                type: 'urn:oxilio:problem:prescription_mismatch',
                title,
                status,
                code: 'prescription_mismatch',
                mismatches: [patientMismatches],
              },
              { status, headers: { 'Content-Type': problemMediaType } },
            );
          }
          return HttpResponse.json(walkingAssignment);
        }),
      },
    },
  },
  play: async () => {
    assignments = [];
    const main = await findTab();
    await userEvent.selectOptions(
      await main.findByRole('combobox', { name: 'Programme' }, firstRender),
      walkingProgram.id,
    );
    await userEvent.click(main.getByRole('button', { name: 'Attribuer' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Attribuer ce programme malgré tout ?' }),
    );
    await expect(
      dialog.getByText(
        'Ce programme demande plus que la capacité fonctionnelle actuelle de Jeanne Welter. Votre confirmation sera enregistrée dans son dossier.',
      ),
    ).toBeVisible();
    await expect(
      dialog.getByText(
        '« Marche en tournant la tête » demande de marcher ; capacité actuelle : Assis.',
      ),
    ).toBeVisible();
    await expect(
      dialog.getByText(
        '« Marche en double tâche (expert) » demande de marcher ; capacité actuelle : Assis.',
      ),
    ).toBeVisible();
    // A question, not a failure: no error above the form.
    await expect(main.queryByText('Le programme n’a pas été attribué.')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Attribuer quand même' }));
    await waitFor(() => expect(assignments).toHaveLength(2));
    await expect(assignments[1]).toEqual({
      ProgramId: walkingProgram.id,
      isSelfRehabilitation: true,
      acknowledgedMismatches: true,
    });
    await expect(await screen.findByText(`« ${walkingProgram.name} » est attribué.`)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The file now warns, with who confirmed.
    await expect(
      await screen.findByText(
        'Le programme en cours demande plus que la capacité fonctionnelle actuelle',
      ),
    ).toBeVisible();
    await expect(screen.getByText('Écart confirmé par Camille Durand le 27/11/26.')).toBeVisible();
    // The notice closed, for a still picture.
    await userEvent.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    await waitFor(() =>
      expect(screen.queryByText(`« ${walkingProgram.name} » est attribué.`)).toBeNull(),
    );
  },
};

/** The question itself, as the rehabilitator reads it (the dialog left open). */
export const MismatchQuestion: Story = {
  parameters: AssignAskingTooMuch.parameters,
  play: async () => {
    assignments = [];
    const main = await findTab();
    await userEvent.selectOptions(
      await main.findByRole('combobox', { name: 'Programme' }, firstRender),
      walkingProgram.id,
    );
    await userEvent.click(main.getByRole('button', { name: 'Attribuer' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByRole('button', { name: 'Attribuer quand même' })).toBeVisible();
    await expect(dialog.getAllByRole('listitem')).toHaveLength(2);
  },
};

/**
 * A program needing a table for a patient who has only a glass: the question names the equipment
 * missing and what the patient has, and the description speaks of the equipment too.
 */
export const MismatchQuestionEquipment: Story = {
  parameters: {
    msw: {
      handlers: {
        programs: answer(list, [...Object.values(programs), drinkingProgram]),
        patient: answer(endpoints.rehabilitators.patient, {
          ...followedPatients.jeanne,
          patientId: programIds.patient,
          availableEquipment: [2],
        }),
        assign: http.patch(mockPath(assign), async ({ request }) => {
          const body = (await request.json()) as AssignProgramBody;
          assignments.push(body);
          const { status, title } = problemCatalogue.prescription_mismatch;
          return HttpResponse.json(
            {
              type: 'urn:oxilio:problem:prescription_mismatch',
              title,
              status,
              code: 'prescription_mismatch',
              mismatches: [patientEquipmentMismatches],
            },
            { status, headers: { 'Content-Type': problemMediaType } },
          );
        }),
      },
    },
  },
  play: async () => {
    assignments = [];
    const main = await findTab();
    await userEvent.selectOptions(
      await main.findByRole('combobox', { name: 'Programme' }, firstRender),
      drinkingProgram.id,
    );
    await userEvent.click(main.getByRole('button', { name: 'Attribuer' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Attribuer ce programme malgré tout ?' }),
    );
    await expect(
      dialog.getByText(
        'Ce programme demande plus que la capacité fonctionnelle ou le matériel disponible de Jeanne Welter. Votre confirmation sera enregistrée dans son dossier.',
      ),
    ).toBeVisible();
    await expect(
      dialog.getByText(
        '« Boire un verre debout » demande une table ; matériel disponible : verre.',
      ),
    ).toBeVisible();
    await expect(dialog.getAllByRole('listitem')).toHaveLength(1);
    await expect(dialog.getByRole('button', { name: 'Attribuer quand même' })).toBeVisible();
  },
};

/** Cancelling the question assigns nothing. */
export const AssignAskingTooMuchCancelled: Story = {
  parameters: AssignAskingTooMuch.parameters,
  play: async () => {
    assignments = [];
    const main = await findTab();
    await userEvent.selectOptions(
      await main.findByRole('combobox', { name: 'Programme' }, firstRender),
      walkingProgram.id,
    );
    await userEvent.click(main.getByRole('button', { name: 'Attribuer' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Revoir le programme' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(assignments).toHaveLength(1);
    await expect(main.getByRole('combobox', { name: 'Programme' })).toHaveValue(walkingProgram.id);
  },
};

/** Assigning without a program chosen says so. */
export const NothingChosen: Story = {
  play: async () => {
    const main = await findTab();
    await userEvent.click(await main.findByRole('button', { name: 'Attribuer' }, firstRender));
    await expect(await main.findByText('Choisissez le programme à attribuer.')).toBeVisible();
  },
};

export const NoProgramYet: Story = {
  parameters: {
    msw: {
      handlers: {
        patientPrograms: empty(patientProgramsEntry),
        recommended: answer(recommended, {
          source: 'composed',
          program: null,
          exercises: programs.group.exercises,
          pathology: null,
          functionalCapacity: 2,
        }),
      },
    },
  },
  play: async () => {
    const main = await findTab();
    await expect(
      await main.findByText('Aucun programme d’auto-rééducation n’est attribué.', {}, firstRender),
    ).toBeVisible();
    await expect(
      await main.findByText(/Aucun programme oxilio ne correspond exactement/),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        patientPrograms: loading(patientProgramsEntry),
        recommended: loading(recommended),
        programs: loading(list),
      },
    },
  },
  play: async () => {
    const main = await findTab();
    await expect(main.queryByRole('button', { name: 'Attribuer' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        patientPrograms: failure(patientProgramsEntry),
        recommended: failure(recommended, 'not_found'),
      },
    },
  },
  play: async () => {
    const main = await findTab();
    await waitFor(
      () => expect(main.getAllByRole('button', { name: 'Réessayer' })).toHaveLength(2),
      firstRender,
    );
  },
};

export const LongNames: Story = {
  parameters: {
    msw: {
      handlers: {
        patientPrograms: answer(patientProgramsEntry, [
          { ...patientPrograms(true)[0]!, program: longProgram } satisfies PatientProgram,
        ]),
        programs: answer(list, [longProgram, ...Object.values(programs)]),
      },
    },
  },
  play: async () => {
    const main = await findTab();
    // The program followed, and the same program in the list to assign from.
    await waitFor(
      () => expect(main.getAllByRole('heading', { name: longProgram.name })).toHaveLength(2),
      firstRender,
    );
    for (const heading of main.getAllByRole('heading', { name: longProgram.name })) {
      await expect(heading).toBeVisible();
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
