import { patientPaths } from '../manifest';

/** The query parameter of /apa naming the activity shown. */
export const apaActivityParam = 'activite';

/** /apa showing one activity. */
export const apaDetailHref = (activityId: string) =>
  `${patientPaths.apa}?${apaActivityParam}=${encodeURIComponent(activityId)}`;
