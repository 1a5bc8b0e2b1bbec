/**
 * Data of the goals stories (the rehabilitator's `objectifs` tab and the patient's "Mes objectifs"
 * on My day), typed with the contract: a goal in each state, around the patient of ./fixtures.ts.
 */
import type { Goal, GoalList } from '@oxilio/domain/contract';

const goalId = (n: number) => `3f6c1a20-5b7e-4c1d-8a2f-00000009${String(n).padStart(4, '0')}`;
const marie = { firstName: 'Marie', lastName: 'Lefèvre' };
const today = '2025-03-02';

const base: Goal = {
  id: goalId(0),
  kind: 'words',
  metricKey: null,
  measureKey: null,
  target: null,
  direction: null,
  baseline: null,
  baselineOn: null,
  text: '',
  reviewOn: null,
  reviewDue: false,
  status: 'active',
  setOn: '2025-02-01',
  setBy: marie,
  closedAt: null,
  closedBy: null,
  dropReason: null,
  dropNote: null,
  revisesGoalId: null,
  revisedByGoalId: null,
  current: null,
  currentOn: null,
  daysWithData: null,
  progress: null,
  targetReached: false,
};

export const goals = {
  /** 1,500 steps a day, from 600: 1,150 now, 61 % of the way. */
  steps: {
    ...base,
    id: goalId(1),
    kind: 'metric',
    metricKey: 'StepCount',
    target: 1500,
    direction: 'higher',
    baseline: 600,
    baselineOn: '2025-01-31',
    text: 'Marcher jusqu’à la boulangerie',
    reviewOn: '2025-04-01',
    current: 1150,
    currentOn: '2025-03-01',
    daysWithData: 6,
    progress: 0.611,
  },
  /** TUG under 13.5 s, from 21.5 s: 12.8 s measured, the target is reached. */
  tug: {
    ...base,
    id: goalId(2),
    kind: 'test',
    measureKey: 'timedUpAndGo',
    target: 13.5,
    direction: 'lower',
    baseline: 21.5,
    baselineOn: '2025-01-10',
    text: 'Me lever et marcher sans avoir peur de tomber',
    setOn: '2025-01-10',
    current: 12.8,
    currentOn: '2025-02-27',
    progress: 1,
    targetReached: true,
  },
  /** In words, its review date has come. */
  garden: {
    ...base,
    id: goalId(3),
    text: 'Aller au jardin avec ma petite-fille',
    reviewOn: '2025-03-01',
    reviewDue: true,
    revisesGoalId: goalId(5),
  },
  /** A test goal without any result yet. */
  berg: {
    ...base,
    id: goalId(4),
    kind: 'test',
    measureKey: 'bergBalanceScale',
    target: 45,
    direction: 'higher',
    text: 'Tenir debout pour cuisiner',
    setOn: '2025-03-01',
  },
  revised: {
    ...base,
    id: goalId(5),
    status: 'revised',
    text: 'Aller seule au jardin',
    reviewOn: '2025-02-15',
    setOn: '2024-12-15',
    closedAt: '2025-02-15T10:12:00.000Z',
    closedBy: marie,
    revisedByGoalId: goalId(3),
  },
  achieved: {
    ...base,
    id: goalId(6),
    kind: 'metric',
    metricKey: 'StandTime',
    target: 3600,
    direction: 'higher',
    baseline: 1800,
    status: 'achieved',
    text: 'Rester debout une heure par jour',
    setOn: '2024-11-20',
    closedAt: '2025-01-28T15:40:00.000Z',
    closedBy: marie,
  },
  dropped: {
    ...base,
    id: goalId(7),
    kind: 'metric',
    metricKey: 'WalkPerimeter',
    target: 200,
    direction: 'higher',
    status: 'dropped',
    text: 'Faire le tour du parc',
    setOn: '2024-11-20',
    closedAt: '2025-01-05T09:00:00.000Z',
    closedBy: marie,
    dropReason: 'healthChange',
    dropNote: 'Chute le 2 janvier, reprise progressive',
  },
} satisfies Record<string, Goal>;

/** Every state: active ones first, then the history, the latest closed first. */
export const goalList: GoalList = {
  goals: [
    goals.tug,
    goals.steps,
    goals.garden,
    goals.berg,
    goals.revised,
    goals.achieved,
    goals.dropped,
  ],
  today,
};

export const noGoals: GoalList = { goals: [], today };

/**
 * Jeanne's goals around the patient file's stories (measures up to 25 November 2026): one in
 * words whose review date (20 November) has passed, one on steps, one reached; one achieved in
 * November (in the report's last 4 weeks), one dropped in September (before them).
 */
export const jeanneGoalList: GoalList = {
  today: '2026-11-26',
  goals: [
    { ...goals.tug, setOn: '2026-09-15', currentOn: '2026-11-18' },
    {
      ...goals.steps,
      setOn: '2026-10-01',
      baselineOn: '2026-09-30',
      reviewOn: '2027-01-05',
      currentOn: '2026-11-25',
    },
    { ...goals.garden, setOn: '2026-10-20', reviewOn: '2026-11-20', revisesGoalId: null },
    { ...goals.achieved, setOn: '2026-09-01', closedAt: '2026-11-10T15:40:00.000Z' },
    { ...goals.dropped, setOn: '2026-08-01', closedAt: '2026-09-02T09:00:00.000Z' },
  ],
};
