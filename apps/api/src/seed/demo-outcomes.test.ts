/**
 * The standardised tests demo (./demo-outcomes.ts): the demo rehabilitator's patients have months
 * of results read through the API, consistent with their capacity (no walking test for a seated
 * patient, a 6-minute walk only for autonomous walkers) and their device's walking speed.
 */
import { FunctionalCapacity } from '@oxilio/domain';
import type { OutcomeResultList, RehabilitatorPatient } from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import { call, testScrypt, useTestApp } from '../../test/helper';
import { demoAccounts, demoPassword, seedDemo } from './demo';

const ctx = useTestApp();
const walkingTests = new Set([
  'tenMetreWalkComfortable',
  'tenMetreWalkFast',
  'timedUpAndGo',
  'sixMinuteWalk',
]);

describe('standardised tests demo', () => {
  it('gives the demo rehabilitator’s patients months of results consistent with their capacity', async () => {
    const outcome = await seedDemo(ctx.database.db, { scrypt: testScrypt, days: 180, patients: 8 });
    expect(outcome.status).toBe('seeded');
    const signin = await call<{ accessToken: string }>(ctx.app, 'POST', '/api/v1/auth/signin', {
      body: { email: demoAccounts.rehabilitator, password: demoPassword, rememberMe: false },
    });
    const token = signin.body.accessToken;
    const me = await call<{ reeducatorId: string }>(ctx.app, 'GET', '/api/v1/users/me', { token });
    const patients = await call<RehabilitatorPatient[]>(
      ctx.app,
      'GET',
      `/api/v1/Reeducators/${me.body.reeducatorId}/Patients`,
      { token },
    );
    let withResults = 0;
    let struck = 0;
    for (const patient of patients.body) {
      const list = await call<OutcomeResultList>(
        ctx.app,
        'GET',
        `/api/v1/patients/${patient.patientId}/outcomeResults`,
        { token },
      );
      expect(list.status).toBe(200);
      const results = list.body.results;
      if (results.length === 0) {
        continue;
      }
      withResults += 1;
      struck += results.filter((result) => result.struck).length;
      const days = [...new Set(results.map((result) => result.measuredOn))].sort();
      // Several months: from about five months ago to the last days.
      expect(days.length).toBeGreaterThanOrEqual(4);
      const keys = new Set(results.map((result) => result.measureKey));
      if (patient.functionalCapacity === FunctionalCapacity.Seated) {
        expect([...keys].some((key) => walkingTests.has(key))).toBe(false);
      }
      if (patient.functionalCapacity !== FunctionalCapacity.AutonomousWalk) {
        expect(keys.has('sixMinuteWalk')).toBe(false);
      }
      // Judged against the first: later results carry their change.
      expect(results.some((result) => result.sinceFirst !== null)).toBe(true);
    }
    expect(withResults).toBeGreaterThanOrEqual(4);
    expect(struck).toBe(1);
  });
});
