import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime, Uuid } from './common';

/**
 * Prescription safety in the contract (docs/product.md#prescription-safety): the mismatches of a
 * program's exercises with a patient's functional capacity and available equipment, as the API
 * computes them
 * (`prescriptionMismatches` of @oxilio/domain). Kept apart from programs.ts because the problem
 * document (errors.ts) carries them on a 409 `prescription_mismatch`.
 */
export const PrescriptionMismatch = Type.Object(
  {
    kind: Type.Union([
      Type.Literal('position'),
      Type.Literal('walkingDistance'),
      Type.Literal('equipment'),
    ]),
    exerciseId: Type.Integer(),
    /** The capacity judged against; null when none is recorded (judged as seated). */
    capacity: Type.Union([Type.Integer(), Type.Null()]),
    /** The lowest capacity that allows the exercise (equipment: its position's). */
    requiredCapacity: Type.Integer(),
    /** The exercise's position (0 All ... 5 Without the device). */
    position: Type.Integer(),
    /** walkingDistance: metres walked in one go, and the capacity's limit. */
    metres: Type.Union([Type.Integer(), Type.Null()]),
    limitMetres: Type.Union([Type.Integer(), Type.Null()]),
    /**
     * equipment: what the exercise needs that the patient does not have (Equipment ids, 1 table,
     * 2 glass); null for the other kinds. Absent from confirmations recorded before equipment.
     */
    missingEquipment: Type.Optional(Type.Union([Type.Array(Type.Integer()), Type.Null()])),
    /** equipment: what the patient has where they do their sessions; null for the other kinds. */
    availableEquipment: Type.Optional(Type.Union([Type.Array(Type.Integer()), Type.Null()])),
  },
  { title: 'PrescriptionMismatch' },
);
export type PrescriptionMismatch = Static<typeof PrescriptionMismatch>;

/** One patient's mismatches with a program being assigned or modified. */
export const PatientPrescriptionMismatches = Type.Object(
  {
    patientId: Uuid,
    firstName: Type.String(),
    lastName: Type.String(),
    functionalCapacity: Type.Union([Type.Integer(), Type.Null()]),
    mismatches: Type.Array(PrescriptionMismatch),
  },
  { title: 'PatientPrescriptionMismatches' },
);
export type PatientPrescriptionMismatches = Static<typeof PatientPrescriptionMismatches>;

/** A rehabilitator's confirmation of the mismatches of an assignment. */
export const PrescriptionConfirmation = Type.Object(
  {
    confirmedAt: IsoDateTime,
    confirmedBy: Type.Union([
      Type.Object({ firstName: Type.String(), lastName: Type.String() }),
      Type.Null(),
    ]),
    /** The mismatches confirmed then. */
    mismatches: Type.Array(PrescriptionMismatch),
  },
  { title: 'PrescriptionConfirmation' },
);
export type PrescriptionConfirmation = Static<typeof PrescriptionConfirmation>;
