/** Its screens' first reads, started early (boot/earlyReads.ts); no component: light. */
export { preloadAlerts } from './api/getAlerts';
