/** Rehabilitation goals: the rehabilitator's tab and the patient's card (docs/decisions/goals.md). */
export { fetchGoals, goalsKey, useGoals } from './api/getGoals';
export { GoalsContent, GoalsPanel } from './components/GoalsPanel';
export { MyGoalsCard, MyGoals } from './components/MyGoalsCard';
export { goalsMessages } from './components/messages';
export { GoalsSynthesis } from './components/GoalsSynthesis';
export { GoalReportTable, useGoalCsvRows } from './components/GoalReport';
