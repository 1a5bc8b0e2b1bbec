import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PatientProfile, RehabilitatorPatientDetail } from '@oxilio/domain/contract';
import { auditLog, patients } from '../../db/schema';
import { createWorld, type World } from '../../../test/fixtures';
import { call, rowCounts, useTestApp } from '../../../test/helper';

// The equipment the patient has where they do their sessions (docs/product.md#prescription-safety):
// recorded by a rehabilitator following them, beside the functional capacity.
const ctx = useTestApp();
let world: World;

beforeAll(async () => {
  world = await createWorld(ctx.app);
});

const patientUrl = () => `/api/v1/patients/${world.a.patient.patientId}`;
const stored = async () => {
  const [row] = await ctx.app.db
    .select({ availableEquipment: patients.availableEquipment })
    .from(patients)
    .where(eq(patients.id, world.a.patient.patientId));
  return row!.availableEquipment;
};

describe('PATCH /patients/{id} availableEquipment', () => {
  it('is not recorded until a rehabilitator records it, then reads back in order', async () => {
    const { rehabilitator, patient } = world.a;
    const before = await call<PatientProfile>(ctx.app, 'GET', patientUrl(), {
      token: rehabilitator.token,
    });
    expect(before.body.availableEquipment).toBeNull();

    const res = await call<PatientProfile>(ctx.app, 'PATCH', patientUrl(), {
      token: rehabilitator.token,
      body: { availableEquipment: [2, 1] },
    });
    expect(res.status).toBe(200);
    expect(res.body.availableEquipment).toEqual([1, 2]);
    expect(await stored()).toEqual([1, 2]);

    // The followed patient's file reads it too.
    const detail = await call<RehabilitatorPatientDetail>(
      ctx.app,
      'GET',
      `/api/v1/Reeducators/${rehabilitator.reeducatorId}/Patients/${patient.patientId}`,
      { token: rehabilitator.token },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.availableEquipment).toEqual([1, 2]);

    // Audited by field name, never the value.
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'patient.update'), eq(auditLog.patientId, patient.patientId)));
    expect(audit!.details).toEqual({ fields: ['availableEquipment'] });
  });

  it('keeps none apart from not recorded', async () => {
    const { rehabilitator } = world.a;
    const none = await call<PatientProfile>(ctx.app, 'PATCH', patientUrl(), {
      token: rehabilitator.token,
      body: { availableEquipment: [] },
    });
    expect(none.status).toBe(200);
    expect(none.body.availableEquipment).toEqual([]);
    expect(await stored()).toEqual([]);
    const unknown = await call<PatientProfile>(ctx.app, 'PATCH', patientUrl(), {
      token: rehabilitator.token,
      body: { availableEquipment: null },
    });
    expect(unknown.body.availableEquipment).toBeNull();
    expect(await stored()).toBeNull();
    // Leaving it out changes nothing.
    await call(ctx.app, 'PATCH', patientUrl(), {
      token: rehabilitator.token,
      body: { availableEquipment: [1] },
    });
    const other = await call<PatientProfile>(ctx.app, 'PATCH', patientUrl(), {
      token: rehabilitator.token,
      body: { functionalCapacity: 3 },
    });
    expect(other.body.availableEquipment).toEqual([1]);
  });

  it('refuses unknown equipment and duplicates, and writes nothing', async () => {
    const { rehabilitator } = world.a;
    const before = await rowCounts(ctx.database);
    const was = await stored();
    for (const availableEquipment of [[3], [0], [1, 1], [1, 2, 2], ['table'], 1]) {
      const res = await call<{ code: string }>(ctx.app, 'PATCH', patientUrl(), {
        token: rehabilitator.token,
        body: { availableEquipment },
      });
      expect(res.status, JSON.stringify(availableEquipment)).toBe(400);
    }
    expect(await rowCounts(ctx.database)).toEqual(before);
    expect(await stored()).toEqual(was);
  });

  it('is recorded by a rehabilitator following the patient only', async () => {
    const { patient, manager } = world.a;
    for (const token of [patient.token, manager.token]) {
      const res = await call(ctx.app, 'PATCH', patientUrl(), {
        token,
        body: { availableEquipment: [1, 2] },
      });
      expect(res.status).toBe(403);
    }
    const stranger = await call(ctx.app, 'PATCH', patientUrl(), {
      token: world.b.rehabilitator.token,
      body: { availableEquipment: [1, 2] },
    });
    expect([403, 404]).toContain(stranger.status);
  });
});
