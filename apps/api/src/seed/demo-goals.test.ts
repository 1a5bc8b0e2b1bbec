/**
 * The goals demo (./demo-goals.ts): the demo rehabilitator's patients have goals in every state,
 * read through the API with their progress; a seated patient has no walking goal; a step goal
 * starts from the patient's own steps.
 */
import { FunctionalCapacity } from '@oxilio/domain';
import type { GoalList, RehabilitatorPatient } from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import { call, testScrypt, useTestApp } from '../../test/helper';
import { demoAccounts, demoPassword, seedDemo } from './demo';

const ctx = useTestApp();

const walking = new Set(['StepCount', 'WalkDistance', 'WalkPerimeter', 'WalkSpeed', 'WalkTime']);

describe('goals demo', () => {
  it('gives the demo rehabilitator’s patients goals in every state, consistent with their capacity', async () => {
    // Three months of data are enough for goals set up to five months ago (their baselines: 5-8 weeks).
    const outcome = await seedDemo(ctx.database.db, { scrypt: testScrypt, days: 90, patients: 8 });
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
    const statuses = new Set<string>();
    let withGoals = 0;
    let withProgress = 0;
    for (const patient of patients.body) {
      const list = await call<GoalList>(
        ctx.app,
        'GET',
        `/api/v1/patients/${patient.patientId}/goals`,
        { token },
      );
      expect(list.status).toBe(200);
      if (list.body.goals.length === 0) {
        continue;
      }
      withGoals += 1;
      for (const goal of list.body.goals) {
        statuses.add(goal.status);
        if (goal.progress !== null) {
          withProgress += 1;
          expect(goal.progress).toBeGreaterThanOrEqual(0);
          expect(goal.progress).toBeLessThanOrEqual(1);
        }
        if (patient.functionalCapacity === FunctionalCapacity.Seated) {
          expect(walking.has(goal.metricKey ?? '')).toBe(false);
          expect(goal.measureKey).toBeNull();
        }
        if (goal.metricKey === 'StepCount' && goal.baseline !== null) {
          // The target is above where the patient started, within reach.
          expect(goal.target!).toBeGreaterThan(goal.baseline);
          expect(goal.target!).toBeLessThan(goal.baseline * 2 + 1500);
        }
      }
    }
    expect(withGoals).toBeGreaterThanOrEqual(6);
    expect(withProgress).toBeGreaterThanOrEqual(6);
    expect(statuses).toEqual(new Set(['active', 'achieved', 'revised', 'dropped']));

    // The demo patient sees their own goals on My day.
    const patientSignin = await call<{ accessToken: string }>(
      ctx.app,
      'POST',
      '/api/v1/auth/signin',
      {
        body: { email: demoAccounts.patient, password: demoPassword, rememberMe: false },
      },
    );
    const patientMe = await call<{ patientId: string }>(ctx.app, 'GET', '/api/v1/users/me', {
      token: patientSignin.body.accessToken,
    });
    const own = await call<GoalList>(
      ctx.app,
      'GET',
      `/api/v1/patients/${patientMe.body.patientId}/goals`,
      { token: patientSignin.body.accessToken },
    );
    expect(new Set(own.body.goals.map((goal) => goal.status))).toEqual(
      new Set(['active', 'achieved', 'revised', 'dropped']),
    );
  }, 240_000);
});
