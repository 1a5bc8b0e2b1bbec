/**
 * Portal paths the API puts in emails. The portal checks in a test that each one opens a screen of
 * its routes (apps/portal/src/routes/portalLinks.test.ts), so that a renamed route cannot leave an
 * email pointing nowhere.
 */
export const portalLinks = {
  /** Where a rehabilitator answers an establishment's invitation to join its team. */
  rehabilitatorProfile: '/reeducateur/profile',
  /** The sign-in page (the portal's home when signed out). */
  signIn: '/',
  /** Where a person who forgot their password asks for a new one. */
  forgotPassword: '/auth/forgotpassword',
} as const;
