import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clinicalNoteMaxLength, todayIn } from '@oxilio/domain';
import type { ClinicalNote, ClinicalNotes, ClinicalNotesExport } from '@oxilio/domain/contract';
import { createWorld, type Actor, type World } from '../../../test/fixtures';
import { call, useTestApp } from '../../../test/helper';
import {
  auditLog,
  clinicalNoteVersions,
  clinicalNotes,
  patientRehabilitators,
} from '../../db/schema';

const ctx = useTestApp();
let world: World;

beforeAll(async () => {
  world = await createWorld(ctx.app);
});

const notesPath = (patientId: string, rest = '') =>
  `/api/v1/patients/${patientId}/clinicalNotes${rest}`;

async function write(actor: Actor, patientId: string, text: string) {
  return call<ClinicalNote>(ctx.app, 'POST', notesPath(patientId), {
    token: actor.token,
    body: { text },
  });
}

async function list(actor: Actor, patientId: string, query = '') {
  return call<ClinicalNotes>(ctx.app, 'GET', notesPath(patientId, query), { token: actor.token });
}

async function auditActions(actor: Actor, patientId: string) {
  const rows = await ctx.app.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.actorUserId, actor.userId), eq(auditLog.patientId, patientId)));
  return rows.map((row) => row.action);
}

describe('clinical notes: writing, reading, versions', () => {
  it('writes a note dated today in the establishment, by its named author, and lists it first', async () => {
    const { a } = world;
    const first = await write(a.rehabilitator, a.patient.patientId, 'Bilan initial.');
    expect(first.status).toBe(201);
    const second = await write(a.rehabilitator, a.patient.patientId, '  Séance : appui droit.  ');
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      patientId: a.patient.patientId,
      day: todayIn('Europe/Paris'),
      origin: 'note',
      author: { userId: a.rehabilitator.userId, role: 'reeducator' },
      current: { version: 1, text: 'Séance : appui droit.' },
      earlier: [],
      amendable: true,
      withdrawal: null,
    });
    const read = await list(a.rehabilitator, a.patient.patientId);
    expect(read.status).toBe(200);
    const ids = read.body.notes.map((note) => note.id);
    expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first.body.id));
    expect(read.body.authors).toContainEqual(
      expect.objectContaining({ userId: a.rehabilitator.userId, role: 'reeducator' }),
    );
  });

  it('amends by a new version: the earlier text stays readable, nothing is changed in place', async () => {
    const { a } = world;
    const written = await write(a.rehabilitator, a.patient.patientId, 'TUG à 14 s.');
    const amended = await call<ClinicalNote>(
      ctx.app,
      'POST',
      notesPath(a.patient.patientId, `/${written.body.id}/versions`),
      { token: a.rehabilitator.token, body: { text: 'TUG à 14,5 s (avec canne).' } },
    );
    expect(amended.status).toBe(201);
    expect(amended.body.current).toMatchObject({ version: 2, text: 'TUG à 14,5 s (avec canne).' });
    expect(amended.body.earlier).toEqual([
      expect.objectContaining({ version: 1, text: 'TUG à 14 s.' }),
    ]);
    const versions = await ctx.app.db
      .select()
      .from(clinicalNoteVersions)
      .where(eq(clinicalNoteVersions.noteId, written.body.id));
    expect(versions.map((row) => row.text).sort()).toEqual([
      'TUG à 14 s.',
      'TUG à 14,5 s (avec canne).',
    ]);
    // The database itself refuses to change or delete a version, or to delete a note.
    await expect(
      ctx.app.db
        .update(clinicalNoteVersions)
        .set({ text: 'réécrit' })
        .where(eq(clinicalNoteVersions.noteId, written.body.id)),
    ).rejects.toThrow();
    await expect(
      ctx.app.db.delete(clinicalNotes).where(eq(clinicalNotes.id, written.body.id)),
    ).rejects.toThrow();
    // The same text again is not an amendment.
    const same = await call(
      ctx.app,
      'POST',
      notesPath(a.patient.patientId, `/${written.body.id}/versions`),
      { token: a.rehabilitator.token, body: { text: 'TUG à 14,5 s (avec canne).' } },
    );
    expect(same.status).toBe(409);
  });

  it('lets only the author amend or withdraw: another member of the team gets 403', async () => {
    const { a } = world;
    const written = await write(a.rehabilitator, a.patient.patientId, 'Fatigue en fin de séance.');
    for (const actor of [a.manager, a.combined]) {
      const amend = await call(
        ctx.app,
        'POST',
        notesPath(a.patient.patientId, `/${written.body.id}/versions`),
        { token: actor.token, body: { text: 'Autre texte.' } },
      );
      expect(amend.status).toBe(403);
      const withdraw = await call(
        ctx.app,
        'POST',
        notesPath(a.patient.patientId, `/${written.body.id}/withdrawal`),
        { token: actor.token, body: { reason: 'Erreur' } },
      );
      expect(withdraw.status).toBe(403);
    }
    const read = await list(a.manager, a.patient.patientId);
    const seen = read.body.notes.find((note) => note.id === written.body.id);
    expect(seen).toMatchObject({ amendable: false, current: { version: 1 } });
  });

  it('withdraws a note with its reason: struck but still listed, and no longer amendable', async () => {
    const { a } = world;
    const written = await write(a.rehabilitator, a.patient.patientId, 'Note au mauvais patient.');
    const withdrawn = await call<ClinicalNote>(
      ctx.app,
      'POST',
      notesPath(a.patient.patientId, `/${written.body.id}/withdrawal`),
      { token: a.rehabilitator.token, body: { reason: 'Écrite dans le mauvais dossier' } },
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.withdrawal).toMatchObject({ reason: 'Écrite dans le mauvais dossier' });
    expect(withdrawn.body.amendable).toBe(false);
    expect(withdrawn.body.current.text).toBe('Note au mauvais patient.');
    const again = await call(
      ctx.app,
      'POST',
      notesPath(a.patient.patientId, `/${written.body.id}/versions`),
      { token: a.rehabilitator.token, body: { text: 'Corrigée' } },
    );
    expect(again.status).toBe(409);
    const read = await list(a.rehabilitator, a.patient.patientId);
    expect(read.body.notes.find((note) => note.id === written.body.id)?.withdrawal).not.toBeNull();
  });

  it('refuses a blank or too long text, and a period that ends before it starts', async () => {
    const { a } = world;
    expect((await write(a.rehabilitator, a.patient.patientId, '   ')).status).toBe(400);
    expect(
      (await write(a.rehabilitator, a.patient.patientId, 'x'.repeat(clinicalNoteMaxLength + 1)))
        .status,
    ).toBe(400);
    expect(
      (await list(a.rehabilitator, a.patient.patientId, '?from=2026-12-02&to=2026-12-01')).status,
    ).toBe(400);
    expect((await list(a.rehabilitator, a.patient.patientId, '?authorId=someone')).status).toBe(
      400,
    );
  });

  it('filters by author and by period', async () => {
    const { a } = world;
    const byManager = await write(a.manager, a.patient.patientId, 'Famille reçue ce jour.');
    expect(byManager.body.author).toMatchObject({ userId: a.manager.userId, role: 'responsable' });
    const mine = await list(a.rehabilitator, a.patient.patientId, `?authorId=${a.manager.userId}`);
    expect(mine.body.notes.map((note) => note.id)).toEqual([byManager.body.id]);
    const today = todayIn('Europe/Paris');
    const inPeriod = await list(a.rehabilitator, a.patient.patientId, `?from=${today}&to=${today}`);
    expect(inPeriod.body.notes.length).toBeGreaterThan(1);
    const before = await list(a.rehabilitator, a.patient.patientId, '?to=2020-01-01');
    expect(before.body.notes).toEqual([]);
    expect(before.body.authors.map((author) => author.userId)).toEqual(
      expect.arrayContaining([a.manager.userId, a.rehabilitator.userId]),
    );
  });
});

describe('clinical notes: who may read and write them', () => {
  it('lets the following rehabilitator and the establishment’s manager in, and audits each read', async () => {
    const { a } = world;
    expect((await list(a.rehabilitator, a.patient.patientId)).status).toBe(200);
    expect((await list(a.manager, a.patient.patientId)).status).toBe(200);
    expect(await auditActions(a.rehabilitator, a.patient.patientId)).toEqual(
      expect.arrayContaining(['patient.notes.read', 'patient.notes.write', 'patient.notes.amend']),
    );
    expect(await auditActions(a.manager, a.patient.patientId)).toContain('patient.notes.read');
  });

  it('hides the notes from another establishment (404) and from a rehabilitator who no longer follows', async () => {
    const { a, b } = world;
    for (const actor of [b.manager, b.rehabilitator, b.combined]) {
      expect((await list(actor, a.patient.patientId)).status).toBe(404);
      expect((await write(actor, a.patient.patientId, 'Intrusion')).status).toBe(404);
    }
    // A follow-up that ended: the rehabilitator once followed the unlinked patient.
    await ctx.app.db.insert(patientRehabilitators).values({
      patientId: a.unlinkedPatient.patientId,
      reeducatorId: a.rehabilitator.reeducatorId!,
      origin: 'reeducator',
      status: 'accepted',
      answeredAt: new Date(Date.now() - 86_400_000),
      endedAt: new Date(),
      endedBy: 'patient',
    });
    expect((await list(a.rehabilitator, a.unlinkedPatient.patientId)).status).toBe(404);
    expect((await write(a.rehabilitator, a.unlinkedPatient.patientId, 'Après la fin')).status).toBe(
      404,
    );
  });

  it('never shows the notes to the patient (403), nor to another patient (404)', async () => {
    const { a } = world;
    expect((await list(a.patient, a.patient.patientId)).status).toBe(403);
    expect((await write(a.patient, a.patient.patientId, 'Moi')).status).toBe(403);
    expect((await list(a.unlinkedPatient, a.patient.patientId)).status).toBe(404);
  });

  it('gives the patient every note and every version in their own export, audited', async () => {
    const { a } = world;
    const exported = await call<ClinicalNotesExport>(
      ctx.app,
      'GET',
      notesPath(a.patient.patientId, '/export'),
      { token: a.patient.token },
    );
    expect(exported.status).toBe(200);
    const [{ count }] = (await ctx.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(clinicalNotes)
      .where(eq(clinicalNotes.patientId, a.patient.patientId))) as [{ count: number }];
    expect(exported.body.notes).toHaveLength(count);
    const amended = exported.body.notes.find((note) => note.versions.length === 2);
    expect(amended?.versions.map((version) => version.text)).toEqual([
      'TUG à 14 s.',
      'TUG à 14,5 s (avec canne).',
    ]);
    expect(exported.body.notes.some((note) => note.withdrawal !== null)).toBe(true);
    expect(await auditActions(a.patient, a.patient.patientId)).toContain('patient.notes.export');
    // Nobody else exports the patient's notes.
    const byRehabilitator = await call(ctx.app, 'GET', notesPath(a.patient.patientId, '/export'), {
      token: a.rehabilitator.token,
    });
    expect(byRehabilitator.status).toBe(403);
  });
});
