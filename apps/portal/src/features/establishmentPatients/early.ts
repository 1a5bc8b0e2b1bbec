/** Its screens' first reads, started early (app/earlyReads.ts); no component: light. */
export { preloadEstablishmentPatients } from './api/getPatients';
export { preloadActivityWeek } from './api/getPatientsStats';
