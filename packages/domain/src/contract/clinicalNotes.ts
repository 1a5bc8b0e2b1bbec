import { Type, type Static } from '@sinclair/typebox';
import { clinicalNoteMaxLength, clinicalNoteWithdrawReasonMaxLength } from '../limits';
import { Body, IsoDate, IsoDateTime, Uuid } from './common';
import { problemResponses } from './errors';
import type { Endpoint } from './endpoint';

/**
 * Contract of a patient's clinical notes (issue 28, docs/decisions/clinical-notes.md): dated notes
 * by named members of the care team (rehabilitators following the patient, managers of their
 * establishment), never deleted nor silently changed: an amendment is a new version, the earlier
 * ones stay readable; a note may be withdrawn (struck, with a reason). The patient does not read
 * them on screen; they are in the patient's own export (`exportOfPatient`).
 */

/** A note's text: not blank, at most `clinicalNoteMaxLength` characters. */
export const ClinicalNoteText = Type.String({
  minLength: 1,
  maxLength: clinicalNoteMaxLength,
  pattern: '\\S',
});

/** The hat a note's author wrote it with. */
export const ClinicalNoteAuthorRole = Type.Union([
  Type.Literal('reeducator'),
  Type.Literal('responsable'),
]);
export type ClinicalNoteAuthorRole = Static<typeof ClinicalNoteAuthorRole>;

export const ClinicalNoteAuthor = Type.Object(
  {
    userId: Uuid,
    firstName: Type.String(),
    lastName: Type.String(),
    role: ClinicalNoteAuthorRole,
  },
  { title: 'ClinicalNoteAuthor' },
);
export type ClinicalNoteAuthor = Static<typeof ClinicalNoteAuthor>;

export const ClinicalNoteVersion = Type.Object(
  {
    /** 1 for the text first written, then one more per amendment. */
    version: Type.Integer({ minimum: 1 }),
    text: Type.String(),
    writtenAt: IsoDateTime,
  },
  { title: 'ClinicalNoteVersion' },
);
export type ClinicalNoteVersion = Static<typeof ClinicalNoteVersion>;

export const ClinicalNote = Type.Object(
  {
    id: Uuid,
    patientId: Uuid,
    /** The establishment's calendar day the note was written. */
    day: IsoDate,
    createdAt: IsoDateTime,
    /** Null: the initialisation's "note for the team" whose writer is not known. */
    author: Type.Union([ClinicalNoteAuthor, Type.Null()]),
    /** 'teamComment': the initialisation's "note for the team", moved here by issue 28. */
    origin: Type.Union([Type.Literal('note'), Type.Literal('teamComment')]),
    /** The current version (the latest). */
    current: ClinicalNoteVersion,
    /** The earlier versions, newest first (empty when never amended). */
    earlier: Type.Array(ClinicalNoteVersion),
    /** The caller may amend it (its author, while it is not withdrawn). */
    amendable: Type.Boolean(),
    withdrawal: Type.Union([
      Type.Object({
        at: IsoDateTime,
        reason: Type.String(),
        by: Type.Union([
          Type.Object({ firstName: Type.String(), lastName: Type.String() }),
          Type.Null(),
        ]),
      }),
      Type.Null(),
    ]),
  },
  { title: 'ClinicalNote' },
);
export type ClinicalNote = Static<typeof ClinicalNote>;

export const ClinicalNotes = Type.Object(
  {
    /** The notes asked for, newest first (by day, then by time written). */
    notes: Type.Array(ClinicalNote),
    /** Everyone who wrote a note about the patient (the author filter's choices), by name. */
    authors: Type.Array(ClinicalNoteAuthor),
  },
  { title: 'ClinicalNotes' },
);
export type ClinicalNotes = Static<typeof ClinicalNotes>;

/** The list's filters: an author, a period of days (inclusive, the establishment's days). */
export const ClinicalNotesQuery = Type.Object(
  {
    authorId: Type.Optional(Uuid),
    from: Type.Optional(IsoDate),
    to: Type.Optional(IsoDate),
  },
  { additionalProperties: false },
);
export type ClinicalNotesQuery = Static<typeof ClinicalNotesQuery>;

export const WriteClinicalNoteBody = Body({ text: ClinicalNoteText }, 'WriteClinicalNoteBody');
export type WriteClinicalNoteBody = Static<typeof WriteClinicalNoteBody>;

export const WithdrawClinicalNoteBody = Body(
  {
    reason: Type.String({
      minLength: 1,
      maxLength: clinicalNoteWithdrawReasonMaxLength,
      pattern: '\\S',
    }),
  },
  'WithdrawClinicalNoteBody',
);
export type WithdrawClinicalNoteBody = Static<typeof WithdrawClinicalNoteBody>;

/** Every note about the patient with all its versions: the notes' part of the patient's export. */
export const ClinicalNotesExport = Type.Object(
  {
    patientId: Uuid,
    exportedAt: IsoDateTime,
    notes: Type.Array(
      Type.Object({
        id: Uuid,
        day: IsoDate,
        author: Type.Union([
          Type.Object({
            firstName: Type.String(),
            lastName: Type.String(),
            role: ClinicalNoteAuthorRole,
          }),
          Type.Null(),
        ]),
        /** Every version, the first first. */
        versions: Type.Array(ClinicalNoteVersion),
        withdrawal: Type.Union([
          Type.Object({ at: IsoDateTime, reason: Type.String() }),
          Type.Null(),
        ]),
      }),
    ),
  },
  { title: 'ClinicalNotesExport' },
);
export type ClinicalNotesExport = Static<typeof ClinicalNotesExport>;

const PatientParams = Type.Object({ id: Uuid });
const NoteParams = Type.Object({ id: Uuid, noteId: Uuid });

export const clinicalNoteEndpoints = {
  listOfPatient: {
    method: 'GET',
    path: '/patients/:id/clinicalNotes',
    summary:
      'A patient’s clinical notes, newest first, filtered by author and period (the care team only)',
    params: PatientParams,
    querystring: ClinicalNotesQuery,
    response: { 200: ClinicalNotes, ...problemResponses(400, 401, 403, 404) },
  },
  write: {
    method: 'POST',
    path: '/patients/:id/clinicalNotes',
    summary: 'Writes a clinical note about the patient, dated today in their establishment',
    params: PatientParams,
    body: WriteClinicalNoteBody,
    response: { 201: ClinicalNote, ...problemResponses(400, 401, 403, 404, 409) },
  },
  amend: {
    method: 'POST',
    path: '/patients/:id/clinicalNotes/:noteId/versions',
    summary: 'Amends a note (its author only): a new version, the earlier ones stay readable',
    params: NoteParams,
    body: WriteClinicalNoteBody,
    response: { 201: ClinicalNote, ...problemResponses(400, 401, 403, 404, 409) },
  },
  withdraw: {
    method: 'POST',
    path: '/patients/:id/clinicalNotes/:noteId/withdrawal',
    summary: 'Withdraws a note (its author only): struck with a reason, still readable',
    params: NoteParams,
    body: WithdrawClinicalNoteBody,
    response: { 200: ClinicalNote, ...problemResponses(400, 401, 403, 404, 409) },
  },
  exportOfPatient: {
    method: 'GET',
    path: '/patients/:id/clinicalNotes/export',
    summary:
      'Every clinical note about the patient, all versions: their own data export (the patient only)',
    params: PatientParams,
    response: { 200: ClinicalNotesExport, ...problemResponses(400, 401, 403, 404) },
  },
} as const satisfies Record<string, Endpoint>;
