import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { createWorld, type Actor, type World } from '../../../test/fixtures';
import { call, latestEmail, useTestApp } from '../../../test/helper';

const ctx = useTestApp();
let world: World;
const api = (path: string) => `/api/v1${path}`;

beforeAll(async () => {
  world = await createWorld(ctx.app);
});

async function statusesOf(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) {
  const results = new Map<Actor, number>();
  for (const actor of world.actors) {
    const res = await call(ctx.app, method, api(url), { token: actor.token, body });
    results.set(actor, res.status);
  }
  return results;
}

describe('GET /Establishments/{id}/devices/{deviceId}/history', () => {
  it('lists who had the device, newest first, to the manager of its establishment only', async () => {
    const a = world.a;
    // The device goes from the patient to the unlinked patient.
    const off = await call(ctx.app, 'DELETE', api(`/Patients/${a.patient.patientId}/device`), {
      token: a.manager.token,
    });
    expect(off.status).toBe(200);
    const on = await call(
      ctx.app,
      'PATCH',
      api(`/Patients/${a.unlinkedPatient.patientId}/device`),
      {
        token: a.combined.token,
        body: { deviceId: a.deviceId, wheelType: 'lightweight' },
      },
    );
    expect(on.status).toBe(200);

    const url = `/Establishments/${a.establishmentId}/devices/${a.deviceId}/history`;
    const res = await call<{
      serialNumber: string;
      assignments: {
        patient: { patientId: string; archived: boolean };
        wheelType: string | null;
        unassignedAt: string | null;
      }[];
    }>(ctx.app, 'GET', api(url), { token: a.manager.token });
    expect(res.status).toBe(200);
    expect(res.body.serialNumber).toMatch(/^OX-/);
    expect(res.body.assignments).toEqual([
      expect.objectContaining({
        patient: expect.objectContaining({
          patientId: a.unlinkedPatient.patientId,
          archived: false,
        }),
        wheelType: 'lightweight',
        unassignedAt: null,
      }),
      expect.objectContaining({
        patient: expect.objectContaining({ patientId: a.patient.patientId }),
        wheelType: 'standard',
        unassignedAt: expect.any(String),
      }),
    ]);

    // Everyone else: 403 (the path names another establishment), never a name.
    const statuses = await statusesOf('GET', url);
    for (const [actor, status] of statuses) {
      expect({ actor: actor.email, status }).toEqual({
        actor: actor.email,
        status: actor === a.manager || actor === a.combined ? 200 : 403,
      });
    }
    // Its own establishment's path with another establishment's device: 404.
    const other = await call(
      ctx.app,
      'GET',
      api(`/Establishments/${a.establishmentId}/devices/${world.b.deviceId}/history`),
      { token: a.manager.token },
    );
    expect(other.status).toBe(404);
    expect(other.raw).not.toContain(world.b.patient.patientId);
  });
});

describe('the professional helper accounts (other managers)', () => {
  it('lists, invites by email; the link creates a manager of the establishment', async () => {
    const a = world.a;
    const listUrl = `/Establishments/${a.establishmentId}/responsables`;
    const before = await call<{ responsables: { email: string; isMe: boolean }[] }>(
      ctx.app,
      'GET',
      api(listUrl),
      { token: a.manager.token },
    );
    expect(before.status).toBe(200);
    expect(before.body.responsables).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: a.manager.email, isMe: true }),
        expect.objectContaining({ email: a.combined.email, isMe: false }),
      ]),
    );
    for (const [actor, status] of await statusesOf('GET', listUrl)) {
      expect({ actor: actor.email, status }).toEqual({
        actor: actor.email,
        status: actor === a.manager || actor === a.combined ? 200 : 403,
      });
    }

    const email = `helper.${Date.now()}@example.test`;
    const invited = await call<{ applicationId: string }>(
      ctx.app,
      'POST',
      api(`/Establishments/${a.establishmentId}/responsableInvitations`),
      {
        token: a.manager.token,
        body: { email, firstName: 'Hélène', lastName: 'Aidante', function: 'Cadre de santé' },
      },
    );
    expect(invited.status).toBe(201);
    const again = await call(
      ctx.app,
      'POST',
      api(`/Establishments/${a.establishmentId}/responsableInvitations`),
      { token: a.manager.token, body: { email, firstName: 'Hélène', lastName: 'Aidante' } },
    );
    expect(again.status).toBe(409);
    const taken = await call(
      ctx.app,
      'POST',
      api(`/Establishments/${a.establishmentId}/responsableInvitations`),
      { token: a.manager.token, body: { email: a.patient.email, firstName: 'X', lastName: 'Y' } },
    );
    expect(taken.status).toBe(409);
    const foreign = await call(
      ctx.app,
      'POST',
      api(`/Establishments/${a.establishmentId}/responsableInvitations`),
      {
        token: world.b.manager.token,
        body: { email: 'z@example.test', firstName: 'Z', lastName: 'Z' },
      },
    );
    expect(foreign.status).toBe(403);

    const pending = await call<{ invitations: { applicationId: string; email: string }[] }>(
      ctx.app,
      'GET',
      api(listUrl),
      { token: a.combined.token },
    );
    expect(pending.body.invitations).toContainEqual(
      expect.objectContaining({ applicationId: invited.body.applicationId, email }),
    );

    const message = await latestEmail(ctx.app, email);
    expect(message.template).toBe('responsable_invitation');
    expect(message.text).toContain('Résidence a');
    const link = new URL(message.links[0]!);
    expect(link.pathname).toBe('/signup/establishment');
    const token = link.searchParams.get('token')!;
    const signup = await call<{ role: string; establishmentId: string }>(
      ctx.app,
      'POST',
      api(`/applications/establishment/${invited.body.applicationId}/signup`),
      { body: { verificationToken: token, password: 'a long password 1' } },
    );
    expect(signup.status).toBe(201);
    expect(signup.body).toMatchObject({ role: 'responsable', establishmentId: a.establishmentId });

    const signin = await call<{ accessToken: string }>(ctx.app, 'POST', api('/auth/signin'), {
      body: { email, password: 'a long password 1', rememberMe: false },
    });
    expect(signin.status).toBe(200);
    const asHelper = await call<{ responsables: { email: string; isMe: boolean }[] }>(
      ctx.app,
      'GET',
      api(listUrl),
      { token: signin.body.accessToken },
    );
    expect(asHelper.status).toBe(200);
    expect(asHelper.body.responsables).toContainEqual(
      expect.objectContaining({ email, isMe: true }),
    );
    expect(
      await ctx.app.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'manager.join'))),
    ).toHaveLength(1);
  });

  it("speaks the invitee's language: the e-mail, the link's page, then the account", async () => {
    const a = world.a;
    const email = `english.${Date.now()}@example.test`;
    const invited = await call<{ applicationId: string }>(
      ctx.app,
      'POST',
      api(`/Establishments/${a.establishmentId}/responsableInvitations`),
      {
        token: a.manager.token,
        headers: { 'accept-language': 'fr' },
        body: { email, firstName: 'Ruth', lastName: 'Evans', locale: 'en' },
      },
    );
    expect(invited.status).toBe(201);
    const message = await latestEmail(ctx.app, email);
    expect(message.subject).toBe('Invitation to manage an establishment on oxilio');
    const token = new URL(message.links[0]!).searchParams.get('token');
    const checked = await call(ctx.app, 'POST', api('/Applications/CheckSignupToken'), {
      body: { applicationId: invited.body.applicationId, verificationToken: token },
    });
    expect(checked.body).toMatchObject({ locale: 'en' });
    // A signup that names no language (the page sends the one it shows) takes the invitation's.
    const signup = await call(
      ctx.app,
      'POST',
      api(`/applications/establishment/${invited.body.applicationId}/signup`),
      { body: { verificationToken: token, password: 'a long password 1' } },
    );
    expect(signup.status).toBe(201);
    const [account] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    expect(account?.locale).toBe('en');
    expect((await latestEmail(ctx.app, email)).template).not.toBe('responsable_invitation');
  });

  it('cancels an invitation: its link stops working', async () => {
    const a = world.a;
    const email = `cancelled.${Date.now()}@example.test`;
    const invited = await call<{ applicationId: string }>(
      ctx.app,
      'POST',
      api(`/Establishments/${a.establishmentId}/responsableInvitations`),
      { token: a.manager.token, body: { email, firstName: 'Paul', lastName: 'Annulé' } },
    );
    expect(invited.status).toBe(201);
    const token = new URL((await latestEmail(ctx.app, email)).links[0]!).searchParams.get('token');
    const url = `/Establishments/${a.establishmentId}/responsableInvitations/${invited.body.applicationId}`;
    const foreign = await call(ctx.app, 'DELETE', api(url), { token: world.b.manager.token });
    expect(foreign.status).toBe(403);
    const cancelled = await call(ctx.app, 'DELETE', api(url), { token: a.manager.token });
    expect(cancelled.status).toBe(204);
    const twice = await call(ctx.app, 'DELETE', api(url), { token: a.manager.token });
    expect(twice.status).toBe(404);
    const signup = await call(
      ctx.app,
      'POST',
      api(`/applications/establishment/${invited.body.applicationId}/signup`),
      { body: { verificationToken: token, password: 'a long password 1' } },
    );
    expect(signup.status).toBe(400);
  });

  it('removes a manager, never the last one', async () => {
    const b = world.b;
    const url = (managerId: string | null) =>
      `/Establishments/${b.establishmentId}/responsables/${managerId}`;
    const foreign = await call(ctx.app, 'DELETE', api(url(b.combined.responsableId)), {
      token: world.a.manager.token,
    });
    expect(foreign.status).toBe(403);
    const unknown = await call(ctx.app, 'DELETE', api(url(world.a.manager.responsableId)), {
      token: b.manager.token,
    });
    expect(unknown.status).toBe(404);

    const removed = await call(ctx.app, 'DELETE', api(url(b.combined.responsableId)), {
      token: b.manager.token,
    });
    expect(removed.status).toBe(204);
    const list = await call<{ responsables: { responsableId: string }[] }>(
      ctx.app,
      'GET',
      api(`/Establishments/${b.establishmentId}/responsables`),
      { token: b.manager.token },
    );
    expect(list.body.responsables.map((row) => row.responsableId)).toEqual([
      b.manager.responsableId,
    ]);
    // The combined account stays a rehabilitator: it signs in, without the manager's role.
    const signin = await call<{ accessToken: string }>(ctx.app, 'POST', api('/auth/signin'), {
      body: { email: b.combined.email, password: b.combined.password, rememberMe: false },
    });
    expect(signin.status).toBe(200);
    const claims = JSON.parse(
      Buffer.from(signin.body.accessToken.split('.')[1]!, 'base64url').toString(),
    ) as { roles: string };
    expect(claims.roles).toBe('reeducator');

    const last = await call(ctx.app, 'DELETE', api(url(b.manager.responsableId)), {
      token: b.manager.token,
    });
    expect(last.status).toBe(409);
    expect(
      await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, 'manager.remove')),
    ).toHaveLength(1);
  });
});

describe('POST /Establishments/{id}/patientInvitations/{aid}/resend', () => {
  it('sends a new link; the old one stops working; the new one registers the patient', async () => {
    const a = world.a;
    const email = `invited.${Date.now()}@example.test`;
    const invited = await call<{ applicationId: string }>(
      ctx.app,
      'POST',
      api(`/Establishments/${a.establishmentId}/patientInvitations`),
      {
        token: a.manager.token,
        body: { patientEmail: email, patientFirstName: 'Rose', patientLastName: 'Relance' },
      },
    );
    expect(invited.status).toBe(201);
    const tokenOf = async () =>
      new URL((await latestEmail(ctx.app, email)).links[0]!).searchParams.get('token')!;
    const first = await tokenOf();
    const url = `/Establishments/${a.establishmentId}/patientInvitations/${invited.body.applicationId}/resend`;
    for (const actor of [a.rehabilitator, a.patient, world.b.manager]) {
      expect((await call(ctx.app, 'POST', api(url), { token: actor.token })).status).toBe(403);
    }
    const resent = await call(ctx.app, 'POST', api(url), { token: a.combined.token });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ applicationId: invited.body.applicationId, email });
    const second = await tokenOf();
    expect(second).not.toBe(first);

    const signup = (verificationToken: string) =>
      call(ctx.app, 'POST', api(`/applications/patient/${invited.body.applicationId}/signup`), {
        body: { verificationToken, password: 'a long password 1' },
      });
    expect((await signup(first)).status).toBe(400);
    expect((await signup(second)).status).toBe(201);
    // Registered: nothing more to resend.
    expect((await call(ctx.app, 'POST', api(url), { token: a.manager.token })).status).toBe(404);
  });
});
