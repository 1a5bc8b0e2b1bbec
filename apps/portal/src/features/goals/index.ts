/** Rehabilitation goals: the rehabilitator's tab and the patient's card (docs/decisions/goals.md). */
export { fetchGoals, goalsKey, useGoals } from './api/getGoals';
export { GoalsContent, GoalsPanel } from './components/GoalsPanel';
export { MyGoalsCard, MyGoals } from './components/MyGoalsCard';
export { goalsMessages } from './components/messages';
