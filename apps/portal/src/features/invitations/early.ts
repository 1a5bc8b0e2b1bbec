/** Its screens' first reads, started early (app/earlyReads.ts); no component: light. */
export { preloadInvitations } from './api/getInvitations';
