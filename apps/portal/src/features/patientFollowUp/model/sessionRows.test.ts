/**
 * The rehabilitator's session rows and adherence judge a session by the domain's rule
 * (docs/decisions/session-outcome.md): completed as the API's stars see it, counted by
 * `sessionOutcome`, and "not counted" only where counting means something (self-rehabilitation).
 */
import { describe, expect, it } from 'vitest';
import { sessionDay as day, sessionWith } from '../../../testing/sessionWith';
import { sessionRowOf } from './sessionRows';
import { adherenceOf } from './synthesis';

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
