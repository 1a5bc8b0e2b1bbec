import { endpoints, type AssignProgramBody, type PatientProgram } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import { followedPatients } from '../../../mocks/followUpFixtures';
import { answer, empty, failure, loading } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import {
  longProgram,
  patientPrograms,
  programHandlers,
  programIds,
  programs,
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
