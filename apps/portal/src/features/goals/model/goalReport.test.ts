import { goalsInPeriod } from '@oxilio/domain';
import type { Goal } from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import { goalCsvRows, type GoalCsvWords } from './goalReport';

const marie = { firstName: 'Marie', lastName: 'Lefèvre' };
const base: Goal = {
  id: 'g0',
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

const goals = {
  steps: {
    ...base,
    id: 'steps',
    kind: 'metric',
    metricKey: 'StepCount',
    target: 1500,
    direction: 'higher',
    baseline: 600,
    text: 'Marcher jusqu’à la boulangerie',
    reviewOn: '2025-04-01',
    current: 1150,
    daysWithData: 6,
    progress: 0.611,
  },
  tug: {
    ...base,
    id: 'tug',
    kind: 'test',
    measureKey: 'timedUpAndGo',
    target: 13.5,
    direction: 'lower',
    baseline: 21.5,
    text: 'Me lever et marcher sans avoir peur de tomber',
    setOn: '2025-01-10',
    current: 12.8,
    progress: 1,
    targetReached: true,
  },
  garden: {
    ...base,
    id: 'garden',
    text: 'Aller au jardin avec ma petite-fille',
    reviewOn: '2025-03-01',
    reviewDue: true,
  },
  berg: { ...base, id: 'berg', text: 'Tenir debout pour cuisiner', setOn: '2025-03-01' },
  revised: {
    ...base,
    id: 'revised',
    status: 'revised',
    text: 'Aller seule au jardin',
    setOn: '2024-12-15',
    closedAt: '2025-02-15T10:12:00.000Z',
  },
  achieved: {
    ...base,
    id: 'achieved',
    kind: 'metric',
    metricKey: 'StandTime',
    target: 3600,
    direction: 'higher',
    baseline: 1800,
    status: 'achieved',
    text: 'Rester debout une heure par jour',
    setOn: '2024-11-20',
    closedAt: '2025-01-28T15:40:00.000Z',
  },
  dropped: {
    ...base,
    id: 'dropped',
    kind: 'metric',
    metricKey: 'WalkPerimeter',
    target: 200,
    direction: 'higher',
    status: 'dropped',
    text: 'Faire le tour du parc',
    setOn: '2024-11-20',
    closedAt: '2025-01-05T09:00:00.000Z',
    dropReason: 'healthChange',
    dropNote: 'Chute le 2 janvier, reprise progressive',
  },
} satisfies Record<string, Goal>;

const measureNames: Partial<Record<string, string>> = {
  StepCount: 'Nombre de pas',
  StandTime: 'Temps debout',
  WalkPerimeter: 'Périmètre de marche',
  timedUpAndGo: 'Timed Up and Go',
};
const unitNames: Partial<Record<string, string>> = {
  count: 'nombre par jour',
  minutes: 'minutes par jour',
  seconds: 'secondes',
};

const header = [
  'Fixé le',
  'Objectif',
  'Mesure',
  'Sens',
  'Cible',
  'Unité',
  'Départ',
  'Valeur actuelle',
  'Progression (%)',
  'État',
  'Revue le',
  'Clos le',
  'Raison',
];

const words: GoalCsvWords = {
  header,
  measure: (goal) => measureNames[goal.metricKey ?? goal.measureKey ?? ''] ?? '',
  direction: (direction) => (direction === 'lower' ? 'au plus' : 'au moins'),
  unit: (unit) => unitNames[unit] ?? unit,
  status: (goal) =>
    goal.status === 'active' ? (goal.reviewDue ? 'En cours, à revoir' : 'En cours') : goal.status,
  reason: (goal) => (goal.dropReason ? `Santé — ${goal.dropNote}` : ''),
};

describe('the goals’ CSV', () => {
  it('writes a header then one row per goal with its figures, state and days', () => {
    const rows = goalCsvRows([goals.steps, goals.tug, goals.garden], words, 'Europe/Paris');
    expect(rows[0]).toEqual(header);
    expect(rows[1]).toEqual([
      '2025-02-01',
      'Marcher jusqu’à la boulangerie',
      'Nombre de pas',
      'au moins',
      1500,
      'nombre par jour',
      600,
      1150,
      61,
      'En cours',
      '2025-04-01',
      '',
      '',
    ]);
    // Lower is better for the TUG: "au plus 13.5 s", reached.
    expect(rows[2]?.slice(2, 10)).toEqual([
      'Timed Up and Go',
      'au plus',
      13.5,
      'secondes',
      21.5,
      12.8,
      100,
      'En cours',
    ]);
    // A goal in words: no figure, its review date come.
    expect(rows[3]).toEqual([
      '2025-02-01',
      'Aller au jardin avec ma petite-fille',
      '',
      '',
      null,
      '',
      null,
      null,
      null,
      'En cours, à revoir',
      '2025-03-01',
      '',
      '',
    ]);
  });

  it('writes the device’s times in minutes and no progress for a closed goal', () => {
    const [, achieved] = goalCsvRows([goals.achieved], words, 'Europe/Paris');
    expect(achieved?.slice(2, 12)).toEqual([
      'Temps debout',
      'au moins',
      60,
      'minutes par jour',
      30,
      null,
      null,
      'achieved',
      '',
      '2025-01-28',
    ]);
  });

  it('gives a dropped goal its closing day in the establishment’s zone and its reason', () => {
    const late = { ...goals.dropped, closedAt: '2025-01-05T23:30:00.000Z' };
    const [, paris] = goalCsvRows([late], words, 'Europe/Paris');
    const [, newYork] = goalCsvRows([late], words, 'America/New_York');
    expect(paris?.slice(11)).toEqual([
      '2025-01-06',
      'Santé — Chute le 2 janvier, reprise progressive',
    ]);
    expect(newYork?.[11]).toBe('2025-01-05');
  });

  it('keeps the figures numbers, for the CSV to write them with the locale’s decimal mark', () => {
    const [, tug] = goalCsvRows([goals.tug], words, 'Europe/Paris');
    expect(tug?.filter((cell) => typeof cell === 'number')).toEqual([13.5, 21.5, 12.8, 100]);
  });

  it('lists the goals in force and those closed during the report’s period', () => {
    const all = Object.values(goals);
    const february = goalsInPeriod(all, '2025-02-01', '2025-02-28', 'Europe/Paris');
    expect(february.map((goal) => goal.text)).toEqual([
      'Me lever et marcher sans avoir peur de tomber',
      'Marcher jusqu’à la boulangerie',
      'Aller au jardin avec ma petite-fille',
      'Aller seule au jardin',
    ]);
  });
});
