/**
 * Clinical context for a rehabilitator reading a patient's gait (docs/decisions/clinical-context.md):
 * the published thresholds as data with their references, and the rules that apply them. Screens
 * read these; no threshold is written in a component.
 */

/** A published source, cited as the interface's help shows it. */
export interface ClinicalReference {
  /** Short form: "Perry et al. 1995". */
  readonly short: string;
  /** Full citation (Vancouver style). */
  readonly citation: string;
}

export const clinicalReferences = {
  perry1995: {
    short: 'Perry et al. 1995',
    citation:
      'Perry J, Garrett M, Gronley JK, Mulroy SJ. Classification of walking handicap in the stroke population. Stroke. 1995;26(6):982-989.',
  },
  perera2006: {
    short: 'Perera et al. 2006',
    citation:
      'Perera S, Mody SH, Woodman RC, Studenski SA. Meaningful change and responsiveness in common physical performance measures in older adults. J Am Geriatr Soc. 2006;54(5):743-749.',
  },
} as const satisfies Record<string, ClinicalReference>;

export type WalkingSpeedBandId = 'household' | 'limitedCommunity' | 'community';

export interface WalkingSpeedBand {
  readonly id: WalkingSpeedBandId;
  /** Lowest speed of the band, m/s, included. */
  readonly fromMetresPerSecond: number;
  /** Speed where the next band starts, m/s (excluded); null for the last band. */
  readonly toMetresPerSecond: number | null;
}

/**
 * Functional walking bands by gait speed (Perry et al. 1995): below 0.4 m/s household walking,
 * 0.4 to 0.8 m/s limited community walking, above 0.8 m/s community walking. 0.8 itself is the top
 * of the limited band ("above 0.8").
 */
export const walkingSpeedBands: readonly WalkingSpeedBand[] = [
  { id: 'household', fromMetresPerSecond: 0, toMetresPerSecond: 0.4 },
  { id: 'limitedCommunity', fromMetresPerSecond: 0.4, toMetresPerSecond: 0.8 },
  { id: 'community', fromMetresPerSecond: 0.8, toMetresPerSecond: null },
];
export const walkingSpeedBandsReference: ClinicalReference = clinicalReferences.perry1995;

/**
 * The minimal clinically important difference of gait speed (Perera et al. 2006: a substantial
 * meaningful change is 0.10 m/s).
 */
export const walkingSpeedMcid = {
  metresPerSecond: 0.1,
  reference: clinicalReferences.perera2006,
} as const;

/** The band of a walking speed (m/s); null without a measure. */
export function walkingSpeedBand(speed: number | null | undefined): WalkingSpeedBand | null {
  if (speed === null || speed === undefined || !Number.isFinite(speed) || speed < 0) {
    return null;
  }
  const [household, limited, community] = walkingSpeedBands as [
    WalkingSpeedBand,
    WalkingSpeedBand,
    WalkingSpeedBand,
  ];
  if (speed < limited.fromMetresPerSecond) {
    return household;
  }
  // "Above 0.8 m/s" is community walking: 0.8 itself stays in the limited band.
  return speed > community.fromMetresPerSecond ? community : limited;
}

export type ChangeDirection = 'better' | 'worse' | 'stable';

export interface WalkingSpeedChange {
  /** After minus before, m/s, rounded to the hundredth shown. */
  readonly change: number;
  /** The change reaches the MCID (compared on the rounded value, as the screen shows it). */
  readonly meaningful: boolean;
  /** 'stable' unless meaningful. */
  readonly direction: ChangeDirection;
  readonly bandBefore: WalkingSpeedBand | null;
  readonly bandAfter: WalkingSpeedBand | null;
  /** The band changed between the two speeds. */
  readonly crossedBand: boolean;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** How a walking speed changed from `before` to `after` (m/s); null unless both are measured. */
export function walkingSpeedChange(
  before: number | null | undefined,
  after: number | null | undefined,
): WalkingSpeedChange | null {
  const bandBefore = walkingSpeedBand(before);
  const bandAfter = walkingSpeedBand(after);
  if (!bandBefore || !bandAfter) {
    return null;
  }
  const change = round2((after as number) - (before as number));
  const meaningful = Math.abs(change) >= walkingSpeedMcid.metresPerSecond;
  return {
    change,
    meaningful,
    direction: meaningful ? (change > 0 ? 'better' : 'worse') : 'stable',
    bandBefore,
    bandAfter,
    crossedBand: bandBefore.id !== bandAfter.id,
  };
}

/** Gait measures whose trend is watched: a rise is a worsening for all of them. */
export type GaitTrendMetric = 'StepTimeAsymmetry' | 'StepDistanceAsymmetry' | 'StepTimeCV';

export interface GaitTrendRule {
  readonly metric: GaitTrendMetric;
  /** The recent mean must exceed the previous one by more than this (the metric's unit). */
  readonly margin: number;
}

/**
 * Four weeks split in two windows of 14 days: the trend compares the recent window's mean with the
 * previous one's. Each window needs at least `minimumDays` measured days, else no judgement.
 */
export const gaitTrendWindow = { days: 14, minimumDays: 5 } as const;

/**
 * Margins beyond which a rise counts as a worsening (a choice of the product, not a published
 * cut-off: docs/decisions/clinical-context.md). Asymmetry is a ratio (larger side / smaller side,
 * 1 = symmetric): +0.05. Step-time variability is a CV in percent: +1 point.
 */
export const gaitTrendRules: Readonly<Record<GaitTrendMetric, GaitTrendRule>> = {
  StepTimeAsymmetry: { metric: 'StepTimeAsymmetry', margin: 0.05 },
  StepDistanceAsymmetry: { metric: 'StepDistanceAsymmetry', margin: 0.05 },
  StepTimeCV: { metric: 'StepTimeCV', margin: 1 },
};
export const gaitTrendMetrics = Object.keys(gaitTrendRules) as GaitTrendMetric[];

export interface GaitTrend {
  readonly metric: GaitTrendMetric;
  readonly previousMean: number;
  readonly recentMean: number;
  /** recent - previous. */
  readonly change: number;
  readonly worsening: boolean;
}

function meanOf(values: readonly (number | null | undefined)[]): { mean: number; days: number } {
  const measured = values.filter(
    (value): value is number => typeof value === 'number' && Number.isFinite(value),
  );
  const sum = measured.reduce((total, value) => total + value, 0);
  return { mean: measured.length > 0 ? sum / measured.length : Number.NaN, days: measured.length };
}

/**
 * The four-week trend of a gait measure from its daily values, oldest first, ending on the last
 * day to judge (only the last 28 are read). Null when a window has too few measured days.
 */
export function gaitTrend(
  metric: GaitTrendMetric,
  dailyValues: readonly (number | null | undefined)[],
): GaitTrend | null {
  const { days, minimumDays } = gaitTrendWindow;
  const lastFour = dailyValues.slice(-2 * days);
  if (lastFour.length < 2 * days) {
    return null;
  }
  const previous = meanOf(lastFour.slice(0, days));
  const recent = meanOf(lastFour.slice(days));
  if (previous.days < minimumDays || recent.days < minimumDays) {
    return null;
  }
  const change = recent.mean - previous.mean;
  // Rounded so that a float error never tips a change equal to the margin over it.
  const worsening = Math.round((change - gaitTrendRules[metric].margin) * 1e9) > 0;
  return {
    metric,
    previousMean: previous.mean,
    recentMean: recent.mean,
    change,
    worsening,
  };
}
