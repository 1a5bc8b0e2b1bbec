/**
 * Programs, the exercise library, a patient's programs and the establishments' invitations, as the
 * API answers them (packages/domain/src/contract/programs.ts), for the rehabilitator's screens.
 */
import { exerciseCatalogue } from '@oxilio/domain';
import {
  endpoints,
  type LibraryExercise,
  type PatientPrescriptionMismatches,
  type PatientProgram,
  type PrescriptionMismatch,
  type Program,
  type ProgramExercise,
  type RecommendedProgram,
  type RehabilitatorInvites,
} from '@oxilio/domain/contract';
import { currentUsers, ids } from './fixtures';
import { answer } from './handlers';
import { signedInAs } from './scenarios';

export const programIds = {
  mine: '5b1f3c2a-7e11-4d0a-9c3e-00000000a001',
  group: '5b1f3c2a-7e11-4d0a-9c3e-00000000a002',
  product: '5b1f3c2a-7e11-4d0a-9c3e-00000000a101',
  productParkinson: '5b1f3c2a-7e11-4d0a-9c3e-00000000a102',
  patient: '3f6c1a20-5b7e-4c1d-8a2f-000000000c01',
  establishment: '3f6c1a20-5b7e-4c1d-8a2f-0000000000e2',
} as const;

/** Part of the library (a screen's worth and a few more), from the domain's catalogue: likes on a few exercises. */
const libraryIds = [2, 3, 5, 8, 12, 14, 22, 27, 31, 40, 41, 42, 45, 60, 70, 80];
export const library: LibraryExercise[] = exerciseCatalogue
  .filter((exercise) => libraryIds.includes(exercise.id))
  .map((exercise) => ({
    id: exercise.id,
    type: exercise.type,
    theme: exercise.theme,
    nameId: `domain.exercise.${exercise.id}.name`,
    adviceId: null,
    position: exercise.position,
    bodyPart: exercise.bodyPart,
    difficulty: exercise.difficulty,
    equipment: [...exercise.equipment],
    seriesDurationSeconds: exercise.seriesDurationSeconds,
    seriesCount: exercise.seriesCount,
    restBetweenSeriesSeconds: exercise.restSeconds,
    likes: [3, 8, 14].includes(exercise.id) ? 3 : 0,
    liked: [3, 14].includes(exercise.id),
  }));

const step = (exerciseId: number, order: number): ProgramExercise => {
  const exercise = library.find((candidate) => candidate.id === exerciseId)!;
  return {
    order,
    exerciseId,
    nameId: exercise.nameId,
    type: exercise.type,
    theme: exercise.theme,
    position: exercise.position,
    difficulty: exercise.difficulty,
    seriesDurationSeconds: exercise.seriesDurationSeconds,
    seriesCount: exercise.seriesCount,
    restBetweenSeriesSeconds: exercise.restBetweenSeriesSeconds,
    equipment: exercise.equipment,
  };
};

const program = (
  id: string,
  name: string,
  exerciseIds: number[],
  over: Partial<Program> = {},
): Program => {
  const exercises = exerciseIds.map(step);
  return {
    id,
    reeducatorId: ids.rehabilitator,
    isProduct: false,
    name,
    description: null,
    recommendedForPathology: null,
    recommendedForCapacity: null,
    copiedFromProgramId: null,
    exercises,
    estimatedDurationSeconds: exercises.reduce(
      (total, e) =>
        total +
        e.seriesCount * e.seriesDurationSeconds +
        (e.seriesCount - 1) * e.restBetweenSeriesSeconds,
      0,
    ),
    equipment: [...new Set(exercises.flatMap((e) => e.equipment))],
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...over,
  };
};

export const programs = {
  mine: program(programIds.mine, 'Renforcement et marche — Jeanne', [3, 8, 14, 22], {
    description: 'Adapté de « Marche et équilibre » : plus de travail du côté droit.',
  }),
  group: program(programIds.group, 'Équilibre debout (groupe du mardi)', [31, 45, 27]),
  product: program(programIds.product, 'Marche et équilibre', [3, 8, 14, 22, 31, 45], {
    reeducatorId: null,
    isProduct: true,
    recommendedForCapacity: 3,
  }),
  productParkinson: program(
    programIds.productParkinson,
    'Parkinson : amplitude et rythme',
    [40, 41, 42],
    {
      reeducatorId: null,
      isProduct: true,
      recommendedForPathology: 6,
      recommendedForCapacity: 3,
    },
  ),
} as const;

/** A program whose name and description are long, in a language with long words. */
export const longProgram = program(
  '5b1f3c2a-7e11-4d0a-9c3e-00000000a003',
  'Gleichgewichtstraining im Stehen mit Oberkörperrotation und Gewichtsverlagerung für Fortgeschrittene',
  [3, 8, 14, 22, 31, 45, 27, 60],
  {
    description:
      'Rehabilitationsmaßnahmenbeschreibung: Stabilisierungsübungen mit zunehmender Schwierigkeit über sechs Wochen, zweimal täglich.',
  },
);

export const patientPrograms = (self: boolean): PatientProgram[] =>
  self
    ? [
        {
          patientProgramId: '5b1f3c2a-7e11-4d0a-9c3e-00000000b001',
          isSelfRehabilitation: true,
          active: true,
          assignedAt: '2026-11-02T09:00:00.000Z',
          endedAt: null,
          assignedByReeducatorId: ids.rehabilitator,
          program: programs.mine,
          mismatches: [],
          confirmation: null,
        },
        {
          patientProgramId: '5b1f3c2a-7e11-4d0a-9c3e-00000000b002',
          isSelfRehabilitation: true,
          active: false,
          assignedAt: '2026-09-14T09:00:00.000Z',
          endedAt: '2026-11-02T09:00:00.000Z',
          assignedByReeducatorId: ids.rehabilitator,
          program: programs.product,
          mismatches: [],
          confirmation: null,
        },
      ]
    : [];

/**
 * A walking program for a seated patient (docs/product.md#prescription-safety): "Walking with head
 * turns" and "Dual-task walking" ask to walk; the patient's capacity is 1, seated.
 */
export const walkingProgram = program(
  '5b1f3c2a-7e11-4d0a-9c3e-00000000a004',
  'Marche et double tâche',
  [3, 60, 70],
);
export const seatedMismatches: PrescriptionMismatch[] = [60, 70].map((exerciseId) => ({
  kind: 'position',
  exerciseId,
  capacity: 1,
  requiredCapacity: 3,
  position: 4,
  metres: null,
  limitMetres: null,
}));
/** The patient of the program screens, as a refusal lists their mismatches. */
export const patientMismatches: PatientPrescriptionMismatches = {
  patientId: programIds.patient,
  firstName: 'Jeanne',
  lastName: 'Welter',
  functionalCapacity: 1,
  mismatches: seatedMismatches,
};
/** The walking program in force for the seated patient, confirmed by the rehabilitator. */
export const walkingAssignment: PatientProgram = {
  patientProgramId: '5b1f3c2a-7e11-4d0a-9c3e-00000000b003',
  isSelfRehabilitation: true,
  active: true,
  assignedAt: '2026-11-27T09:00:00.000Z',
  endedAt: null,
  assignedByReeducatorId: ids.rehabilitator,
  program: walkingProgram,
  mismatches: seatedMismatches,
  confirmation: {
    confirmedAt: '2026-11-27T09:00:00.000Z',
    confirmedBy: { firstName: 'Camille', lastName: 'Durand' },
    mismatches: seatedMismatches,
  },
};

/**
 * A program needing a table for a patient who has only a glass where they do their sessions
 * (docs/product.md#prescription-safety): « Boire un verre debout » (42) needs a table and a glass.
 */
export const drinkingProgram = program(
  '5b1f3c2a-7e11-4d0a-9c3e-00000000a005',
  'Gestes du quotidien debout',
  [3, 42],
);
export const equipmentMismatches: PrescriptionMismatch[] = [
  {
    kind: 'equipment',
    exerciseId: 42,
    capacity: 3,
    requiredCapacity: 2,
    position: 3,
    metres: null,
    limitMetres: null,
    missingEquipment: [1],
    availableEquipment: [2],
  },
];
/** The patient of the program screens without a table, as a refusal lists their mismatches. */
export const patientEquipmentMismatches: PatientPrescriptionMismatches = {
  ...patientMismatches,
  functionalCapacity: 3,
  mismatches: equipmentMismatches,
};
/** The program needing a table in force, assigned before the equipment was recorded. */
export const drinkingAssignment: PatientProgram = {
  ...walkingAssignment,
  patientProgramId: '5b1f3c2a-7e11-4d0a-9c3e-00000000b004',
  isSelfRehabilitation: false,
  program: drinkingProgram,
  mismatches: equipmentMismatches,
  confirmation: null,
};

export const recommended: RecommendedProgram = {
  source: 'product',
  program: programs.productParkinson,
  exercises: programs.productParkinson.exercises,
  pathology: 6,
  functionalCapacity: 3,
};

export const rehabilitatorInvites: RehabilitatorInvites = {
  received: [],
  sent: [],
  establishments: [
    {
      id: '5b1f3c2a-7e11-4d0a-9c3e-00000000c001',
      establishmentId: programIds.establishment,
      establishmentName: 'Centre de rééducation Am Park',
      createdAt: '2026-11-24T16:00:00.000Z',
    },
  ],
};

/** What the rehabilitator's program screens call, answered. */
export const programHandlers = {
  ...signedInAs(currentUsers.reeducator),
  myPrograms: answer(endpoints.programs.rehabilitatorPrograms, [programs.mine, programs.group]),
  programs: answer(endpoints.programs.list, Object.values(programs)),
  exercises: answer(endpoints.programs.exercises, library),
  patientPrograms: answer(endpoints.programs.patientPrograms, ({ params }) =>
    patientPrograms(String(params.isSelfRehabilitation) === 'true'),
  ),
  recommended: answer(endpoints.programs.recommended, recommended),
  invites: answer(endpoints.rehabilitators.invites, rehabilitatorInvites),
};
