/** Its screens' first reads, started early (boot/earlyReads.ts); no component: light. */
export { preloadEstablishmentPatients } from './api/getPatients';
export { preloadActivityWeek } from './api/getPatientsStats';
export { preloadEvolution } from './api/getFollowUp';
