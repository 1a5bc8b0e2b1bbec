/** The signed-in user: who they are, and their language saved on the account. */
export { useCurrentUser } from './api/getCurrentUser';
export { useAccountLocale, useChooseLocale } from './accountLocale';
