import { apiRoutes, type ClinicalNote } from '@oxilio/domain/contract';
import { api } from '../../../app/api';
import type { WriteCall } from '../../../app/useWrite';
import { isClinicalNotesKey } from './getClinicalNotes';

/** A new note about the patient, by the signed-in member of the care team. */
export const writeClinicalNoteWrite = (patientId: string): WriteCall<string, ClinicalNote> => ({
  call: (text) =>
    api.call(apiRoutes.clinicalNotes.write, { params: { id: patientId }, body: { text } }),
  revalidates: () => [isClinicalNotesKey(patientId)],
});

/** What an amendment or a withdrawal names: the note, and the new text or the reason. */
export interface NoteChange {
  noteId: string;
  text: string;
}

/** Amends a note (its author): a new version, the earlier one stays. */
export const amendClinicalNoteWrite = (patientId: string): WriteCall<NoteChange, ClinicalNote> => ({
  call: ({ noteId, text }) =>
    api.call(apiRoutes.clinicalNotes.amend, {
      params: { id: patientId, noteId },
      body: { text },
    }),
  revalidates: () => [isClinicalNotesKey(patientId)],
});

/** Withdraws a note (its author), with the reason (`text`): struck, still shown. */
export const withdrawClinicalNoteWrite = (
  patientId: string,
): WriteCall<NoteChange, ClinicalNote> => ({
  call: ({ noteId, text }) =>
    api.call(apiRoutes.clinicalNotes.withdraw, {
      params: { id: patientId, noteId },
      body: { reason: text },
    }),
  revalidates: () => [isClinicalNotesKey(patientId)],
});
