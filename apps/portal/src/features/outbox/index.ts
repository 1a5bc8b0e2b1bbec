/** The email outbox of the debug route. */
export { useOutbox } from './api/getOutbox';
