/**
 * Migration 0014_clinical_notes (docs/decisions/clinical-notes.md): the initialisation's one-line
 * "note for the team" (patients.settings.comment) becomes the patient's first clinical note. The
 * test database is migrated already; the test writes comments as they were before and runs the
 * moving statement (the migration's last) again, as the migrator does.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../test/fixtures';
import { useTestApp } from '../../test/helper';
import { migrationsFolder } from './client';
import { auditLog, clinicalNoteVersions, clinicalNotes, patients } from './schema';

const ctx = useTestApp();
let world: World;

beforeAll(async () => {
  world = await createWorld(ctx.app);
});

const tag = '0014_clinical_notes';

async function moveComments() {
  const text = await readFile(join(migrationsFolder, `${tag}.sql`), 'utf8');
  const statements = text.split('--> statement-breakpoint');
  await ctx.app.db.execute(sql.raw(statements.at(-1)!));
}

describe(`migration ${tag}`, () => {
  it('makes each note for the team the first note, by the rehabilitator who wrote it when known', async () => {
    const { a } = world;
    const known = a.patient.patientId;
    const unknown = a.unlinkedPatient.patientId;
    await ctx.app.db
      .update(patients)
      .set({ settings: { weeklySelfRehabilitationSessions: 3, comment: ' Genou droit fragile ' } })
      .where(eq(patients.id, known));
    await ctx.app.db
      .update(patients)
      .set({ settings: { comment: 'Prévenir la fille avant toute sortie' } })
      .where(eq(patients.id, unknown));
    const writtenAt = new Date('2026-11-20T23:30:00Z');
    await ctx.app.db.insert(auditLog).values([
      {
        at: new Date('2026-11-10T09:00:00Z'),
        actorUserId: a.combined.userId,
        actorRoles: 'reeducatorresponsable',
        action: 'patient.settings.update',
        patientId: known,
        details: { objectives: [], settings: ['comment'] },
      },
      {
        at: writtenAt,
        actorUserId: a.rehabilitator.userId,
        actorRoles: 'reeducator',
        action: 'patient.settings.update',
        patientId: known,
        details: { objectives: [], settings: ['comment', 'weeklySelfRehabilitationSessions'] },
      },
      {
        at: new Date('2026-11-25T09:00:00Z'),
        actorUserId: a.combined.userId,
        actorRoles: 'reeducatorresponsable',
        action: 'patient.settings.update',
        patientId: known,
        details: { objectives: ['StepCount'], settings: [] },
      },
    ]);

    await moveComments();
    // Run again, it moves nothing twice.
    await moveComments();

    const notes = await ctx.app.db
      .select()
      .from(clinicalNotes)
      .where(inArray(clinicalNotes.patientId, [known, unknown]))
      .orderBy(asc(clinicalNotes.createdAt));
    expect(notes).toHaveLength(2);
    const byPatient = new Map(notes.map((note) => [note.patientId, note]));
    // The last change that named the comment: its author, its instant, its day in Paris.
    expect(byPatient.get(known)).toMatchObject({
      authorUserId: a.rehabilitator.userId,
      authorRole: 'reeducator',
      origin: 'teamComment',
      day: '2026-11-21',
      createdAt: writtenAt,
      withdrawnAt: null,
    });
    expect(byPatient.get(unknown)).toMatchObject({ authorUserId: null, origin: 'teamComment' });
    const versions = await ctx.app.db
      .select()
      .from(clinicalNoteVersions)
      .where(
        inArray(
          clinicalNoteVersions.noteId,
          notes.map((note) => note.id),
        ),
      );
    expect(versions.map((row) => [row.noteId, row.version, row.text]).sort()).toEqual(
      [
        [byPatient.get(known)!.id, 1, 'Genou droit fragile'],
        [byPatient.get(unknown)!.id, 1, 'Prévenir la fille avant toute sortie'],
      ].sort(),
    );
    // The settings keep the value: nothing is lost.
    const [kept] = await ctx.app.db
      .select({ settings: patients.settings })
      .from(patients)
      .where(eq(patients.id, known));
    expect(kept?.settings).toMatchObject({ comment: ' Genou droit fragile ' });
  });

  it('moves no blank comment', async () => {
    const { b } = world;
    await ctx.app.db
      .update(patients)
      .set({ settings: { comment: '   ' } })
      .where(eq(patients.id, b.patient.patientId));
    await ctx.app.db
      .update(patients)
      .set({ settings: { comment: null } })
      .where(eq(patients.id, b.unlinkedPatient.patientId));
    await moveComments();
    const moved = await ctx.app.db
      .select({ id: clinicalNotes.id })
      .from(clinicalNotes)
      .where(inArray(clinicalNotes.patientId, [b.patient.patientId, b.unlinkedPatient.patientId]));
    expect(moved).toEqual([]);
  });
});
