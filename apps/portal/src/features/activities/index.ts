/** The patient's adapted activities: offered, taken part in, enrolling and leaving. */
export { ActivitiesOverview } from './components/ActivitiesOverview';
export { ActivityDetail } from './components/ActivityDetail';
