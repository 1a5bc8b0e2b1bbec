/**
 * The demo patient's sessions (./demo-sessions.ts): today's self-rehabilitation session ready to
 * launch, the supervised program's session of today in progress, yesterday's self-rehabilitation
 * session relaunched (two attempts, both done), as the API shows them.
 */
import { plannedStepSeconds } from '@oxilio/domain';
import type { CurrentSession, SessionList } from '@oxilio/domain/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, testScrypt, useTestApp } from '../../test/helper';
import { addDays, todayIn } from '@oxilio/domain';
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
    // The second attempt was answered "no pain".
    expect(history.body.sessions[0]!.review).toMatchObject({ pain: 0, difficulty: 2 });
    // The first attempt skipped its last two exercises (0 s), the second did them all.
    const skipped = (index: number) =>
      history.body.sessions[index]!.steps.filter((step) => step.durationSeconds === 0).length;
    expect([skipped(0), skipped(1)]).toEqual([0, 2]);
    // Recorded as the player does: the series time, rests left out, so a step done in full has
    // exactly its planned exercise time and reads "done".
    expect(history.body.sessions[0]!.steps.map((step) => step.durationSeconds)).toEqual(
      history.body.sessions[0]!.steps.map((step) => plannedStepSeconds(step)),
    );

    // The simulated history too: no step records more than its planned exercise time.
    const past = await call<SessionList>(
      ctx.app,
      'GET',
      `/api/v1/Patients/${patientId}/sessions?patientProgramId=${self.body.session!.patientProgramId}&from=${addDays(yesterday, -60)}&to=${addDays(yesterday, -1)}`,
      { token },
    );
    const steps = past.body.sessions.flatMap((session) => session.steps);
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.filter((step) => step.durationSeconds! > plannedStepSeconds(step))).toEqual([]);

    // Every seeded session keeps the plan it was launched with: its program's exercises, in order.
    const { rows } = (await ctx.app.db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where s.plan is null or (
          select jsonb_agg(e.item -> 'exerciseId' order by e.n) from jsonb_array_elements(s.plan) with ordinality as e(item, n)
        ) is distinct from (
          select jsonb_agg(pe.exercise_id order by pe.position) from program_exercises pe where pe.program_id = pp.program_id
        ))::int as different
      from sessions s join patient_programs pp on pp.id = s.patient_program_id`)) as unknown as {
      rows: { total: number; different: number }[];
    };
    expect(rows[0]!.total).toBeGreaterThan(0);
    expect(rows[0]!.different).toBe(0);
  });
});
