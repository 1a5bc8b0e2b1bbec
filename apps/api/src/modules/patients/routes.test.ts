import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  patientRanks,
  patientRehabilitators,
  patients,
  patientTags,
  users,
} from '../../db/schema';
import { createWorld, type Actor, type World } from '../../../test/fixtures';
import { call, rowCounts, useTestApp } from '../../../test/helper';
import { addDays, todayIn } from '@oxilio/domain';
import { addSession, insertDays } from '../../../test/stats-fixtures';
import { recomputeStars } from '../stats/stars';

const ctx = useTestApp();
let world: World;

beforeAll(async () => {
  world = await createWorld(ctx.app);
});

const patientUrl = (suffix = '') => `/api/v1/patients/${world.a.patient.patientId}${suffix}`;
const readers = () =>
  [world.a.patient, world.a.rehabilitator, world.a.combined, world.a.manager].map(
    (actor) => actor.userId,
  );

async function patientRow(patientId: string) {
  const [row] = await ctx.app.db.select().from(patients).where(eq(patients.id, patientId));
  return row!;
}

async function invite(rehabilitator: Actor, origin: 'reeducator' | 'patient' = 'reeducator') {
  const [row] = await ctx.app.db
    .insert(patientRehabilitators)
    .values({
      patientId: world.a.patient.patientId,
      reeducatorId: rehabilitator.reeducatorId!,
      origin,
    })
    .returning({ id: patientRehabilitators.id });
  return row!.id;
}

describe('GET /patients/{id}', () => {
  it('answers those who follow the patient; 404 without data to anyone else', async () => {
    for (const actor of world.actors) {
      const res = await call(ctx.app, 'GET', patientUrl(), { token: actor.token });
      if (readers().includes(actor.userId)) {
        expect(res.status, actor.email).toBe(200);
        expect(res.body).toMatchObject({
          patientId: world.a.patient.patientId,
          email: world.a.patient.email,
          functionalCapacity: 3,
          device: { deviceId: world.a.deviceId, wheelType: 'standard' },
        });
      } else {
        expect(res.status, actor.email).toBe(404);
        expect(res.raw).not.toContain(world.a.patient.email);
      }
    }
  });
});

describe('PATCH /patients/{id}', () => {
  it('lets the patient and the manager edit personal information, synced to the account', async () => {
    const mine = await call(ctx.app, 'PATCH', patientUrl(), {
      token: world.a.patient.token,
      body: { firstName: 'Jeanne', phone: '+33 6 12 34 56 78' },
    });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ firstName: 'Jeanne', phone: '+33 6 12 34 56 78' });
    const [account] = await ctx.app.db
      .select()
      .from(users)
      .where(eq(users.id, world.a.patient.userId));
    expect(account).toMatchObject({ firstName: 'Jeanne', phone: '+33 6 12 34 56 78' });

    const manager = await call(ctx.app, 'PATCH', patientUrl(), {
      token: world.a.manager.token,
      body: { lastName: 'Martin', birthDate: '1941-05-12' },
    });
    expect(manager.status).toBe(200);
    expect(manager.body).toMatchObject({ lastName: 'Martin', birthDate: '1941-05-12' });
  });

  it('lets a linked rehabilitator edit pathologies and functional capacity only', async () => {
    const res = await call(ctx.app, 'PATCH', patientUrl(), {
      token: world.a.rehabilitator.token,
      body: { pathologies: [6, 4], mainPathology: 6, functionalCapacity: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      pathologies: [4, 6],
      mainPathology: 6,
      functionalCapacity: 2,
    });

    const mainOnly = await call(ctx.app, 'PATCH', patientUrl(), {
      token: world.a.combined.token,
      body: { mainPathology: 4 },
    });
    expect(mainOnly.body).toMatchObject({ pathologies: [4, 6], mainPathology: 4 });
  });

  it('refuses fields the caller may not change (403) and strangers (404), changing nothing', async () => {
    const before = await patientRow(world.a.patient.patientId);
    const counts = await rowCounts(ctx.database);
    const cases: [Actor, Record<string, unknown>, number][] = [
      [world.a.rehabilitator, { firstName: 'X' }, 403],
      [world.a.patient, { functionalCapacity: 4 }, 403],
      [world.a.manager, { pathologies: [2] }, 403],
      [world.a.patient, { firstName: 'Y', pathologies: [2] }, 403],
      [world.a.unlinkedPatient, { firstName: 'Z' }, 404],
      [world.b.manager, { firstName: 'Z' }, 404],
      [world.b.rehabilitator, { pathologies: [2] }, 404],
    ];
    for (const [actor, body, status] of cases) {
      const res = await call(ctx.app, 'PATCH', patientUrl(), { token: actor.token, body });
      expect(res.status, `${actor.email} ${JSON.stringify(body)}`).toBe(status);
      expect(res.raw).not.toContain(world.a.patient.email);
    }
    expect(await patientRow(world.a.patient.patientId)).toEqual(before);
    expect(await rowCounts(ctx.database)).toEqual(counts);
  });

  it('validates the body: email, main pathology, bounds, empty body', async () => {
    const counts = await rowCounts(ctx.database);
    const cases: [Actor, unknown, string][] = [
      [world.a.patient, { email: 'new@example.test' }, 'email'],
      [world.a.rehabilitator, { pathologies: [4], mainPathology: 5 }, 'mainPathology'],
      [world.a.rehabilitator, { functionalCapacity: 5 }, 'functionalCapacity'],
      [world.a.rehabilitator, { pathologies: [4, 4] }, 'pathologies'],
      [world.a.patient, { firstName: '  ' }, 'firstName'],
      [world.a.patient, { phone: 'call me' }, 'phone'],
      [world.a.patient, { birthDate: '0000-01-01' }, 'birthDate'],
      [world.a.patient, { birthDate: '2999-01-01' }, 'birthDate'],
      [world.a.patient, {}, 'body'],
    ];
    for (const [actor, body, field] of cases) {
      const res = await call(ctx.app, 'PATCH', patientUrl(), { token: actor.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields, JSON.stringify(body)).toContain(field);
    }
    expect(await rowCounts(ctx.database)).toEqual(counts);
  });
});

describe('rehabilitators and their invitations', () => {
  it('lists the linked rehabilitators to those who follow the patient', async () => {
    for (const actor of world.actors) {
      const res = await call<{ reeducatorId: string }[]>(
        ctx.app,
        'GET',
        patientUrl('/reeducators'),
        {
          token: actor.token,
        },
      );
      if (readers().includes(actor.userId)) {
        expect(res.status).toBe(200);
        expect(res.body.map((row) => row.reeducatorId).sort()).toEqual(
          [world.a.rehabilitator.reeducatorId, world.a.combined.reeducatorId].sort(),
        );
      } else {
        expect(res.status).toBe(404);
      }
    }
  });

  it('lets the patient accept an invitation once: linked, audited, then 409', async () => {
    const invitationId = await invite(world.b.rehabilitator);
    const pending = await call<{ id: string; accepted: unknown; reeducator: unknown }[]>(
      ctx.app,
      'GET',
      patientUrl('/reeducatorInvitations'),
      { token: world.a.patient.token },
    );
    expect(pending.status).toBe(200);
    expect(pending.body.find((row) => row.id === invitationId)).toMatchObject({
      origin: 'reeducator',
      accepted: null,
      reeducator: { firstName: world.b.rehabilitator.firstName, lastName: 'Fixture' },
    });
    // Not linked yet: the inviting rehabilitator cannot read the patient.
    const before = await call(ctx.app, 'GET', patientUrl(), { token: world.b.rehabilitator.token });
    expect(before.status).toBe(404);

    const answer = (actor: Actor, accepted: boolean) =>
      call(ctx.app, 'PATCH', patientUrl(`/reeducatorInvitations/${invitationId}`), {
        token: actor.token,
        body: { accepted },
      });
    expect((await answer(world.a.rehabilitator, true)).status).toBe(403);
    expect((await answer(world.a.manager, true)).status).toBe(403);
    expect((await answer(world.b.rehabilitator, true)).status).toBe(404);
    const accepted = await answer(world.a.patient, true);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: invitationId, accepted: true });

    const after = await call(ctx.app, 'GET', patientUrl(), { token: world.b.rehabilitator.token });
    expect(after.status).toBe(200);
    const again = await answer(world.a.patient, false);
    expect(again.status).toBe(409);
    const [link] = await ctx.app.db
      .select()
      .from(patientRehabilitators)
      .where(eq(patientRehabilitators.id, invitationId));
    expect(link!.status).toBe('accepted');
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.patientId, world.a.patient.patientId),
          eq(auditLog.action, 'patient.invitation.accept'),
        ),
      );
    expect(audits).toHaveLength(1);
    // End the link again so that the other tests see the world as created.
    await ctx.app.db
      .update(patientRehabilitators)
      .set({ endedAt: new Date() })
      .where(eq(patientRehabilitators.id, invitationId));
  });

  it('refusing closes the invitation without a link; a patient’s own request is not theirs to answer', async () => {
    const refused = await invite(world.b.combined);
    const res = await call(ctx.app, 'PATCH', patientUrl(`/reeducatorInvitations/${refused}`), {
      token: world.a.patient.token,
      body: { accepted: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accepted: false });
    expect(
      (await call(ctx.app, 'GET', patientUrl(), { token: world.b.combined.token })).status,
    ).toBe(404);
    const list = await call<{ id: string }[]>(
      ctx.app,
      'GET',
      patientUrl('/reeducatorInvitations'),
      {
        token: world.a.patient.token,
      },
    );
    expect(list.body.map((row) => row.id)).not.toContain(refused);

    const ownRequest = await invite(world.b.combined, 'patient');
    const own = await call(ctx.app, 'PATCH', patientUrl(`/reeducatorInvitations/${ownRequest}`), {
      token: world.a.patient.token,
      body: { accepted: true },
    });
    expect(own.status).toBe(403);
    const unknown = await call(
      ctx.app,
      'PATCH',
      patientUrl('/reeducatorInvitations/00000000-0000-4000-8000-000000000000'),
      { token: world.a.patient.token, body: { accepted: true } },
    );
    expect(unknown.status).toBe(404);
    const invalid = await call(
      ctx.app,
      'PATCH',
      patientUrl(`/reeducatorInvitations/${ownRequest}`),
      {
        token: world.a.patient.token,
        body: { accepted: 'yes' },
      },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toContain('accepted');
  });
});

describe('relatives', () => {
  it('adds, lists and removes relatives with the right people only', async () => {
    const created = await call<{ id: string }>(ctx.app, 'POST', patientUrl('/relatives'), {
      token: world.a.patient.token,
      body: {
        firstName: 'Louise',
        lastName: 'Martin',
        relationship: 'daughter',
        phone: '06 11 22 33 44',
        email: 'Louise.Martin@Example.test',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      relationship: 'daughter',
      email: 'louise.martin@example.test',
    });
    const relativeId = created.body.id;

    for (const actor of world.actors) {
      const list = await call<{ id: string }[]>(ctx.app, 'GET', patientUrl('/relatives'), {
        token: actor.token,
      });
      if (readers().includes(actor.userId)) {
        expect(list.status).toBe(200);
        expect(list.body.map((row) => row.id)).toContain(relativeId);
      } else {
        expect(list.status).toBe(404);
        expect(list.raw).not.toContain('Louise');
      }
    }

    const counts = await rowCounts(ctx.database);
    const byRehab = await call(ctx.app, 'POST', patientUrl('/relatives'), {
      token: world.a.rehabilitator.token,
      body: { firstName: 'A', lastName: 'B' },
    });
    expect(byRehab.status).toBe(403);
    const deleteByRehab = await call(ctx.app, 'DELETE', patientUrl(`/relatives/${relativeId}`), {
      token: world.a.rehabilitator.token,
    });
    expect(deleteByRehab.status).toBe(403);
    const deleteByStranger = await call(ctx.app, 'DELETE', patientUrl(`/relatives/${relativeId}`), {
      token: world.b.manager.token,
    });
    expect(deleteByStranger.status).toBe(404);
    for (const body of [{ firstName: 'A' }, { firstName: 'A', lastName: 'B', email: 'nope' }]) {
      const res = await call(ctx.app, 'POST', patientUrl('/relatives'), {
        token: world.a.patient.token,
        body,
      });
      expect(res.status).toBe(400);
    }
    expect(await rowCounts(ctx.database)).toEqual(counts);

    const removed = await call(ctx.app, 'DELETE', patientUrl(`/relatives/${relativeId}`), {
      token: world.a.manager.token,
    });
    expect(removed.status).toBe(204);
    const list = await call<{ id: string }[]>(ctx.app, 'GET', patientUrl('/relatives'), {
      token: world.a.patient.token,
    });
    expect(list.body.map((row) => row.id)).not.toContain(relativeId);
    const twice = await call(ctx.app, 'DELETE', patientUrl(`/relatives/${relativeId}`), {
      token: world.a.patient.token,
    });
    expect(twice.status).toBe(404);
  });
});

describe('relatives: what is kept', () => {
  it('keeps the fields trimmed, a blank relationship as none, the e-mail in lower case', async () => {
    const res = await call<Record<string, unknown>>(ctx.app, 'POST', patientUrl('/relatives'), {
      token: world.a.patient.token,
      body: {
        firstName: '  Louise ',
        lastName: ' Martin',
        relationship: '   ',
        phone: ' 06 11 22 33 44 ',
        email: 'Louise@Example.test',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      firstName: 'Louise',
      lastName: 'Martin',
      relationship: null,
      phone: '06 11 22 33 44',
      email: 'louise@example.test',
    });
  });

  it('refuses a field too long or malformed, naming it, and stores nothing', async () => {
    const counts = await rowCounts(ctx.database);
    const bad: [Record<string, unknown>, string][] = [
      [{ firstName: ' ', lastName: 'Martin' }, 'firstName'],
      [{ firstName: 'Louise', lastName: 'M'.repeat(101) }, 'lastName'],
      [{ firstName: 'Louise', lastName: 'Martin', relationship: 'x'.repeat(61) }, 'relationship'],
      [{ firstName: 'Louise', lastName: 'Martin', phone: 'call me' }, 'phone'],
      [{ firstName: 'Louise', lastName: 'Martin', email: 'louise@' }, 'email'],
    ];
    for (const [body, field] of bad) {
      const res = await call<{ fields?: string[] }>(ctx.app, 'POST', patientUrl('/relatives'), {
        token: world.a.patient.token,
        body,
      });
      expect(res.status, field).toBe(400);
      expect(res.body.fields, field).toEqual([field]);
    }
    expect(await rowCounts(ctx.database)).toEqual(counts);
  });

  it("never removes another patient's relative through one's own path", async () => {
    const other = await call<{ id: string }>(
      ctx.app,
      'POST',
      `/api/v1/patients/${world.b.patient.patientId}/relatives`,
      { token: world.b.patient.token, body: { firstName: 'Hugo', lastName: 'Bernard' } },
    );
    expect(other.status).toBe(201);
    const res = await call(ctx.app, 'DELETE', patientUrl(`/relatives/${other.body.id}`), {
      token: world.a.patient.token,
    });
    expect(res.status).toBe(404);
    const list = await call<{ id: string }[]>(
      ctx.app,
      'GET',
      `/api/v1/patients/${world.b.patient.patientId}/relatives`,
      { token: world.b.patient.token },
    );
    expect(list.body.map((row) => row.id)).toContain(other.body.id);
  });
});

describe('PATCH /users/{id}', () => {
  it('changes the caller’s own account only', async () => {
    const target = world.b.patient;
    for (const actor of world.actors.filter((a) => a.userId !== target.userId)) {
      const res = await call(ctx.app, 'PATCH', `/api/v1/users/${target.userId}`, {
        token: actor.token,
        body: { firstName: 'Intrus' },
      });
      expect(res.status, actor.email).toBe(403);
    }
    const own = await call(ctx.app, 'PATCH', `/api/v1/users/${target.userId}/`, {
      token: target.token,
      body: { firstName: 'Hélène', locale: 'de' },
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ firstName: 'Hélène', locale: 'de', email: target.email });
    expect((await patientRow(target.patientId)).firstName).toBe('Hélène');
    const bad = await call(ctx.app, 'PATCH', `/api/v1/users/${target.userId}`, {
      token: target.token,
      body: { locale: 'pt' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toContain('locale');
  });
});

type Recap = {
  today: string;
  stars: { today: number; yesterday: number; month: number; total: number };
  rank: { current: { id: number } | null; next: { id: number } | null; starsToNext: number };
  newRank: { id: number } | null;
  newTags: { id: string }[];
  tags: { id: string }[];
  yesterdayMetrics: {
    key: string;
    value: number | null;
    objective: number | null;
    met: boolean | null;
  }[];
  todayObjectives: { key: string; objective: number }[];
  pendingInvitations: number;
  device: { deviceId: string } | null;
  lastMeasuredDay: string | null;
};

describe('GET /patients/{id}/getPatientsRecapInfos', () => {
  it('sums up the day and lists a new tag to the patient on every read until acknowledged', async () => {
    const patient = world.b.patient; // capacity 3: StepCount objective 800
    const today = todayIn('Europe/Paris');
    const yesterday = addDays(today, -1);
    await insertDays(
      ctx.app,
      patient.patientId,
      {
        [yesterday]: { StepCount: 900, WalkDistance: 100, Usage: 3600 },
        [today]: { StepCount: 1000 },
      },
      world.b.deviceId,
    );
    await addSession(ctx.app, patient.patientId, today);
    await recomputeStars(ctx.app.db, patient.patientId, yesterday, today);
    await ctx.app.db.insert(patientRehabilitators).values({
      patientId: patient.patientId,
      reeducatorId: world.a.rehabilitator.reeducatorId!,
      origin: 'reeducator',
    });
    const url = `/api/v1/Patients/${patient.patientId}/getPatientsRecapInfos`;

    // The rehabilitator's synthesis does not show the patient's announcements.
    const byRehab = await call<Recap>(ctx.app, 'GET', url, { token: world.b.rehabilitator.token });
    expect(byRehab.status).toBe(200);
    expect(byRehab.body.newTags).toEqual([]);

    const first = await call<Recap>(ctx.app, 'GET', url, { token: patient.token });
    expect(first.status).toBe(200);
    expect(first.body.today).toBe(today);
    // Yesterday: steps met (1 star); today: steps met and one session (2 stars).
    expect(first.body.stars).toMatchObject({ yesterday: 1, today: 2, total: 3 });
    expect(first.body.stars.month).toBe(today.slice(0, 7) === yesterday.slice(0, 7) ? 3 : 2);
    expect(first.body.yesterdayMetrics.find((m) => m.key === 'StepCount')).toEqual({
      key: 'StepCount',
      value: 900,
      objective: 800,
      met: true,
    });
    expect(first.body.yesterdayMetrics.find((m) => m.key === 'WalkDistance')).toMatchObject({
      value: 100,
      objective: 250,
      met: false,
    });
    expect(first.body.todayObjectives).toContainEqual({ key: 'StepCount', objective: 800 });
    expect(first.body.rank).toMatchObject({ current: { id: 1 }, next: { id: 2 }, starsToNext: 22 });
    expect(first.body.newTags.map((tag) => tag.id)).toEqual(['first_session']);
    expect(first.body.newRank).toBeNull();
    expect(first.body.pendingInvitations).toBe(1);
    expect(first.body.device).toMatchObject({ deviceId: world.b.deviceId });
    expect(first.body.lastMeasuredDay).toBe(today);

    // Read again (the tab closed with the dialog on top of another one): still listed, still unseen.
    const second = await call<Recap>(ctx.app, 'GET', url, { token: patient.token });
    expect(second.body.newTags.map((tag) => tag.id)).toEqual(['first_session']);
    expect(second.body.tags.map((tag) => tag.id)).toEqual(['first_session']);
    const unseen = await ctx.app.db
      .select()
      .from(patientTags)
      .where(eq(patientTags.patientId, patient.patientId));
    expect(unseen.map((tag) => tag.seenAt)).toEqual([null]);

    // Acknowledged once its dialog is closed: listed no more.
    const acknowledged = await call(
      ctx.app,
      'PATCH',
      `/api/v1/patients/${patient.patientId}/achievements/tags/first_session`,
      { token: patient.token, body: { seen: true } },
    );
    expect(acknowledged.status).toBe(204);
    const third = await call<Recap>(ctx.app, 'GET', url, { token: patient.token });
    expect(third.body.newTags).toEqual([]);
    expect(third.body.tags.map((tag) => tag.id)).toEqual(['first_session']);
    const ranks = await ctx.app.db
      .select()
      .from(patientRanks)
      .where(eq(patientRanks.patientId, patient.patientId));
    expect(ranks.map((rank) => rank.rankId)).toEqual([1]);
  });

  it('is hidden from those who do not follow the patient', async () => {
    const url = `/api/v1/patients/${world.a.patient.patientId}/getPatientsRecapInfos`;
    for (const actor of world.actors) {
      const res = await call(ctx.app, 'GET', url, { token: actor.token });
      expect(res.status, actor.email).toBe(readers().includes(actor.userId) ? 200 : 404);
      if (res.status === 404) {
        expect(res.raw).not.toContain('stars');
      }
    }
  });
});
