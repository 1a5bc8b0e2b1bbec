/** Coaching: the sessions an establishment plans or records for its patients. */
export { useCoachingSessions, useCoachingChanges } from './api/coaching';
export { CoachingSessions } from './components/CoachingSessions';
export { CoachingForm } from './components/CoachingForm';
export { coachingMessages } from './components/messages';
