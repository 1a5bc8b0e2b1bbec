import { apiRoutes, type DropGoal, type Goal, type NewGoal } from '@oxilio/domain/contract';
import { api } from '../../../app/api';
import type { WriteCall } from '../../../app/useWrite';
import { goalsKey } from './getGoals';

/** Sets a new goal with the patient. */
export const createGoalWrite = (patientId: string): WriteCall<NewGoal, Goal> => ({
  call: (body) => api.call(apiRoutes.goals.create, { params: { id: patientId }, body }),
  key: goalsKey(patientId),
});

/** Replaces an active goal by a new one (the old one stays, revised). */
export const reviseGoalWrite = (
  patientId: string,
): WriteCall<{ goalId: string; body: NewGoal }, Goal> => ({
  call: ({ goalId, body }) =>
    api.call(apiRoutes.goals.revise, { params: { id: patientId, goalId }, body }),
  key: goalsKey(patientId),
});

/** Confirms that an active goal is achieved. */
export const achieveGoalWrite = (patientId: string): WriteCall<{ goal: Goal }, Goal> => ({
  call: ({ goal }) =>
    api.call(apiRoutes.goals.achieve, { params: { id: patientId, goalId: goal.id } }),
  key: goalsKey(patientId),
});

/** Drops an active goal, with a reason. */
export const dropGoalWrite = (
  patientId: string,
): WriteCall<{ goal: Goal; body: DropGoal }, Goal> => ({
  call: ({ goal, body }) =>
    api.call(apiRoutes.goals.drop, { params: { id: patientId, goalId: goal.id }, body }),
  key: goalsKey(patientId),
});
