/** Its screens' first reads, started early (boot/earlyReads.ts); no component: light. */
export { preloadInvitations } from './api/getInvitations';
