/**
 * The device simulator (docs/product.md#device-ingestion): plausible daily aggregates of an oxilio
 * device for a patient of a given pathology and functional capacity. Pure and seedable: the same
 * profile and days give the same records, on every machine.
 *
 * The model, in short (docs/decisions/api-demo-data.md):
 * - each capacity has a typical good weekday (steps, step length and time, standing, wear time,
 *   wheelchair distance); capacity 1 stands a few times but barely walks (under 3 m most days),
 *   capacity 4 walks kilometres;
 * - each pathology changes volume and gait: Parkinson's shortens steps and makes their timing
 *   irregular (higher StepTimeCV), cerebellar ataxia makes both timing and length irregular and the
 *   days more variable, hemiparesis slows and shortens the steps of the paretic side (right or left)
 *   and shows in the asymmetries, paraparesis slows both sides;
 * - every day has a "form" that drifts (autocorrelated), weekends are quieter, a trend (progress or
 *   decline, per 30 days) bends volume and gait quality over time;
 * - some days the device is not worn: isolated days (more often at weekends) and short gaps
 *   (a hospital stay, a family visit). Those days have no record at all.
 *
 * Only what a device measures is produced (the ingestion contract's `deviceMetricKeys`): not
 * SelfRehabilitation* (the session player), Stars, WorkoutStars, ActivityStars or Performance
 * (computed by the API). Usage is the device's wear time (docs/product.md#performance-and-usage),
 * so it equals WearTime.
 */
import { FunctionalCapacity, Pathology } from '@oxilio/domain';
import { deviceMetricKeys, type DeviceMetricKey } from '@oxilio/domain/contract';
import { addDays } from '@oxilio/domain';
import { createRandom, type Random } from './random';

/** The metric keys a device reports (the ingestion contract's list), re-exported for callers. */
export { deviceMetricKeys, type DeviceMetricKey };

/** Metrics that only exist when the patient took at least one step that day. */
const gaitKeys: readonly DeviceMetricKey[] = [
  'WalkSpeed',
  'MaxWalkSpeed',
  'StepTime',
  'StepTimeCV',
  'StepDistance',
  'StepDistanceCV',
  'LeftStepTime',
  'LeftStepTimeCV',
  'LeftStepDistance',
  'LeftStepDistanceCV',
  'RightStepTime',
  'RightStepTimeCV',
  'RightStepDistance',
  'RightStepDistanceCV',
  'StepTimeAsymmetry',
  'StepDistanceAsymmetry',
];

/** One day as a device reports it; gait metrics are null on a day without steps. */
export interface DailyRecord {
  day: string;
  metrics: Record<DeviceMetricKey, number | null>;
}

export interface PatientProfile {
  pathology: Pathology;
  functionalCapacity: FunctionalCapacity;
  /** Any string or number; the same seed gives the same days. */
  seed: string | number;
  /**
   * Relative change of the activity per 30 days: 0.05 is progress (+5 % a month), -0.04 a decline.
   * Default: drawn from the seed (about half progress, a quarter stable, a quarter decline).
   */
  trendPerMonth?: number;
  /** Share of days the device is worn, 0-1. Default: drawn from the seed, 0.82-0.95. */
  wearRate?: number;
}

interface CapacityBase {
  steps: number;
  stepLength: number;
  stepTime: number;
  standCount: number;
  standMinutes: number;
  wearHours: number;
  sittingDistance: number;
  /** Longest walking bout as a share of the day's distance. */
  boutShare: readonly [number, number];
  /** Gait variability grows as capacity falls. */
  variability: number;
}

const capacityBase: Record<FunctionalCapacity, CapacityBase> = {
  [FunctionalCapacity.Seated]: {
    steps: 3,
    stepLength: 0.2,
    stepTime: 0.95,
    standCount: 5,
    standMinutes: 9,
    wearHours: 7,
    sittingDistance: 180,
    boutShare: [0.7, 1],
    variability: 1.5,
  },
  [FunctionalCapacity.Standing]: {
    steps: 24,
    stepLength: 0.27,
    stepTime: 0.85,
    standCount: 10,
    standMinutes: 22,
    wearHours: 8,
    sittingDistance: 320,
    boutShare: [0.4, 0.9],
    variability: 1.25,
  },
  [FunctionalCapacity.IntermediateWalk]: {
    steps: 700,
    stepLength: 0.36,
    stepTime: 0.72,
    standCount: 16,
    standMinutes: 55,
    wearHours: 9,
    sittingDistance: 420,
    boutShare: [0.06, 0.16],
    variability: 1.1,
  },
  [FunctionalCapacity.AutonomousWalk]: {
    steps: 2800,
    stepLength: 0.46,
    stepTime: 0.6,
    standCount: 22,
    standMinutes: 110,
    wearHours: 10,
    sittingDistance: 260,
    boutShare: [0.06, 0.18],
    variability: 1,
  },
};

interface PathologyGait {
  volume: number;
  stepLength: number;
  stepTime: number;
  /** Coefficients of variation (%) of a capacity-4 patient. */
  timeCv: number;
  distanceCv: number;
  /** Day-to-day noise of the volume (log scale). */
  dayNoise: number;
  /** Hemiparesis: the paretic side; others: none (a small natural asymmetry, side drawn). */
  pareticSide: 'left' | 'right' | null;
  /** Ratio of the slower side's step time to the other's. */
  timeAsymmetry: number;
  /** Ratio of the longer side's step to the other's. */
  distanceAsymmetry: number;
}

const typicalGait: PathologyGait = {
  volume: 1,
  stepLength: 1,
  stepTime: 1,
  timeCv: 4.5,
  distanceCv: 5.5,
  dayNoise: 0.14,
  pareticSide: null,
  timeAsymmetry: 1.04,
  distanceAsymmetry: 1.04,
};

const hemiparesis = {
  volume: 0.72,
  stepLength: 0.82,
  stepTime: 1.15,
  timeCv: 7,
  distanceCv: 8,
  dayNoise: 0.16,
  timeAsymmetry: 1.3,
  distanceAsymmetry: 1.25,
};

const pathologyGait: Record<Pathology, PathologyGait> = {
  [Pathology.Placeholder0]: typicalGait,
  [Pathology.Placeholder1]: typicalGait,
  [Pathology.FunctionalDecline]: typicalGait,
  [Pathology.Other]: typicalGait,
  [Pathology.Parkinson]: {
    volume: 0.78,
    stepLength: 0.7,
    stepTime: 0.92,
    timeCv: 10,
    distanceCv: 11,
    dayNoise: 0.18,
    pareticSide: null,
    timeAsymmetry: 1.07,
    distanceAsymmetry: 1.08,
  },
  [Pathology.CerebellarAtaxia]: {
    volume: 0.7,
    stepLength: 0.85,
    stepTime: 1.1,
    timeCv: 11,
    distanceCv: 14,
    dayNoise: 0.24,
    pareticSide: null,
    timeAsymmetry: 1.08,
    distanceAsymmetry: 1.1,
  },
  [Pathology.RightHemiparesis]: { ...hemiparesis, pareticSide: 'right' },
  [Pathology.LeftHemiparesis]: { ...hemiparesis, pareticSide: 'left' },
  [Pathology.Paraparesis]: {
    volume: 0.65,
    stepLength: 0.75,
    stepTime: 1.2,
    timeCv: 8,
    distanceCv: 9,
    dayNoise: 0.16,
    pareticSide: null,
    timeAsymmetry: 1.08,
    distanceAsymmetry: 1.08,
  },
};

function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};
/** A log-normal multiplier with median 1. */
const jitter = (random: Random, deviation: number) => Math.exp(random.normal(0, deviation));

/** The trend a seed draws when the profile does not give one. */
export function defaultTrend(seed: string | number): number {
  const random = createRandom(`${seed}/trend`);
  const roll = random.next();
  if (roll < 0.5) {
    return random.between(0.02, 0.07);
  }
  if (roll < 0.75) {
    return random.between(-0.01, 0.01);
  }
  return random.between(-0.06, -0.02);
}

/**
 * Simulates `days` consecutive calendar days from `from` (YYYY-MM-DD) and returns the days the
 * device was worn, in order.
 */
export function simulateDays(
  profile: PatientProfile,
  options: { from: string; days: number },
): DailyRecord[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.from) || !Number.isInteger(options.days)) {
    throw new Error('simulateDays: from must be YYYY-MM-DD and days an integer');
  }
  const base = capacityBase[profile.functionalCapacity];
  const gait = pathologyGait[profile.pathology];
  if (!base || !gait) {
    throw new Error('simulateDays: unknown functional capacity or pathology');
  }
  const random = createRandom(`${profile.seed}/days`);
  const person = createRandom(`${profile.seed}/person`);
  const trend = profile.trendPerMonth ?? defaultTrend(profile.seed);
  const wearRate = profile.wearRate ?? person.between(0.82, 0.95);
  // Each person differs from the typical one of their group.
  const personal = {
    volume: jitter(person, 0.2),
    stepLength: jitter(person, 0.06),
    stepTime: jitter(person, 0.05),
    wear: jitter(person, 0.1),
    sitting: jitter(person, 0.3),
    naturalSide: person.chance(0.5) ? ('left' as const) : ('right' as const),
  };
  const slowerSide = gait.pareticSide ?? personal.naturalSide;

  const records: DailyRecord[] = [];
  let form = 0;
  let gapLeft = 0;
  for (let index = 0; index < options.days; index += 1) {
    const day = addDays(options.from, index);
    const weekend = isWeekend(day);
    // Each day draws from its own generator: a day's values do not shift when earlier days change.
    const dayRandom = random.fork(day);
    form = 0.7 * form + random.normal(0, gait.dayNoise);

    if (gapLeft > 0) {
      gapLeft -= 1;
      continue;
    }
    if (random.chance(0.008)) {
      gapLeft = random.integer(2, 6) - 1;
      continue;
    }
    const notWornChance = clamp((1 - wearRate) * (weekend ? 1.8 : 0.7), 0, 0.9);
    if (dayRandom.chance(notWornChance)) {
      continue;
    }
    records.push({
      day,
      metrics: simulateDay(dayRandom, {
        base,
        gait,
        personal,
        slowerSide,
        capacity: profile.functionalCapacity,
        trendFactor: clamp(1 + trend * (index / 30), 0.5, 1.8),
        weekendFactor: weekend ? 0.8 : 1,
        form,
      }),
    });
  }
  return records;
}

interface DayContext {
  base: CapacityBase;
  gait: PathologyGait;
  personal: { volume: number; stepLength: number; stepTime: number; wear: number; sitting: number };
  slowerSide: 'left' | 'right';
  capacity: FunctionalCapacity;
  trendFactor: number;
  weekendFactor: number;
  form: number;
}

function simulateDay(random: Random, context: DayContext): DailyRecord['metrics'] {
  const { base, gait, personal, trendFactor } = context;
  const volume =
    gait.volume *
    personal.volume *
    trendFactor *
    context.weekendFactor *
    Math.exp(context.form) *
    jitter(random, 0.1);

  // Steps: capacity 1 takes a handful at most, often none.
  let stepCount: number;
  if (context.capacity === FunctionalCapacity.Seated) {
    stepCount = random.chance(0.3) ? 0 : Math.round(base.steps * volume * jitter(random, 0.5));
    stepCount = Math.min(stepCount, 14);
  } else {
    stepCount = Math.max(0, Math.round(base.steps * volume));
  }

  // Gait: progress lengthens steps a little and makes them more regular.
  const stepLength =
    base.stepLength *
    gait.stepLength *
    personal.stepLength *
    trendFactor ** 0.3 *
    jitter(random, 0.04);
  const stepTime =
    base.stepTime * gait.stepTime * personal.stepTime * trendFactor ** -0.15 * jitter(random, 0.04);
  const regularity = base.variability * trendFactor ** -0.5;
  const timeCv = gait.timeCv * regularity * jitter(random, 0.12);
  const distanceCv = gait.distanceCv * regularity * jitter(random, 0.12);

  // Sides: the slower (paretic) side's steps take longer and are shorter.
  const timeRatio = 1 + (gait.timeAsymmetry - 1) * jitter(random, 0.25);
  const distanceRatio = 1 + (gait.distanceAsymmetry - 1) * jitter(random, 0.25);
  const fastTime = (2 * stepTime) / (1 + timeRatio);
  const slowTime = fastTime * timeRatio;
  const longStep = (2 * stepLength * distanceRatio) / (1 + distanceRatio);
  const shortStep = longStep / distanceRatio;
  const paretic = context.gait.pareticSide !== null;
  const sideCv = (cv: number, slower: boolean) =>
    cv * (slower ? (paretic ? 1.3 : 1.05) : paretic ? 0.85 : 0.95) * jitter(random, 0.08);
  const slow = {
    time: slowTime,
    distance: shortStep,
    timeCv: sideCv(timeCv, true),
    distanceCv: sideCv(distanceCv, true),
  };
  const fast = {
    time: fastTime,
    distance: longStep,
    timeCv: sideCv(timeCv, false),
    distanceCv: sideCv(distanceCv, false),
  };
  const left = context.slowerSide === 'left' ? slow : fast;
  const right = context.slowerSide === 'left' ? fast : slow;
  const leftStepCount =
    Math.ceil(stepCount / 2) - (stepCount % 2 === 1 && random.chance(0.5) ? 1 : 0);
  const rightStepCount = stepCount - leftStepCount;
  // The whole-walk CV adds the difference between the sides to each side's own variability.
  const between = (a: number, b: number) => (100 * Math.abs(a - b)) / (a + b);
  const overallTimeCv = Math.hypot(
    (left.timeCv + right.timeCv) / 2,
    between(left.time, right.time),
  );
  const overallDistanceCv = Math.hypot(
    (left.distanceCv + right.distanceCv) / 2,
    between(left.distance, right.distance),
  );

  const walkDistance = stepCount * stepLength;
  const walkTime = stepCount * stepTime;
  const walkSpeed = walkTime > 0 ? walkDistance / walkTime : 0;
  const [boutMin, boutMax] = base.boutShare;
  const walkPerimeter = Math.min(walkDistance, walkDistance * random.between(boutMin, boutMax));

  const standCount = Math.max(
    1,
    Math.round(base.standCount * Math.sqrt(volume / gait.volume) * jitter(random, 0.2)),
  );
  const standTime = Math.max(
    base.standMinutes * 60 * volume * jitter(random, 0.15),
    walkTime * 1.3 + standCount * 25,
  );
  const maxStandTime = Math.min(standTime, (standTime / standCount) * random.between(1.4, 3));
  const wearTime = clamp(
    base.wearHours * 3600 * personal.wear * context.weekendFactor ** 0.5 * jitter(random, 0.12),
    Math.max(3600, standTime + 1800),
    16 * 3600,
  );
  const sittingTime = wearTime - standTime;
  const maxSittingTime = Math.min(
    sittingTime,
    (sittingTime / (standCount + 1)) * random.between(1.5, 3.5),
  );
  const sittingDistance =
    base.sittingDistance * personal.sitting * trendFactor ** 0.5 * jitter(random, 0.3);
  // Active: standing, plus propelling the wheelchair at about 0.6 m/s.
  const activeTime = standTime + sittingDistance / 0.6;

  const metrics: DailyRecord['metrics'] = {
    StepCount: stepCount,
    StandCount: standCount,
    StandTime: Math.round(standTime),
    WalkTime: Math.round(walkTime),
    WearTime: Math.round(wearTime),
    Usage: Math.round(wearTime),
    ActiveTime: Math.round(activeTime),
    WalkPerimeter: round(walkPerimeter, 1),
    WalkDistance: round(walkDistance, 1),
    WalkSpeed: round(walkSpeed, 2),
    MaxWalkSpeed: round(walkSpeed * random.between(1.15, 1.5), 2),
    MaxStandTime: Math.round(maxStandTime),
    sittingTime: Math.round(sittingTime),
    maxSittingTime: Math.round(maxSittingTime),
    sittingDistance: round(sittingDistance, 1),
    StepTime: round(stepTime, 3),
    StepTimeCV: round(overallTimeCv, 1),
    StepDistance: round(stepLength, 3),
    StepDistanceCV: round(overallDistanceCv, 1),
    LeftStepCount: leftStepCount,
    LeftStepTime: round(left.time, 3),
    LeftStepTimeCV: round(left.timeCv, 1),
    LeftStepDistance: round(left.distance, 3),
    LeftStepDistanceCV: round(left.distanceCv, 1),
    RightStepCount: rightStepCount,
    RightStepTime: round(right.time, 3),
    RightStepTimeCV: round(right.timeCv, 1),
    RightStepDistance: round(right.distance, 3),
    RightStepDistanceCV: round(right.distanceCv, 1),
    StepTimeAsymmetry: round(Math.max(left.time, right.time) / Math.min(left.time, right.time), 3),
    StepDistanceAsymmetry: round(
      Math.max(left.distance, right.distance) / Math.min(left.distance, right.distance),
      3,
    ),
  };
  if (stepCount === 0) {
    for (const key of gaitKeys) {
      metrics[key] = null;
    }
  }
  return metrics;
}
