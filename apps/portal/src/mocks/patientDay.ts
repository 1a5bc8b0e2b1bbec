/**
 * Data of the patient's "my day" and profile rank and success stories (GET
 * /patients/:id/getPatientsRecapInfos, /patients/:id/stats, /patients/:id/achievements), typed
 * with the contract, around a patient close to the demo data's: right hemiparesis, capacity 3,
 * platinum after six months, two tags still to earn.
 */
import type {
  endpoints,
  PatientAchievements,
  PatientRecap,
  StatsResponse,
} from '@oxilio/domain/contract';
import { ids, ranks, recaps } from './fixtures';
import type { AnswerInfo } from './handlers';

const { starter } = ranks;
const platinum = { id: 5, nameKey: 'domain.rank.platinum', minStars: 500 };
const diamond = { id: 6, nameKey: 'domain.rank.diamond', minStars: 1000 };

/**
 * A full day: eight metrics, most with an objective, some met (a walk distance just under its
 * objective, which must not read as it); the walking perimeter met, outside the stars; a device; no
 * news. Performance is the domain's: the mean capped completion of the six activity objectives.
 */
export const fullRecap: PatientRecap = {
  ...recaps.quiet,
  today: '2025-03-02',
  yesterday: '2025-03-01',
  yesterdayMetrics: [
    { key: 'StepCount', value: 645, objective: 800, met: false },
    { key: 'StandCount', value: 15, objective: 8, met: true },
    { key: 'StandTime', value: 2329, objective: 1200, met: true },
    { key: 'WalkTime', value: 505, objective: 900, met: false },
    { key: 'WalkDistance', value: 199.6, objective: 200, met: false },
    { key: 'ActiveTime', value: 3247, objective: 2700, met: true },
    { key: 'sittingDistance', value: 550.4, objective: null, met: null },
    { key: 'WalkPerimeter', value: 25.1, objective: 20, met: true },
  ],
  todayObjectives: [
    { key: 'StepCount', objective: 800 },
    { key: 'StandCount', objective: 8 },
    { key: 'StandTime', objective: 1200 },
    { key: 'WalkTime', objective: 900 },
    { key: 'WalkDistance', objective: 200 },
    { key: 'ActiveTime', objective: 2700 },
    { key: 'WalkPerimeter', objective: 20 },
  ],
  performance: 89,
  usage: 34591,
  stars: { today: 3, yesterday: 4, month: 99, total: 594 },
  rank: { current: platinum, next: diamond, starsToNext: 406 },
  lastMeasuredDay: '2025-03-02',
};

/** A device associated a few days ago, nothing measured yet: objectives, no results. */
export const firstDayRecap: PatientRecap = {
  ...recaps.newPatient,
  todayObjectives: fullRecap.todayObjectives,
  device: {
    deviceId: ids.device,
    serialNumber: 'OX-2025-0042',
    wheelType: 'standard',
    assignedAt: '2025-02-27T10:00:00.000Z',
  },
};

/** No device, nothing measured: the welcome of a new member. */
export const noDeviceRecap: PatientRecap = recaps.newPatient;

/** The device sent nothing yesterday; the last measured day was four days ago. */
export const noDataYesterdayRecap: PatientRecap = {
  ...fullRecap,
  yesterdayMetrics: fullRecap.yesterdayMetrics
    .filter((metric) => metric.objective !== null)
    .map((metric) => ({ ...metric, value: null, met: null })),
  performance: null,
  usage: null,
  stars: { ...fullRecap.stars, today: 0, yesterday: 0 },
  lastMeasuredDay: '2025-02-26',
};

/** Dissociated: no device now, but months of results. */
export const deviceRemovedRecap: PatientRecap = { ...fullRecap, device: null };

/** Usage of each day of a range, in seconds, the same on every run. */
function usageOf(index: number, count: number) {
  const usage = [29097, 31524, 34914, 21842, 27542, 28219, 30824, 34591];
  const seconds = usage[(usage.length - count + index + usage.length) % usage.length] ?? 30000;
  const stand = 2329 + ((index * 611) % 3000);
  return {
    Usage: seconds,
    sittingTime: seconds - stand,
    StandTime: stand,
    WalkTime: Math.round(stand / 4.6),
    SelfRehabilitation: index % 2 === 0 ? 770 : 0,
  };
}

/**
 * GET /patients/:id/stats for any range by day: one value per day and requested key (the usage
 * keys of "my day"; null for the others), as the API answers.
 */
export function usageStats({
  request,
  params,
}: AnswerInfo<typeof endpoints.stats.patientStats>): StatsResponse {
  const query = new URL(request.url).searchParams;
  const from = query.get('from') ?? '2025-02-23';
  const to = query.get('to') ?? '2025-03-01';
  const types = (query.get('types') ?? 'Usage').split(',');
  const starts: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`);) {
    starts.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  const days = starts.map((_, index) => usageOf(index, starts.length));
  const series = Object.fromEntries(
    types.map((key) => [
      key,
      days.map((values) => (values as Record<string, number>)[key] ?? null),
    ]),
  );
  return { patientId: params.id, from, to, scale: 'Day', types, starts, series };
}

/** The same week, the device off on two days (null, not 0). */
export function usageStatsWithGaps(info: AnswerInfo<typeof endpoints.stats.patientStats>) {
  const answer = usageStats(info);
  const gaps = new Set([1, 4]);
  return {
    ...answer,
    series: Object.fromEntries(
      Object.entries(answer.series).map(([key, values]) => [
        key,
        values.map((value, index) => (gaps.has(index) ? null : value)),
      ]),
    ),
  };
}

const ladder = [
  { ...starter, reachedAt: '2024-09-02T17:00:00.000Z' },
  { id: 2, nameKey: 'domain.rank.bronze', minStars: 25, reachedAt: '2024-09-09T17:00:00.000Z' },
  { id: 3, nameKey: 'domain.rank.silver', minStars: 75, reachedAt: '2024-09-26T17:00:00.000Z' },
  { id: 4, nameKey: 'domain.rank.gold', minStars: 200, reachedAt: '2024-11-16T18:00:00.000Z' },
  { ...platinum, reachedAt: '2025-02-01T18:00:00.000Z' },
  { ...diamond, reachedAt: null },
];

const tag = (
  id: string,
  kind: string,
  threshold: number,
  earnedAt: string | null,
  progress: number,
) => ({ id, kind, threshold, nameKey: `domain.tag.${id}`, earnedAt, progress });

/** Six months in: platinum, six tags earned, two to earn (44 of 50 sessions, 27.4 of 42.2 km). */
export const fullAchievements: PatientAchievements = {
  patientId: ids.patient,
  stars: { total: 594, month: 99 },
  currentRankId: 5,
  starsToNext: 406,
  ranks: ladder,
  tags: [
    tag('distance_1km', 'distance', 1000, '2024-09-09T17:00:00.000Z', 27437.7),
    tag('distance_10km', 'distance', 10000, '2024-11-22T18:00:00.000Z', 27437.7),
    tag('distance_42km', 'distance', 42195, null, 27437.7),
    tag('first_session', 'sessions', 1, '2024-12-01T18:00:00.000Z', 44),
    tag('sessions_10', 'sessions', 10, '2024-12-20T18:00:00.000Z', 44),
    tag('sessions_50', 'sessions', 50, null, 44),
    tag('streak_7', 'streak', 7, '2024-09-08T17:00:00.000Z', 85),
    tag('streak_30', 'streak', 30, '2024-12-11T18:00:00.000Z', 85),
  ],
};

/** Nothing measured yet: the starter rank without a date, no tag. */
export const newPatientAchievements: PatientAchievements = {
  patientId: ids.patient,
  stars: { total: 0, month: 0 },
  currentRankId: 1,
  starsToNext: 25,
  ranks: ladder.map((rank) => ({ ...rank, reachedAt: null })),
  tags: fullAchievements.tags.map((item) => ({ ...item, earnedAt: null, progress: 0 })),
};

/** The top of the ladder and every tag. */
export const topAchievements: PatientAchievements = {
  ...fullAchievements,
  stars: { total: 1204, month: 112 },
  currentRankId: 6,
  starsToNext: 0,
  ranks: ladder.map((rank) =>
    rank.reachedAt ? rank : { ...rank, reachedAt: '2025-02-28T18:00:00.000Z' },
  ),
  tags: fullAchievements.tags.map((item) => ({
    ...item,
    earnedAt: item.earnedAt ?? '2025-02-27T18:00:00.000Z',
    progress: Math.max(item.progress, item.threshold ?? 0),
  })),
};

/** A rank and a tag the portal does not know yet (added to the API later): generic names. */
export const unknownAchievements: PatientAchievements = {
  ...fullAchievements,
  ranks: [...ladder, { id: 7, nameKey: 'domain.rank.legend', minStars: 2000, reachedAt: null }],
  tags: [...fullAchievements.tags, tag('elevation_100', 'elevation', 100, null, 12)],
};
