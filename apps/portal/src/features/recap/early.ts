/** Its screens' first reads, started early (app/earlyReads.ts); no component: light. */
export { preloadRecap } from './api/getRecap';
