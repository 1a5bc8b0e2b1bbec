/**
 * The rehabilitator's session rows and adherence judge a session by the domain's rule
 * (docs/decisions/session-outcome.md): completed as the API's stars see it, counted by
 * `sessionOutcome`, and "not counted" only where counting means something (self-rehabilitation).
 */
import type { Session, SessionStep } from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import { sessionRowOf } from './sessionRows';
import { adherenceOf } from './synthesis';

const day = '2026-03-10';

/** A session of `durations.length` steps of 3 series of 30 s (90 s planned), as the API gives it. */
function sessionWith(
  durations: readonly (number | null)[],
  values: Partial<Session> = {},
): Session {
  const steps: SessionStep[] = durations.map((durationSeconds, position) => ({
    position,
    exerciseId: 2,
    seriesCount: 3,
    seriesDurationSeconds: 30,
    restBetweenSeriesSeconds: 30,
    estimatedDurationSeconds: 150,
    equipment: [],
    video: null,
    durationSeconds,
    effort: null,
    completedAt: durationSeconds === null ? null : `${day}T08:10:00.000Z`,
  }));
  return {
    id: '3f6c1a20-5b7e-4c1d-8a2f-000000009001',
    patientId: '7b0f3a52-8f8e-4f55-9a55-2f1a3c1d9e01',
    patientProgramId: '3f6c1a20-5b7e-4c1d-8a2f-000000009101',
    programId: '3f6c1a20-5b7e-4c1d-8a2f-000000009201',
    programName: 'Renforcement et marche',
    isSelfRehabilitation: true,
    day,
    attempt: 1,
    status: 'done',
    steps,
    stepCount: steps.length,
    completedStepCount: steps.filter((step) => step.durationSeconds !== null).length,
    estimatedDurationSeconds: 150 * steps.length,
    equipment: [],
    launchedAt: `${day}T08:00:00.000Z`,
    completedAt: `${day}T08:30:00.000Z`,
    review: { pain: 1, difficulty: 2, submittedAt: `${day}T08:30:00.000Z` },
    canRelaunch: false,
    ...values,
  };
}

const sessions = { done: sessionWith([90, 90, 90, 90]), doneAllSkipped: sessionWith([0, 0, 0, 0]) };

const settings = { weeklySelfRehabilitationSessions: 2 } as Parameters<typeof adherenceOf>[1];
const adherence = (list: Parameters<typeof adherenceOf>[0]) =>
  adherenceOf(list, settings, day, day, 1);

describe('session rows and adherence', () => {
  it('gives no adherence day for a completed session with every exercise skipped', () => {
    expect(adherence([sessions.doneAllSkipped]).done).toBe(0);
    expect(adherence([sessions.done])).toEqual({ done: 1, expected: 2, percent: 50 });
  });

  it('takes a reviewed session as completed, as the API does, whatever its status says', () => {
    const reviewed = { ...sessions.done, status: 'inProgress' as const, completedAt: null };
    expect(adherence([reviewed]).done).toBe(1);
    const row = sessionRowOf(sessionWith([0, 0, 0, null], { status: 'inProgress' }), 0);
    expect(row.outcome).toMatchObject({ skipped: 4, remaining: 0, counts: false });
    expect(row.notCounted).toBe('nothingDone');
  });

  it('says "not counted" under a self-rehabilitation session only', () => {
    expect(sessionRowOf(sessions.doneAllSkipped, 0).notCounted).toBe('nothingDone');
    const supervised = { ...sessions.doneAllSkipped, isSelfRehabilitation: false };
    expect(sessionRowOf(supervised, 0).notCounted).toBeNull();
    expect(adherence([supervised]).done).toBe(0);
  });
});
