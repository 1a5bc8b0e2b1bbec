/** Its screens' first reads, started early (app/earlyReads.ts); no component: light. */
export { preloadRehabilitatorPatients } from './api/getPatients';
export { preloadRehabilitatorInvites } from './api/getInvites';
