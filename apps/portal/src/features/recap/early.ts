/** Its screens' first reads, started early (boot/earlyReads.ts); no component: light. */
export { preloadRecap } from './api/getRecap';
