/**
 * The manager's follow-up list and the home's evolution through the mocked API (stories only):
 * the establishment's current patients (`managerApi`'s, so that a device associated in a story shows
 * at once) with fixed indicators, who follows them and what they lack, filtered and sorted as the
 * API does, and the counts the patients list gives the home; and the evolution over 7 days, 30 days or 12 weeks ending on the fixtures' Wednesday.
 */
import { addDays, nextStepsOf } from '@oxilio/domain';
import {
  endpoints,
  type EstablishmentEvolution,
  type EstablishmentFollowUp,
  type EstablishmentPatient,
  type FollowedUpPatient,
  type FollowUpFilter,
  type FollowUpSort,
  type NextStepCounts,
} from '@oxilio/domain/contract';
import { team } from './establishmentFixtures';
import { ids } from './fixtures';
import { answer } from './handlers';
import { managerWeek } from './managerFixtures';

const [marie, julien] = team.reeducators;
const rehabilitator = (member: typeof marie) => ({
  reeducatorId: member!.reeducatorId,
  firstName: member!.firstName,
  lastName: member!.lastName,
});

/** What each fixture patient has, by their place in the list: varied, fixed for screenshots. */
const profiles = [
  { team: [marie, julien], capacity: 2, objectives: true, pain: false, pending: false },
  { team: [marie], capacity: 3, objectives: true, pain: true, pending: false },
  { team: [], capacity: null, objectives: false, pain: false, pending: false },
  { team: [julien], capacity: null, objectives: true, pain: false, pending: false },
  { team: [], capacity: null, objectives: false, pain: false, pending: true },
] as const;

/** One fixture patient as the follow-up list gives them. */
export function followedUp(item: EstablishmentPatient, index: number): FollowedUpPatient {
  const profile = profiles[index % profiles.length]!;
  const rehabilitators = profile.team.map((member, place) => ({
    ...rehabilitator(member),
    main: place === 0,
  }));
  const functionalCapacity = profile.capacity;
  const last7Days = managerWeek.map((day, offset) => {
    const steps =
      index === 2 || (index === 4 && offset < 5) ? null : 900 + index * 350 + offset * 120;
    return {
      day,
      stepCount: steps,
      activeTime: steps === null ? null : 40 + offset * 5,
      wearTime: steps === null ? null : 3600 + offset * 300,
      performance: steps === null ? null : 45 + ((index * 13 + offset * 7) % 50),
    };
  });
  const measured = last7Days.filter((day) => day.performance !== null);
  return {
    patientId: item.patientId,
    firstName: item.firstName,
    lastName: item.lastName,
    functionalCapacity,
    registrationStatus: item.registrationStatus,
    device: item.device,
    archiveScheduledFor: item.archiveScheduledFor,
    rehabilitators,
    followUpPending: profile.pending,
    hasOwnObjectives: profile.objectives,
    nextSteps: nextStepsOf({
      rehabilitatorCount: rehabilitators.length,
      hasDevice: item.device !== null,
      functionalCapacity,
      hasOwnObjectives: profile.objectives,
    }),
    indicators: {
      painIncrease: profile.pain,
      awaitingSelfRehabilitation: index % 2 === 1,
      noDevice: item.device === null,
      last7Days,
      performance:
        measured.length === 0
          ? null
          : measured.reduce((total, day) => total + (day.performance ?? 0), 0) / 7,
      performanceDays: measured.length,
      usageDays: last7Days.filter((day) => (day.wearTime ?? 0) > 0).length,
    },
  };
}

const keeps: Record<FollowUpFilter, (patient: FollowedUpPatient) => boolean> = {
  all: () => true,
  nextSteps: (patient) => patient.nextSteps.length > 0,
  noRehabilitator: (patient) => patient.nextSteps.includes('noRehabilitator'),
  noDevice: (patient) => patient.nextSteps.includes('noDevice'),
  noCapacity: (patient) => patient.nextSteps.includes('noCapacity'),
  noObjectives: (patient) => patient.nextSteps.includes('noObjectives'),
  painIncrease: (patient) => patient.indicators.painIncrease,
};

const sorts: Record<FollowUpSort, (a: FollowedUpPatient, b: FollowedUpPatient) => number> = {
  name: () => 0,
  nextSteps: (a, b) => b.nextSteps.length - a.nextSteps.length,
  alerts: (a, b) => Number(b.indicators.painIncrease) - Number(a.indicators.painIncrease),
  usage: (a, b) => a.indicators.usageDays - b.indicators.usageDays,
  performance: (a, b) => (a.indicators.performance ?? -1) - (b.indicators.performance ?? -1),
};

/** The answer for the patients and a query, as the API computes it. */
export function followUpAnswer(
  patients: readonly EstablishmentPatient[],
  query: URLSearchParams = new URLSearchParams(),
): EstablishmentFollowUp {
  const filter = (query.get('filter') ?? 'all') as FollowUpFilter;
  const sort = (query.get('sort') ?? 'name') as FollowUpSort;
  const wanted = query.get('rehabilitator');
  const byName = [...patients].sort(
    (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
  );
  const all = byName.map((item) => followedUp(item, patients.indexOf(item)));
  const count = (kind: FollowUpFilter) => all.filter(keeps[kind]).length;
  return {
    today: '2026-11-26',
    sort,
    filter,
    counts: {
      patients: all.length,
      nextSteps: count('nextSteps'),
      noRehabilitator: count('noRehabilitator'),
      noDevice: count('noDevice'),
      noCapacity: count('noCapacity'),
      noObjectives: count('noObjectives'),
      painIncrease: count('painIncrease'),
    },
    rehabilitators: all.length === 0 ? [] : [rehabilitator(marie), rehabilitator(julien)],
    patients: all
      .filter(
        (patient) =>
          keeps[filter](patient) &&
          (wanted === null || patient.rehabilitators.some((r) => r.reeducatorId === wanted)),
      )
      .sort(sorts[sort]),
  };
}

/** The next steps' counts the patients list gives the home: the follow-up list's, pain aside. */
export function nextStepCountsOf(patients: readonly EstablishmentPatient[]): NextStepCounts {
  const { painIncrease: _painIncrease, ...counts } = followUpAnswer(patients).counts;
  return counts;
}

/** The evolution over a period: fixed figures, a little more than the period before. */
export function evolutionAnswer(
  period: '7d' | '30d' | '12w',
  patients = 5,
): EstablishmentEvolution {
  const weeks = period === '12w';
  const count = period === '30d' ? 30 : weeks ? 12 : 7;
  const to = weeks ? '2026-11-22' : managerWeek[6];
  const step = weeks ? 7 : 1;
  const from = addDays(to, -(count * step - 1));
  const points = Array.from({ length: count }, (_, index) => {
    const start = addDays(from, index * step);
    const base = (weeks ? 7 : 1) * (4200 + ((index * 37) % 11) * 260);
    return {
      start,
      end: addDays(start, step - 1),
      steps: patients === 0 ? null : base,
      objectivesMet: patients === 0 ? null : (weeks ? 7 : 1) * (5 + (index % 4)),
      activePatients: patients === 0 ? 0 : Math.min(patients, 3 + (index % 3)),
    };
  });
  const total = (key: 'steps' | 'objectivesMet') =>
    patients === 0 ? null : points.reduce((sum, point) => sum + (point[key] ?? 0), 0);
  return {
    establishmentId: ids.establishment,
    period,
    scale: weeks ? 'Week' : 'Day',
    from,
    to,
    patients,
    points,
    total: {
      steps: total('steps'),
      objectivesMet: total('objectivesMet'),
      activePatients: Math.min(patients, 4),
    },
    previous: {
      from: addDays(from, -count * step),
      to: addDays(from, -1),
      steps: patients === 0 ? null : Math.round((total('steps') ?? 0) * 0.85),
      objectivesMet: patients === 0 ? null : Math.round((total('objectivesMet') ?? 0) * 1.1),
      activePatients: Math.min(patients, 3),
    },
  };
}

/** The two calls, over the patients `managerApi` keeps (its device changes show at once). */
export function patientsFollowUpApi(patients: () => readonly EstablishmentPatient[]) {
  return {
    followUp: answer(endpoints.establishments.followUp, ({ request }) =>
      followUpAnswer(patients(), new URL(request.url).searchParams),
    ),
    evolution: answer(endpoints.stats.establishmentEvolution, ({ request }) =>
      evolutionAnswer(
        (new URL(request.url).searchParams.get('period') ?? '7d') as '7d' | '30d' | '12w',
        patients().length,
      ),
    ),
  };
}
