import type { OutcomeResult, OutcomeResultList } from '@oxilio/domain/contract';
import { programIds } from './programFixtures';

/** Standardised test results of Jeanne (the followed patient), as the API answers them. */
const base = {
  patientId: programIds.patient,
  walkingAid: 'cane',
  assistance: 'none',
  withDevice: true,
  comment: null,
  measuredBy: {
    userId: '3f6c1a20-5b7e-4c1d-8a2f-000000000201',
    firstName: 'Léa',
    lastName: 'Martin',
    role: 'rehabilitator',
  },
  struck: null,
  canStrike: true,
} as const;

let count = 0;
const result = (
  over: Partial<OutcomeResult> & Pick<OutcomeResult, 'measureKey' | 'value' | 'measuredOn'>,
): OutcomeResult => {
  count += 1;
  return {
    ...base,
    id: `3f6c1a20-5b7e-4c1d-8a2f-0000000f${String(count).padStart(4, '0')}`,
    recordedAt: `${over.measuredOn}T09:30:00.000Z`,
    band: null,
    sinceFirst: null,
    sincePrevious: null,
    ...over,
  };
};

export const outcomeResults: OutcomeResult[] = [
  result({
    measureKey: 'tenMetreWalkComfortable',
    value: 0.38,
    measuredOn: '2026-08-24',
    band: 'household',
    walkingAid: 'walker',
    assistance: 'standby',
  }),
  result({
    measureKey: 'tenMetreWalkComfortable',
    value: 0.52,
    measuredOn: '2026-09-28',
    band: 'limitedCommunity',
    walkingAid: 'walker',
    sinceFirst: { change: 0.14, judgement: 'improved' },
    sincePrevious: { change: 0.14, judgement: 'improved' },
  }),
  result({
    measureKey: 'tenMetreWalkComfortable',
    value: 0.58,
    measuredOn: '2026-11-23',
    band: 'limitedCommunity',
    sinceFirst: { change: 0.2, judgement: 'improved' },
    sincePrevious: { change: 0.06, judgement: 'withinError' },
    comment: 'Premier test avec la canne.',
  }),
  result({
    measureKey: 'timedUpAndGo',
    value: 24.6,
    measuredOn: '2026-08-24',
    band: 'fallRisk',
    walkingAid: 'walker',
  }),
  result({
    measureKey: 'timedUpAndGo',
    value: 11.2,
    measuredOn: '2026-10-12',
    band: 'lowFallRisk',
    struck: {
      at: '2026-10-12T15:02:00.000Z',
      byFirstName: 'Léa',
      byLastName: 'Martin',
      reason: 'Chronomètre arrêté trop tôt',
    },
    canStrike: false,
  }),
  result({
    measureKey: 'timedUpAndGo',
    value: 17.9,
    measuredOn: '2026-11-23',
    band: 'fallRisk',
    sinceFirst: { change: -6.7, judgement: 'improved' },
    sincePrevious: { change: -6.7, judgement: 'improved' },
  }),
  result({ measureKey: 'bergBalanceScale', value: 38, measuredOn: '2026-08-25', band: 'fallRisk' }),
  result({
    measureKey: 'bergBalanceScale',
    value: 41,
    measuredOn: '2026-11-24',
    band: 'fallRisk',
    sinceFirst: { change: 3, judgement: 'withinError' },
    sincePrevious: { change: 3, judgement: 'withinError' },
  }),
];

export const outcomeList = (over: Partial<OutcomeResultList> = {}): OutcomeResultList => ({
  results: outcomeResults,
  canRecord: true,
  today: '2026-11-25',
  ...over,
});

/** As the patient reads their own: they may not record nor strike. */
export const ownOutcomeList = (): OutcomeResultList =>
  outcomeList({
    canRecord: false,
    results: outcomeResults.map((one) => ({ ...one, canStrike: false })),
  });

/**
 * Results Jeanne noted herself in her sessions (a TUG, a 6-minute walk she never did with her
 * rehabilitator): marked measured by the patient, never judged.
 */
export const patientMeasuredResults: OutcomeResult[] = [
  result({
    measureKey: 'timedUpAndGo',
    value: 15.2,
    measuredOn: '2026-11-25',
    band: 'fallRisk',
    walkingAid: 'none',
    measuredBy: {
      userId: programIds.patient,
      firstName: 'Jeanne',
      lastName: 'Dupont',
      role: 'patient',
    },
    canStrike: true,
  }),
  result({
    measureKey: 'sixMinuteWalk',
    value: 280,
    measuredOn: '2026-11-24',
    walkingAid: 'none',
    measuredBy: {
      userId: programIds.patient,
      firstName: 'Jeanne',
      lastName: 'Dupont',
      role: 'patient',
    },
    canStrike: true,
  }),
];

/** The list with the results the patient noted in their sessions. */
export const withPatientMeasured = (list: OutcomeResultList): OutcomeResultList => ({
  ...list,
  results: [
    ...list.results,
    ...patientMeasuredResults.map((one) => ({ ...one, canStrike: list.canRecord })),
  ],
});
