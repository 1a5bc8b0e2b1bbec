/** Its screens' first reads, started early (boot/earlyReads.ts); no component: light. */
export { preloadRehabilitatorPatients } from './api/getPatients';
export { preloadRehabilitatorInvites } from './api/getInvites';
export { preloadEndedFollowUps } from './api/getEndedFollowUps';
