/** The manager's adapted activities: create, edit, archive, enrol and take out patients. */
export { useManagedActivities } from './api/getActivities';
export { useActivityChanges } from './api/activityChanges';
export { useCurrentPatients } from './api/getCurrentPatients';
export { ActivityForm, type ActivityValues } from './components/ActivityForm';
export { ActivityAdminCard } from './components/ActivityAdminCard';
export { activitiesAdminMessages } from './components/messages';
