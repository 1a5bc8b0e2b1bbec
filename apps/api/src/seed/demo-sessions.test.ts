/**
 * The demo patient's sessions (./demo-sessions.ts): today's self-rehabilitation session ready to
 * launch, the supervised program's session of today in progress, yesterday's self-rehabilitation
 * session relaunched (two attempts, both done), as the API shows them.
 */
import type { CurrentSession, SessionList } from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import { call, testScrypt, useTestApp } from '../../test/helper';
import { addDays, todayIn } from '../days';
import { demoAccounts, demoPassword, seedDemo } from './demo';

const ctx = useTestApp();

describe('demo sessions', () => {
  it('shows every state of a session to the demo patient', async () => {
    expect((await seedDemo(ctx.database.db, { scrypt: testScrypt, patients: 3 })).status).toBe(
      'seeded',
    );
    const signin = await call<{ accessToken: string }>(ctx.app, 'POST', '/api/v1/auth/signin', {
      body: { email: demoAccounts.patient, password: demoPassword, rememberMe: false },
    });
    const token = signin.body.accessToken;
    const patientId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'))
      .patientId as string;
    const current = (self: boolean) =>
      call<CurrentSession>(
        ctx.app,
        'GET',
        `/api/v1/Patients/${patientId}/Sessions/current/${self}`,
        { token },
      );

    const self = await current(true);
    expect(self.body).toMatchObject({ status: 'ready', session: { attempt: 1 } });

    const supervised = await current(false);
    expect(supervised.body).toMatchObject({
      status: 'inProgress',
      session: { completedStepCount: 2, isSelfRehabilitation: false },
    });
    expect(supervised.body.session!.steps.slice(0, 2).map((step) => step.effort)).toEqual([4, 6]);

    const yesterday = addDays(todayIn('Europe/Paris', new Date()), -1);
    const history = await call<SessionList>(
      ctx.app,
      'GET',
      `/api/v1/Patients/${patientId}/sessions?patientProgramId=${self.body.session!.patientProgramId}&from=${yesterday}&to=${yesterday}`,
      { token },
    );
    expect(history.status).toBe(200);
    const attempts = history.body.sessions.map((session) => [session.attempt, session.status]);
    expect(attempts).toEqual([
      [2, 'done'],
      [1, 'done'],
    ]);
    expect(history.body.sessions[0]!.review).toMatchObject({ pain: 1, difficulty: 2 });
  });
});
