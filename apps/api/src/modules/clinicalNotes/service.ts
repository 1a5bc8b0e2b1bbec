/**
 * A patient's clinical notes (docs/decisions/clinical-notes.md): the care team (a rehabilitator
 * following the patient, a manager of their establishment) reads and writes them; the author alone
 * amends (a new version, the earlier ones stay) or withdraws (struck with a reason, still shown).
 * Every read is audited as a read of health data, every write with the change; the patient gets
 * them in their own export only.
 */
import { todayIn } from '@oxilio/domain';
import type {
  ClinicalNote,
  ClinicalNoteAuthorRole,
  ClinicalNoteVersion,
  ClinicalNotes,
  ClinicalNotesExport,
  ClinicalNotesQuery,
} from '@oxilio/domain/contract';
import { actsAsRehabilitator, type AuthUser } from '../../auth/user';
import { concurrently } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  ConflictError,
  ForbiddenError,
  orNotFound,
  ValidationFailedError,
} from '../../http/errors';
import type { PatientGrant, Scope } from '../../policy/scope';
import * as repository from './repository';

const iso = (date: Date) => date.toISOString();

function toVersion(row: repository.VersionRow): ClinicalNoteVersion {
  return { version: row.version, text: row.text, writtenAt: iso(row.writtenAt) };
}

/** The versions by note, newest first. */
function byNote(rows: readonly repository.VersionRow[]): Map<string, ClinicalNoteVersion[]> {
  const versions = new Map<string, ClinicalNoteVersion[]>();
  for (const row of rows) {
    const list = versions.get(row.noteId) ?? [];
    list.push(toVersion(row));
    versions.set(row.noteId, list);
  }
  return versions;
}

function toNote(
  row: repository.NoteRow,
  versions: readonly ClinicalNoteVersion[],
  user: AuthUser,
): ClinicalNote {
  const [current, ...earlier] = versions;
  return {
    id: row.id,
    patientId: row.patientId,
    day: row.day,
    createdAt: iso(row.createdAt),
    author:
      row.authorUserId !== null && row.authorFirstName !== null && row.authorLastName !== null
        ? {
            userId: row.authorUserId,
            firstName: row.authorFirstName,
            lastName: row.authorLastName,
            role: row.authorRole as ClinicalNoteAuthorRole,
          }
        : null,
    origin: row.origin === 'teamComment' ? 'teamComment' : 'note',
    current: current!,
    earlier,
    amendable: row.withdrawnAt === null && row.authorUserId === user.userId,
    withdrawal:
      row.withdrawnAt && row.withdrawnReason !== null
        ? {
            at: iso(row.withdrawnAt),
            reason: row.withdrawnReason,
            by:
              row.withdrawerFirstName !== null && row.withdrawerLastName !== null
                ? { firstName: row.withdrawerFirstName, lastName: row.withdrawerLastName }
                : null,
          }
        : null,
  };
}

/** The hat the caller writes with: a rehabilitator following the patient, else the manager. */
export function authorRoleOf(user: AuthUser, patient: PatientGrant): ClinicalNoteAuthorRole {
  return actsAsRehabilitator(user) && patient.linkedRehabilitatorIds.includes(user.reeducatorId)
    ? 'reeducator'
    : 'responsable';
}

async function readNote(scope: Scope, patient: PatientGrant, noteId: string) {
  const row = orNotFound(await repository.findNote(scope, patient, noteId), 'No such note.');
  const versions = byNote(await repository.versionsOf(scope, patient, [row.id]));
  return toNote(row, versions.get(row.id) ?? [], scope.user);
}

/** The note of the patient's that its author may change: 404, 403 (another's), 409 (withdrawn). */
async function authorsNote(scope: Scope, patient: PatientGrant, noteId: string) {
  const note = await readNote(scope, patient, noteId);
  if (note.author?.userId !== scope.user.userId) {
    throw new ForbiddenError('Only the author of a note may amend or withdraw it.');
  }
  if (note.withdrawal) {
    throw new ConflictError('The note is withdrawn.');
  }
  return note;
}

/**
 * Writes a note as the caller, dated today in the patient's establishment (within `scope`'s
 * transaction, audited): what the notes call and the initialisation's note for the team do.
 */
export async function writeNote(
  scope: Scope,
  patient: PatientGrant,
  text: string,
  origin: 'note' | 'teamComment' = 'note',
): Promise<string> {
  const noteId = await repository.insertNote(scope, patient, {
    day: todayIn(patient.timeZone),
    authorUserId: scope.user.userId,
    authorRole: authorRoleOf(scope.user, patient),
    text,
    origin,
  });
  await scope.audit('patient.notes.write', patient.patientId, { noteId, origin });
  return noteId;
}

export function createClinicalNotesService() {
  return {
    async list(
      scope: Scope,
      { patientId, query }: { patientId: string; query: ClinicalNotesQuery },
    ): Promise<ClinicalNotes> {
      const patient = await scope.patient(patientId, 'readNotes');
      if (query.from && query.to && query.from > query.to) {
        throw new ValidationFailedError([
          { field: 'to', in: 'querystring', message: 'must be on or after from' },
        ]);
      }
      const [rows, authors] = await concurrently(scope.db, [
        () =>
          repository.listNotes(scope, patient, {
            authorUserId: query.authorId,
            from: query.from,
            to: query.to,
          }),
        () => repository.authorsOf(scope, patient),
      ]);
      const versions = byNote(
        await repository.versionsOf(
          scope,
          patient,
          rows.map((row) => row.id),
        ),
      );
      await scope.audit('patient.notes.read', patient.patientId, {
        count: rows.length,
        filters: Object.keys(query).sort(),
      });
      return {
        notes: rows.map((row) => toNote(row, versions.get(row.id) ?? [], scope.user)),
        authors: authors.map((author) => ({
          ...author,
          role: author.role as ClinicalNoteAuthorRole,
        })),
      };
    },

    async write(
      scope: Scope,
      { patientId, text }: { patientId: string; text: string },
    ): Promise<ClinicalNote> {
      return scope.transaction(async (tx) => {
        const patient = await tx.patient(patientId, 'writeNotes');
        const noteId = await writeNote(tx, patient, text.trim());
        return readNote(tx, patient, noteId);
      });
    },

    async amend(
      scope: Scope,
      { patientId, noteId, text }: { patientId: string; noteId: string; text: string },
    ): Promise<ClinicalNote> {
      try {
        return await scope.transaction(async (tx) => {
          const patient = await tx.patient(patientId, 'writeNotes');
          const note = await authorsNote(tx, patient, noteId);
          const trimmed = text.trim();
          if (trimmed === note.current.text) {
            throw new ConflictError('The amendment is the same as the current text.');
          }
          const version = note.current.version + 1;
          await repository.insertVersion(tx, patient, {
            noteId,
            version,
            text: trimmed,
            authorUserId: tx.user.userId,
          });
          await tx.audit('patient.notes.amend', patient.patientId, { noteId, version });
          return readNote(tx, patient, noteId);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new ConflictError('The note was amended meanwhile: read it again.');
        }
        throw error;
      }
    },

    async withdraw(
      scope: Scope,
      { patientId, noteId, reason }: { patientId: string; noteId: string; reason: string },
    ): Promise<ClinicalNote> {
      return scope.transaction(async (tx) => {
        const patient = await tx.patient(patientId, 'writeNotes');
        await authorsNote(tx, patient, noteId);
        const done = await repository.withdrawNote(tx, patient, {
          noteId,
          byUserId: tx.user.userId,
          reason: reason.trim(),
        });
        if (!done) {
          throw new ConflictError('The note is withdrawn.');
        }
        await tx.audit('patient.notes.withdraw', patient.patientId, { noteId });
        return readNote(tx, patient, noteId);
      });
    },

    async exportOfPatient(
      scope: Scope,
      { patientId }: { patientId: string },
    ): Promise<ClinicalNotesExport> {
      const patient = await scope.patient(patientId, 'exportNotes');
      const rows = (await repository.listNotes(scope, patient, {})).reverse();
      const versions = byNote(
        await repository.versionsOf(
          scope,
          patient,
          rows.map((row) => row.id),
        ),
      );
      await scope.audit('patient.notes.export', patient.patientId, { count: rows.length });
      return {
        patientId: patient.patientId,
        exportedAt: new Date().toISOString(),
        notes: rows.map((row) => ({
          id: row.id,
          day: row.day,
          author:
            row.authorFirstName !== null && row.authorLastName !== null
              ? {
                  firstName: row.authorFirstName,
                  lastName: row.authorLastName,
                  role: row.authorRole as ClinicalNoteAuthorRole,
                }
              : null,
          versions: [...(versions.get(row.id) ?? [])].reverse(),
          withdrawal:
            row.withdrawnAt && row.withdrawnReason !== null
              ? { at: iso(row.withdrawnAt), reason: row.withdrawnReason }
              : null,
        })),
      };
    },
  };
}
