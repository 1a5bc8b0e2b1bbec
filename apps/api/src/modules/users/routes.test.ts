import type { CurrentUser } from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../../test/fixtures';
import { call, useTestApp } from '../../../test/helper';

const ctx = useTestApp();

describe('GET /users/me', () => {
  it('tells each user who they are, their roles and the establishments they belong to', async () => {
    const world = await createWorld(ctx.app);
    const {
      patient,
      rehabilitator: rehabilitator,
      manager: manager,
      combined,
      establishmentId,
    } = world.a;

    const asPatient = await call<CurrentUser>(ctx.app, 'GET', '/api/v1/users/me', {
      token: patient.token,
    });
    expect(asPatient.status).toBe(200);
    expect(asPatient.body).toMatchObject({
      userId: patient.userId,
      email: patient.email,
      firstName: patient.firstName,
      roles: ['patient'],
      patientId: patient.patientId,
      reeducatorId: null,
      responsableId: null,
    });
    expect(asPatient.body.establishments).toEqual([
      expect.objectContaining({ establishmentId, as: 'patient' }),
    ]);

    const asRehabilitator = await call<CurrentUser>(ctx.app, 'GET', '/api/v1/users/me', {
      token: rehabilitator.token,
    });
    expect(asRehabilitator.body.reeducatorId).toBe(rehabilitator.reeducatorId);
    expect(
      asRehabilitator.body.establishments.map((place) => [place.establishmentId, place.as]),
    ).toEqual([[establishmentId, 'reeducator']]);

    const asManager = await call<CurrentUser>(ctx.app, 'GET', '/api/v1/users/me', {
      token: manager.token,
    });
    expect(asManager.body.establishments.map((place) => place.as)).toEqual(['responsable']);

    const asCombined = await call<CurrentUser>(ctx.app, 'GET', '/api/v1/users/me', {
      token: combined.token,
    });
    expect(asCombined.body.roles[0]).toBe('reeducatorresponsable');
    expect(
      asCombined.body.establishments.every((place) => place.establishmentId === establishmentId),
    ).toBe(true);
  });

  it('needs a signed-in user', async () => {
    const res = await call(ctx.app, 'GET', '/api/v1/users/me');
    expect(res.status).toBe(401);
  });

  it('follows a language change of the account', async () => {
    const world = await createWorld(ctx.app);
    const { patient } = world.b;
    const patched = await call(ctx.app, 'PATCH', `/api/v1/users/${patient.userId}`, {
      token: patient.token,
      body: { locale: 'nl' },
    });
    expect(patched.status).toBe(200);
    const me = await call<CurrentUser>(ctx.app, 'GET', '/api/v1/users/me', {
      token: patient.token,
    });
    expect(me.body.locale).toBe('nl');
  });
});
