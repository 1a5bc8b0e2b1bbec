/**
 * Standardised tests (outcome measures) a rehabilitator measures in the gym (issue 28,
 * docs/decisions/outcome-measures.md): the catalogue as data, each test with its unit, valid range,
 * precision, better direction, minimal clinically important difference and normative bands, each with
 * its published source (cited in docs/product.md, "Tests standardisés"). The API validates with these,
 * screens read them; no threshold is written in a route or a component.
 */
import { clinicalReferences, walkingSpeedBands, type ClinicalReference } from './clinical';

export const outcomeReferences = {
  perry1995: clinicalReferences.perry1995,
  perera2006: clinicalReferences.perera2006,
  shumwayCook2000: {
    short: 'Shumway-Cook et al. 2000',
    citation:
      'Shumway-Cook A, Brauer S, Woollacott M. Predicting the probability for falls in community-dwelling older adults using the Timed Up & Go Test. Phys Ther. 2000;80(9):896-903.',
  },
  flansbjer2005: {
    short: 'Flansbjer et al. 2005',
    citation:
      'Flansbjer UB, Holmbäck AM, Downham D, Patten C, Lexell J. Reliability of gait performance tests in men and women with hemiparesis after stroke. J Rehabil Med. 2005;37(2):75-82.',
  },
  tang2012: {
    short: 'Tang et al. 2012',
    citation:
      'Tang A, Eng JJ, Rand D. Relationship between perceived and measured changes in walking after stroke. J Neurol Phys Ther. 2012;36(3):115-121.',
  },
  buatois2008: {
    short: 'Buatois et al. 2008',
    citation:
      'Buatois S, Miljkovic D, Manckoundia P, et al. Five times sit to stand test is a predictor of recurrent falls in healthy community-living subjects aged 65 and older. J Am Geriatr Soc. 2008;56(8):1575-1577.',
  },
  meretta2006: {
    short: 'Meretta et al. 2006',
    citation:
      'Meretta BM, Whitney SL, Marchetti GF, Sparto PJ, Muirhead RJ. The five times sit to stand test: responsiveness to change and concurrent validity in adults undergoing vestibular rehabilitation. J Vestib Res. 2006;16(4-5):233-243.',
  },
  berg1992: {
    short: 'Berg et al. 1992',
    citation:
      'Berg KO, Wood-Dauphinee SL, Williams JI, Maki B. Measuring balance in the elderly: validation of an instrument. Can J Public Health. 1992;83 Suppl 2:S7-S11.',
  },
  shumwayCook1997: {
    short: 'Shumway-Cook et al. 1997',
    citation:
      'Shumway-Cook A, Baldwin M, Polissar NL, Gruber W. Predicting the probability for falls in community-dwelling older adults. Phys Ther. 1997;77(8):812-819.',
  },
  stevenson2001: {
    short: 'Stevenson 2001',
    citation:
      'Stevenson TJ. Detecting change in patients with stroke using the Berg Balance Scale. Aust J Physiother. 2001;47(1):29-38.',
  },
  holden1984: {
    short: 'Holden et al. 1984',
    citation:
      'Holden MK, Gill KM, Magliozzi MR, Nathan J, Piehl-Baker L. Clinical gait assessment in the neurologically impaired: reliability and meaningfulness. Phys Ther. 1984;64(1):35-40.',
  },
  mehrholz2007: {
    short: 'Mehrholz et al. 2007',
    citation:
      'Mehrholz J, Wagner K, Rutte K, Meissner D, Pohl M. Predictive validity and responsiveness of the Functional Ambulation Category in hemiparetic patients after stroke. Arch Phys Med Rehabil. 2007;88(10):1314-1319.',
  },
} as const satisfies Record<string, ClinicalReference>;

export const outcomeMeasureKeys = [
  'tenMetreWalkComfortable',
  'tenMetreWalkFast',
  'timedUpAndGo',
  'sixMinuteWalk',
  'fiveTimesSitToStand',
  'bergBalanceScale',
  'functionalAmbulationCategories',
] as const;
export type OutcomeMeasureKey = (typeof outcomeMeasureKeys)[number];

export type OutcomeUnit = 'metresPerSecond' | 'seconds' | 'metres' | 'points' | 'category';

/** How a band reads for the patient's safety: 'risk' bands are shown as a warning. */
export type OutcomeBandTone = 'risk' | 'neutral' | 'good';

/**
 * One normative band. Bands are contiguous and ascending: a value belongs to the first band whose
 * `upper` it is below (or equal to, when `upperIncluded`); the last band has `upper: null`.
 */
export interface OutcomeBand {
  readonly id: string;
  readonly upper: number | null;
  readonly upperIncluded: boolean;
  readonly tone: OutcomeBandTone;
}

export interface OutcomeMcid {
  /** The smallest change, in the test's unit, that is beyond measurement error and meaningful. */
  readonly value: number;
  /** The population the figure was published for, said plainly (docs/product.md). */
  readonly population: string;
  readonly source: ClinicalReference;
}

export interface OutcomeMeasure {
  readonly key: OutcomeMeasureKey;
  readonly unit: OutcomeUnit;
  /** Valid range, both included. */
  readonly min: number;
  readonly max: number;
  /** Digits after the decimal point a result may have (0: whole numbers). */
  readonly decimals: number;
  /** The smallest step of the form's input (10^-decimals). */
  readonly step: number;
  readonly better: 'higher' | 'lower';
  readonly mcid: OutcomeMcid;
  /** Normative bands (may be empty when the norms depend on age and sex). */
  readonly bands: readonly OutcomeBand[];
  readonly bandsSource: ClinicalReference | null;
  /** The test's own description or validation. */
  readonly source: ClinicalReference;
}

const [household, limitedCommunity] = walkingSpeedBands as readonly [
  (typeof walkingSpeedBands)[number],
  (typeof walkingSpeedBands)[number],
  (typeof walkingSpeedBands)[number],
];

/** Perry et al. 1995's walking categories, the same thresholds as clinical.ts's walking bands. */
const walkingCategoryBands: readonly OutcomeBand[] = [
  { id: household.id, upper: household.toMetresPerSecond, upperIncluded: false, tone: 'risk' },
  {
    id: limitedCommunity.id,
    upper: limitedCommunity.toMetresPerSecond,
    // "above 0.8 m/s" is community walking: 0.8 itself stays limited (clinical.ts).
    upperIncluded: true,
    tone: 'neutral',
  },
  { id: 'community', upper: null, upperIncluded: false, tone: 'good' },
];

const gaitSpeedMcid: OutcomeMcid = {
  value: 0.1,
  population: 'older adults (substantial meaningful change)',
  source: outcomeReferences.perera2006,
};

export const outcomeMeasures: readonly OutcomeMeasure[] = [
  {
    key: 'tenMetreWalkComfortable',
    unit: 'metresPerSecond',
    min: 0.05,
    max: 3,
    decimals: 2,
    step: 0.01,
    better: 'higher',
    mcid: gaitSpeedMcid,
    bands: walkingCategoryBands,
    bandsSource: outcomeReferences.perry1995,
    source: outcomeReferences.perry1995,
  },
  {
    key: 'tenMetreWalkFast',
    unit: 'metresPerSecond',
    min: 0.05,
    max: 4,
    decimals: 2,
    step: 0.01,
    better: 'higher',
    mcid: gaitSpeedMcid,
    // Perry's categories were defined on the comfortable speed: the fast speed has none.
    bands: [],
    bandsSource: null,
    source: outcomeReferences.perera2006,
  },
  {
    key: 'timedUpAndGo',
    unit: 'seconds',
    min: 2,
    max: 300,
    decimals: 1,
    step: 0.1,
    better: 'lower',
    mcid: {
      value: 2.9,
      population: 'adults with hemiparesis after stroke (smallest real difference)',
      source: outcomeReferences.flansbjer2005,
    },
    bands: [
      { id: 'lowFallRisk', upper: 13.5, upperIncluded: false, tone: 'good' },
      { id: 'fallRisk', upper: null, upperIncluded: false, tone: 'risk' },
    ],
    bandsSource: outcomeReferences.shumwayCook2000,
    source: outcomeReferences.shumwayCook2000,
  },
  {
    key: 'sixMinuteWalk',
    unit: 'metres',
    min: 1,
    max: 1000,
    decimals: 0,
    step: 1,
    better: 'higher',
    mcid: {
      value: 34,
      population:
        'adults after stroke (34.4 m; 50 m is a substantial change in older adults, Perera 2006)',
      source: outcomeReferences.tang2012,
    },
    // Norms depend on age, sex, height and weight: no band without them.
    bands: [],
    bandsSource: null,
    source: outcomeReferences.perera2006,
  },
  {
    key: 'fiveTimesSitToStand',
    unit: 'seconds',
    min: 2,
    max: 120,
    decimals: 1,
    step: 0.1,
    better: 'lower',
    mcid: {
      value: 2.3,
      population: 'adults with balance disorders in vestibular rehabilitation',
      source: outcomeReferences.meretta2006,
    },
    bands: [
      { id: 'lowFallRisk', upper: 15, upperIncluded: true, tone: 'good' },
      { id: 'fallRisk', upper: null, upperIncluded: false, tone: 'risk' },
    ],
    bandsSource: outcomeReferences.buatois2008,
    source: outcomeReferences.buatois2008,
  },
  {
    key: 'bergBalanceScale',
    unit: 'points',
    min: 0,
    max: 56,
    decimals: 0,
    step: 1,
    better: 'higher',
    mcid: {
      value: 6,
      population: 'adults after stroke (minimal detectable change)',
      source: outcomeReferences.stevenson2001,
    },
    bands: [
      { id: 'fallRisk', upper: 45, upperIncluded: false, tone: 'risk' },
      { id: 'lowFallRisk', upper: null, upperIncluded: false, tone: 'good' },
    ],
    bandsSource: outcomeReferences.berg1992,
    source: outcomeReferences.berg1992,
  },
  {
    key: 'functionalAmbulationCategories',
    unit: 'category',
    min: 0,
    max: 5,
    decimals: 0,
    step: 1,
    better: 'higher',
    mcid: {
      value: 1,
      population: 'adults after stroke (an ordinal scale: one category)',
      source: outcomeReferences.mehrholz2007,
    },
    bands: [
      { id: 'nonFunctional', upper: 0, upperIncluded: true, tone: 'risk' },
      { id: 'dependentContinuous', upper: 1, upperIncluded: true, tone: 'risk' },
      { id: 'dependentIntermittent', upper: 2, upperIncluded: true, tone: 'risk' },
      { id: 'dependentSupervision', upper: 3, upperIncluded: true, tone: 'neutral' },
      { id: 'independentLevel', upper: 4, upperIncluded: true, tone: 'neutral' },
      { id: 'independent', upper: null, upperIncluded: false, tone: 'good' },
    ],
    bandsSource: outcomeReferences.holden1984,
    source: outcomeReferences.holden1984,
  },
];

const byKey = new Map<string, OutcomeMeasure>(outcomeMeasures.map((m) => [m.key, m]));

export function isOutcomeMeasureKey(key: string): key is OutcomeMeasureKey {
  return byKey.has(key);
}

export function outcomeMeasureByKey(key: OutcomeMeasureKey): OutcomeMeasure {
  return byKey.get(key) as OutcomeMeasure;
}

/** Round to the measure's precision (what the screen shows and the database keeps). */
export function roundOutcome(measure: OutcomeMeasure, value: number): number {
  const factor = 10 ** measure.decimals;
  return Math.round(value * factor) / factor;
}

export type OutcomeValueProblem = 'outOfRange' | 'tooPrecise';

/**
 * Why a value cannot be recorded for the measure, or null when it can: outside the valid range, or
 * with more digits than the test is measured with (2.345 m/s is not a 10-metre walk result).
 */
export function outcomeValueProblem(
  measure: OutcomeMeasure,
  value: number,
): OutcomeValueProblem | null {
  if (!Number.isFinite(value) || value < measure.min || value > measure.max) {
    return 'outOfRange';
  }
  if (Math.abs(roundOutcome(measure, value) - value) > 1e-9) {
    return 'tooPrecise';
  }
  return null;
}

/** The normative band of a value; null when the measure has no bands. */
export function outcomeBand(measure: OutcomeMeasure, value: number): OutcomeBand | null {
  for (const band of measure.bands) {
    if (band.upper === null || value < band.upper || (band.upperIncluded && value === band.upper)) {
      return band;
    }
  }
  return null;
}

export type ChangeJudgement = 'improved' | 'withinError' | 'worse';

/**
 * How a result changed from `from` to `to`, judged against the test's MCID and its better direction:
 * a change that reaches the MCID (compared on the rounded difference, as the screen shows it) is
 * 'improved' or 'worse'; a smaller one is 'withinError'.
 */
export function judgeChange(measure: OutcomeMeasure, from: number, to: number): ChangeJudgement {
  const change = roundOutcome(measure, to - from);
  if (Math.abs(change) + 1e-9 < measure.mcid.value) {
    return 'withinError';
  }
  const gotHigher = change > 0;
  return gotHigher === (measure.better === 'higher') ? 'improved' : 'worse';
}

/** The conditions that change a result's meaning. */
export const outcomeWalkingAids = ['none', 'cane', 'walker', 'other'] as const;
export type OutcomeWalkingAid = (typeof outcomeWalkingAids)[number];
export const outcomeAssistances = ['none', 'standby', 'physical'] as const;
export type OutcomeAssistance = (typeof outcomeAssistances)[number];

/** Who measured: a rehabilitator in the gym, or the patient in their own session (decision record). */
export const outcomeMeasuredBy = ['rehabilitator', 'patient'] as const;
export type OutcomeMeasuredByRole = (typeof outcomeMeasuredBy)[number];

/**
 * The library's "Clinical test" exercises (type `ExerciseType.ClinicalTest`, exercises/catalogue.ts)
 * that are one of the catalogued tests, by exercise id: played in a session, the patient may note
 * its result (docs/decisions/outcome-measures.md). An exercise that is another test records nothing:
 * it is listed in `unmappedClinicalTestExercises` with why, so a new clinical test is a choice.
 */
export const exerciseOutcomeMeasures: Readonly<Record<number, OutcomeMeasureKey>> = {
  // Timed Up and Go: stand up, walk 3 m, turn, sit down, at the usual pace.
  81: 'timedUpAndGo',
  // 10-metre walk at the usual speed, timed over the middle 6 metres.
  82: 'tenMetreWalkComfortable',
  // 6-minute walk: as far as possible in 6 minutes.
  83: 'sixMinuteWalk',
};

/** The clinical-test exercises deliberately not mapped: the test they are is not catalogued. */
export const unmappedClinicalTestExercises: Readonly<Record<number, string>> = {
  84: '30-second chair stand counts repetitions, not the five-times sit-to-stand time',
  85: 'functional reach (cm) is not a catalogued test',
  86: '2-minute walk is not the 6-minute walk',
};

/** The standardised test an exercise is, when it is one of the catalogue's; else null. */
export function outcomeMeasureOfExercise(exerciseId: number): OutcomeMeasureKey | null {
  return exerciseOutcomeMeasures[exerciseId] ?? null;
}
