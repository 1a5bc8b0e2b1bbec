import { Type, type Static } from '@sinclair/typebox';
import { Body, IdParams, IsoDateTime, Uuid } from './common';
import { problemResponses } from './errors';
import { PrescriptionConfirmation, PrescriptionMismatch } from './prescription';
import type { Endpoint } from './endpoint';

/**
 * Contract of the programs, exercises and reference calls (under /api/v1, docs/product.md#calls).
 * Product (oxilio) programs have `reeducatorId: null` and are read-only
 * (docs/decisions/api-programs-and-indicators.md).
 */

export const ExerciseId = Type.Integer({ minimum: 2, maximum: 86 });

export const ProgramExercise = Type.Object({
  /** 0-based order in the program. */
  order: Type.Integer(),
  exerciseId: Type.Integer(),
  /** Message id of the exercise's name: domain.exercise.<id>.name. */
  nameId: Type.String(),
  type: Type.Integer(),
  theme: Type.Integer(),
  /** Exercise position (0 All ... 5 Without the device). */
  position: Type.Integer(),
  difficulty: Type.Integer(),
  /** Effective values: the program's override, or the library's. */
  seriesDurationSeconds: Type.Integer(),
  seriesCount: Type.Integer(),
  restBetweenSeriesSeconds: Type.Integer(),
  /** Equipment needed (1 Table, 2 Glass). */
  equipment: Type.Array(Type.Integer()),
});
export type ProgramExercise = Static<typeof ProgramExercise>;

export const Program = Type.Object(
  {
    id: Uuid,
    /** The owner; null for a product (oxilio) program, read-only. */
    reeducatorId: Type.Union([Uuid, Type.Null()]),
    isProduct: Type.Boolean(),
    name: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    recommendedForPathology: Type.Union([Type.Integer(), Type.Null()]),
    recommendedForCapacity: Type.Union([Type.Integer(), Type.Null()]),
    copiedFromProgramId: Type.Union([Uuid, Type.Null()]),
    exercises: Type.Array(ProgramExercise),
    /** Sum over exercises of count x duration + (count - 1) x rest. */
    estimatedDurationSeconds: Type.Integer(),
    /** Equipment needed by any exercise. */
    equipment: Type.Array(Type.Integer()),
    updatedAt: IsoDateTime,
  },
  { title: 'Program' },
);
export type Program = Static<typeof Program>;

export const ProgramExerciseInput = Type.Object(
  {
    exerciseId: ExerciseId,
    /** Optional explicit order; otherwise the order of the array. */
    order: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    seriesDurationSeconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 3600 })),
    seriesCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    restBetweenSeriesSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 3600 })),
  },
  { additionalProperties: false },
);
export type ProgramExerciseInput = Static<typeof ProgramExerciseInput>;

export const ProgramName = Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' });

export const ProgramInput = Type.Object(
  {
    name: ProgramName,
    description: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 2000 })])),
    exercises: Type.Array(ProgramExerciseInput, { minItems: 1, maxItems: 50 }),
  },
  { additionalProperties: false, title: 'ProgramInput' },
);
export type ProgramInput = Static<typeof ProgramInput>;

export const CreateProgramBody = Body(
  {
    /** Optional; when sent it must be the caller's own rehabilitator id. */
    reeducatorId: Type.Optional(Uuid),
    name: ProgramName,
    description: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 2000 })])),
    exercises: Type.Array(ProgramExerciseInput, { minItems: 1, maxItems: 50 }),
  },
  'CreateProgramBody',
);
export type CreateProgramBody = Static<typeof CreateProgramBody>;

export const ProgramsQuery = Type.Object({
  /** Only this rehabilitator's own programs (must be the caller); absent: product programs and own. */
  ReeducatorId: Type.Optional(Uuid),
});
export type ProgramsQuery = Static<typeof ProgramsQuery>;

export const RehabilitatorProgramBody = Body(
  { reeducatorId: Uuid, programId: Uuid },
  'ReeducatorProgramBody',
);
export type RehabilitatorProgramBody = Static<typeof RehabilitatorProgramBody>;

export const CopyProgramBody = Body(
  {
    reeducatorId: Uuid,
    programId: Uuid,
    /**
     * The copy's name, as the portal words it in the user's language ("Copie de …", numbered);
     * absent: the original's name.
     */
    name: Type.Optional(ProgramName),
  },
  'CopyProgramBody',
);
export type CopyProgramBody = Static<typeof CopyProgramBody>;

export const ModifyProgramParams = Type.Object({ programId: Uuid });
/**
 * Confirms the mismatches of the program with the patients' functional capacity that the API
 * listed in its 409 `prescription_mismatch` (docs/product.md#prescription-safety).
 */
const AcknowledgedMismatches = Type.Optional(Type.Boolean());

export const ModifyProgramBody = Body(
  { reeducatorId: Uuid, program: ProgramInput, acknowledgedMismatches: AcknowledgedMismatches },
  'ModifyProgramBody',
);
export type ModifyProgramBody = Static<typeof ModifyProgramBody>;

export const RemoveProgramParams = Type.Object({ reeducatorId: Uuid, programId: Uuid });

export const PatientProgramsParams = Type.Object({
  id: Uuid,
  isSelfRehabilitation: Type.Boolean(),
});

export const PatientProgram = Type.Object(
  {
    patientProgramId: Uuid,
    isSelfRehabilitation: Type.Boolean(),
    /** The program in force (not ended). */
    active: Type.Boolean(),
    assignedAt: IsoDateTime,
    endedAt: Type.Union([IsoDateTime, Type.Null()]),
    assignedByReeducatorId: Type.Union([Uuid, Type.Null()]),
    program: Program,
    /**
     * In force: the program's mismatches with the patient's current functional capacity (also
     * after the capacity was lowered); ended: none.
     */
    mismatches: Type.Array(PrescriptionMismatch),
    /** The latest confirmation of mismatches for this assignment, if any. */
    confirmation: Type.Union([PrescriptionConfirmation, Type.Null()]),
  },
  { title: 'PatientProgram' },
);
export type PatientProgram = Static<typeof PatientProgram>;

export const AssignProgramBody = Body(
  {
    ProgramId: Uuid,
    isSelfRehabilitation: Type.Boolean(),
    acknowledgedMismatches: AcknowledgedMismatches,
  },
  'AssignProgramBody',
);
export type AssignProgramBody = Static<typeof AssignProgramBody>;

export const RecommendedProgram = Type.Object(
  {
    /** 'product': a product program recommended for the patient; 'composed': built from the library. */
    source: Type.Union([Type.Literal('product'), Type.Literal('composed')]),
    /** Set when source is 'product'. */
    program: Type.Union([Program, Type.Null()]),
    /** The exercises proposed (the product program's, or the composed ones), in order. */
    exercises: Type.Array(ProgramExercise),
    pathology: Type.Union([Type.Integer(), Type.Null()]),
    functionalCapacity: Type.Union([Type.Integer(), Type.Null()]),
  },
  { title: 'RecommendedProgram' },
);
export type RecommendedProgram = Static<typeof RecommendedProgram>;

export const LibraryExercise = Type.Object(
  {
    id: Type.Integer(),
    type: Type.Integer(),
    theme: Type.Integer(),
    /** Message id: domain.exercise.<id>.name */
    nameId: Type.String(),
    /** Message id: domain.exercise.<id>.advice, or null. */
    adviceId: Type.Union([Type.String(), Type.Null()]),
    position: Type.Integer(),
    bodyPart: Type.Integer(),
    difficulty: Type.Integer(),
    equipment: Type.Array(Type.Integer()),
    seriesDurationSeconds: Type.Integer(),
    seriesCount: Type.Integer(),
    restBetweenSeriesSeconds: Type.Integer(),
    likes: Type.Integer(),
    /** The caller (a rehabilitator) liked it. */
    liked: Type.Boolean(),
  },
  { title: 'LibraryExercise' },
);
export type LibraryExercise = Static<typeof LibraryExercise>;

export const ExerciseParams = Type.Object({ id: ExerciseId });
export const LikeBody = Body({ like: Type.Boolean() }, 'LikeBody');
export type LikeBody = Static<typeof LikeBody>;
export const ExerciseLike = Type.Object(
  { exerciseId: Type.Integer(), likes: Type.Integer(), liked: Type.Boolean() },
  { title: 'ExerciseLike' },
);
export type ExerciseLike = Static<typeof ExerciseLike>;

export const ReferenceItem = Type.Object(
  {
    id: Type.Integer(),
    /** Message id of the label in the portal catalogues. */
    messageId: Type.String(),
    /** Message id of a longer description, when there is one (functional capacities). */
    descriptionId: Type.Optional(Type.String()),
  },
  { title: 'ReferenceItem' },
);
export type ReferenceItem = Static<typeof ReferenceItem>;

export const programEndpoints = {
  patientPrograms: {
    method: 'GET',
    path: '/Patients/:id/patientPrograms/:isSelfRehabilitation',
    summary: 'The programs assigned to a patient (self-rehabilitation or supervised), newest first',
    params: PatientProgramsParams,
    response: { 200: Type.Array(PatientProgram), ...problemResponses(400, 404) },
  },
  assign: {
    method: 'PATCH',
    path: '/Patients/:id/programs',
    summary: 'Assign a program to a patient (replaces the one in force of that kind)',
    params: IdParams,
    body: AssignProgramBody,
    response: { 200: PatientProgram, ...problemResponses(400, 403, 404, 409) },
  },
  recommended: {
    method: 'GET',
    path: '/RecommendedProgram/:id',
    summary: 'A program recommended for the patient from pathology and functional capacity',
    params: IdParams,
    response: { 200: RecommendedProgram, ...problemResponses(400, 403, 404) },
  },
  list: {
    method: 'GET',
    path: '/Programs',
    summary: 'Product programs and the caller’s own (ReeducatorId: only that rehabilitator’s own)',
    querystring: ProgramsQuery,
    response: { 200: Type.Array(Program), ...problemResponses(400, 403) },
  },
  rehabilitatorPrograms: {
    method: 'GET',
    path: '/Reeducators/:id/Programs',
    summary: 'The rehabilitator’s own programs',
    params: IdParams,
    response: { 200: Type.Array(Program), ...problemResponses(400, 403) },
  },
  create: {
    method: 'POST',
    path: '/Programs',
    summary: 'Create a program owned by the caller',
    body: CreateProgramBody,
    response: { 201: Program, ...problemResponses(400, 403) },
  },
  delete: {
    method: 'DELETE',
    path: '/Programs/:id',
    summary: 'Delete one of the caller’s programs (assignments in force keep it)',
    params: IdParams,
    response: { 204: Type.Null(), ...problemResponses(400, 403, 404) },
  },
  removeFromMine: {
    method: 'DELETE',
    path: '/Program/:reeducatorId/:programId',
    summary: 'Remove a program from “my programs”',
    params: RemoveProgramParams,
    response: { 204: Type.Null(), ...problemResponses(400, 403, 404) },
  },
  addToMine: {
    method: 'PATCH',
    path: '/Program',
    summary: 'Add a program to “my programs” (a copy; the existing copy when there is one)',
    body: RehabilitatorProgramBody,
    response: { 200: Program, 201: Program, ...problemResponses(400, 403, 404) },
  },
  modify: {
    method: 'PATCH',
    path: '/Reeducators/:programId',
    summary: 'Modify one of the caller’s programs (name, description, exercises)',
    params: ModifyProgramParams,
    body: ModifyProgramBody,
    response: { 200: Program, ...problemResponses(400, 403, 404, 409) },
  },
  copy: {
    method: 'POST',
    path: '/Reeducators',
    summary: 'Copy a program to modify it: a new program owned by the caller, named as asked',
    body: CopyProgramBody,
    response: { 201: Program, ...problemResponses(400, 403, 404) },
  },
  exercises: {
    method: 'GET',
    path: '/Exercises',
    summary: 'The exercise library (ids 2-86) with likes',
    response: { 200: Type.Array(LibraryExercise) },
  },
  like: {
    method: 'PATCH',
    path: '/Exercises/:id/like',
    summary: 'Like or unlike an exercise (rehabilitators)',
    params: ExerciseParams,
    body: LikeBody,
    response: { 200: ExerciseLike, ...problemResponses(400, 403, 404) },
  },
  pathologies: {
    method: 'GET',
    path: '/Pathologies',
    summary: 'The pathologies a user may choose (ids 2-8)',
    response: { 200: Type.Array(ReferenceItem) },
  },
  equipments: {
    method: 'GET',
    path: '/Equipments',
    summary: 'Exercise equipment',
    response: { 200: Type.Array(ReferenceItem) },
  },
  functionalCapacities: {
    method: 'GET',
    path: '/FunctionalCapacities',
    summary: 'Functional capacities 1-4',
    response: { 200: Type.Array(ReferenceItem) },
  },
} as const satisfies Record<string, Endpoint>;
