/** Its screens' first reads, started early (boot/earlyReads.ts); no component: light. */
export { preloadGoals } from './api/getGoals';
