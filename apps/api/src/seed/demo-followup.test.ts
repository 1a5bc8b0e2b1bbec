/**
 * The follow-up demo (./demo-followup.ts): the demo rehabilitator reads the demo patient's
 * follow-up settings, and one other followed patient's asymmetry is flagged as worsening by the
 * domain's four-week rule.
 */
import { gaitTrend } from '@oxilio/domain';
import type { PatientSettings, RehabilitatorPatient, StatsResponse } from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import { call, testScrypt, useTestApp } from '../../test/helper';
import { addDays, todayIn } from '@oxilio/domain';
import { demoAccounts, demoPassword, seedDemo } from './demo';

const ctx = useTestApp();

describe('follow-up demo', () => {
  it('gives the demo patient settings and another patient a worsening asymmetry', async () => {
    const outcome = await seedDemo(ctx.database.db, { scrypt: testScrypt });
    expect(outcome.status).toBe('seeded');
    const signin = await call<{ accessToken: string }>(ctx.app, 'POST', '/api/v1/auth/signin', {
      body: { email: demoAccounts.rehabilitator, password: demoPassword, rememberMe: false },
    });
    const token = signin.body.accessToken;
    const me = await call<{ reeducatorId: string }>(ctx.app, 'GET', '/api/v1/users/me', { token });
    const rehabilitatorId = me.body.reeducatorId;
    const patients = await call<RehabilitatorPatient[]>(
      ctx.app,
      'GET',
      `/api/v1/Reeducators/${rehabilitatorId}/Patients`,
      { token },
    );
    const jeanne = patients.body.find((patient) => patient.lastName === 'Welter');
    const settings = await call<PatientSettings>(
      ctx.app,
      'GET',
      `/api/v1/Reeducators/${rehabilitatorId}/Patient/${jeanne!.patientId}`,
      { token },
    );
    expect(settings.body.settings).toMatchObject({
      weeklySelfRehabilitationSessions: 3,
      sessionReminderTime: '09:30',
    });

    const today = todayIn('Europe/Paris');
    const worsening = [];
    for (const patient of patients.body) {
      const stats = await call<StatsResponse>(
        ctx.app,
        'GET',
        `/api/v1/patients/${patient.patientId}/stats?types=StepTimeAsymmetry&from=${addDays(today, -27)}&to=${today}`,
        { token },
      );
      if (gaitTrend('StepTimeAsymmetry', stats.body.series.StepTimeAsymmetry ?? [])?.worsening) {
        worsening.push(patient.lastName);
      }
    }
    expect(worsening.length).toBeGreaterThanOrEqual(1);
  });
});
