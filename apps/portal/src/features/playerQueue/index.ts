/**
 * What the session player has to send, kept on the device until the API has it (steps, review,
 * opening hours), and whether the service is reachable now (docs/decisions/portal-offline-player.md).
 */
export { forgetPlayerData } from './early';
export { playerQueue, usePlayerQueue, useRealtime, useSendPlayerQueue } from './queue';
export {
  pendingOfSession,
  type EffortDraft,
  type QueuedCall,
  type QueueSnapshot,
} from './playerQueue';
