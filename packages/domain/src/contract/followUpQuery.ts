// Without a schema, so that the portal's follow-up list takes them without TypeBox (a page's
// bytes: docs/performance.md#first-screens-issue-27); establishments.ts builds the query's schema.

/** Sorts of the manager's follow-up list (docs/decisions/manager-follow-up.md). */
export const followUpSorts = ['name', 'nextSteps', 'alerts', 'usage', 'performance'] as const;
export type FollowUpSort = (typeof followUpSorts)[number];
/** What the follow-up list keeps: everyone, those with a next step, one next step, or an alert. */
export const followUpFilters = [
  'all',
  'nextSteps',
  'noRehabilitator',
  'noDevice',
  'noCapacity',
  'noObjectives',
  'painIncrease',
] as const;
export type FollowUpFilter = (typeof followUpFilters)[number];
