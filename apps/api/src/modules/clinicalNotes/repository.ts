/**
 * Queries of a patient's clinical notes (docs/decisions/clinical-notes.md), on the scope's
 * database or transaction, within the patient the scope granted (`readNotes`, `writeNotes` or
 * `exportNotes`). A note's text is in its versions, the latest being current; nothing here
 * updates a version or deletes a row (the database refuses both).
 */
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clinicalNoteVersions, clinicalNotes, users } from '../../db/schema';
import type { PatientGrant, Scope } from '../../policy/scope';

const withdrawer = alias(users, 'withdrawer');

export interface NoteRow {
  id: string;
  patientId: string;
  day: string;
  createdAt: Date;
  origin: string;
  authorUserId: string | null;
  authorRole: string;
  authorFirstName: string | null;
  authorLastName: string | null;
  withdrawnAt: Date | null;
  withdrawnReason: string | null;
  withdrawerFirstName: string | null;
  withdrawerLastName: string | null;
}

export interface VersionRow {
  noteId: string;
  version: number;
  text: string;
  writtenAt: Date;
}

const noteColumns = {
  id: clinicalNotes.id,
  patientId: clinicalNotes.patientId,
  day: clinicalNotes.day,
  createdAt: clinicalNotes.createdAt,
  origin: clinicalNotes.origin,
  authorUserId: clinicalNotes.authorUserId,
  authorRole: clinicalNotes.authorRole,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  withdrawnAt: clinicalNotes.withdrawnAt,
  withdrawnReason: clinicalNotes.withdrawnReason,
  withdrawerFirstName: withdrawer.firstName,
  withdrawerLastName: withdrawer.lastName,
};

function notesWhere(scope: Scope, conditions: SQL[]) {
  return scope.db
    .select(noteColumns)
    .from(clinicalNotes)
    .leftJoin(users, eq(users.id, clinicalNotes.authorUserId))
    .leftJoin(withdrawer, eq(withdrawer.id, clinicalNotes.withdrawnByUserId))
    .where(and(...conditions))
    .orderBy(desc(clinicalNotes.day), desc(clinicalNotes.createdAt), desc(clinicalNotes.id));
}

/** The patient's notes, newest first, by an author and within days (inclusive) when given. */
export async function listNotes(
  scope: Scope,
  { patientId }: PatientGrant,
  filter: { authorUserId?: string; from?: string; to?: string },
): Promise<NoteRow[]> {
  const conditions = [eq(clinicalNotes.patientId, patientId)];
  if (filter.authorUserId) {
    conditions.push(eq(clinicalNotes.authorUserId, filter.authorUserId));
  }
  if (filter.from) {
    conditions.push(gte(clinicalNotes.day, filter.from));
  }
  if (filter.to) {
    conditions.push(lte(clinicalNotes.day, filter.to));
  }
  return notesWhere(scope, conditions);
}

/** One of the patient's notes (null: none, or another patient's). */
export async function findNote(
  scope: Scope,
  { patientId }: PatientGrant,
  noteId: string,
): Promise<NoteRow | null> {
  const [row] = await notesWhere(scope, [
    eq(clinicalNotes.patientId, patientId),
    eq(clinicalNotes.id, noteId),
  ]);
  return row ?? null;
}

/** The versions of `noteIds` (notes already read within the grant), each note's newest first. */
export async function versionsOf(
  scope: Scope,
  _grant: PatientGrant,
  noteIds: readonly string[],
): Promise<VersionRow[]> {
  if (noteIds.length === 0) {
    return [];
  }
  return scope.db
    .select({
      noteId: clinicalNoteVersions.noteId,
      version: clinicalNoteVersions.version,
      text: clinicalNoteVersions.text,
      writtenAt: clinicalNoteVersions.writtenAt,
    })
    .from(clinicalNoteVersions)
    .where(inArray(clinicalNoteVersions.noteId, [...noteIds]))
    .orderBy(asc(clinicalNoteVersions.noteId), desc(clinicalNoteVersions.version));
}

/** Everyone who wrote a note about the patient, with the hat of their latest note, by name. */
export async function authorsOf(scope: Scope, { patientId }: PatientGrant) {
  return scope.db
    .selectDistinctOn([users.lastName, users.firstName, users.id], {
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: clinicalNotes.authorRole,
    })
    .from(clinicalNotes)
    .innerJoin(users, eq(users.id, clinicalNotes.authorUserId))
    .where(eq(clinicalNotes.patientId, patientId))
    .orderBy(
      asc(users.lastName),
      asc(users.firstName),
      asc(users.id),
      desc(clinicalNotes.createdAt),
    );
}

/** Writes a note and its first version; its id. */
export async function insertNote(
  scope: Scope,
  { patientId }: PatientGrant,
  note: {
    day: string;
    authorUserId: string;
    authorRole: 'reeducator' | 'responsable';
    text: string;
    /** 'teamComment': written as the initialisation's note for the team. */
    origin?: 'note' | 'teamComment';
  },
): Promise<string> {
  const [row] = await scope.db
    .insert(clinicalNotes)
    .values({
      patientId,
      day: note.day,
      authorUserId: note.authorUserId,
      authorRole: note.authorRole,
      origin: note.origin ?? 'note',
    })
    .returning({ id: clinicalNotes.id, createdAt: clinicalNotes.createdAt });
  await scope.db.insert(clinicalNoteVersions).values({
    noteId: row!.id,
    version: 1,
    text: note.text,
    authorUserId: note.authorUserId,
    writtenAt: row!.createdAt,
  });
  return row!.id;
}

/**
 * Adds version `version` of a note of the patient's (the next one: two amendments at once collide
 * on the primary key, and the second is refused).
 */
export async function insertVersion(
  scope: Scope,
  _grant: PatientGrant,
  version: { noteId: string; version: number; text: string; authorUserId: string },
): Promise<void> {
  await scope.db.insert(clinicalNoteVersions).values(version);
}

/** Marks a note of the patient's withdrawn (once: false when it already was, or is not theirs). */
export async function withdrawNote(
  scope: Scope,
  { patientId }: PatientGrant,
  withdrawal: { noteId: string; byUserId: string; reason: string },
): Promise<boolean> {
  const rows = await scope.db
    .update(clinicalNotes)
    .set({
      withdrawnAt: sql`now()`,
      withdrawnByUserId: withdrawal.byUserId,
      withdrawnReason: withdrawal.reason,
    })
    .where(
      and(
        eq(clinicalNotes.id, withdrawal.noteId),
        eq(clinicalNotes.patientId, patientId),
        isNull(clinicalNotes.withdrawnAt),
      ),
    )
    .returning({ id: clinicalNotes.id });
  return rows.length > 0;
}
