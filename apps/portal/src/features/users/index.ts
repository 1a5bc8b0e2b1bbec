/** The signed-in user: who they are, and their language saved on the account. */
export { currentUserKey, fetchCurrentUser, useCurrentUser } from './api/getCurrentUser';
export { saveLocale } from './api/saveLocale';
export { useAccountLocale, useChooseLocale } from './accountLocale';
