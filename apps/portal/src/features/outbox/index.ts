/** The email outbox of the debug route, and the token it is asked with. */
export { useOutbox } from './api/getOutbox';
export { debugTokenStorageKey, takeDebugToken } from './debugToken';
