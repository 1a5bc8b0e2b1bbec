/**
 * Portal paths the API puts in emails. The portal checks in a test that each one opens a screen of
 * its routes (apps/portal/src/routes/portalLinks.test.ts), so that a renamed route cannot leave an
 * email pointing nowhere.
 */
export const portalLinks = {
  /** Where a rehabilitator answers an establishment's invitation to join its team. */
  rehabilitatorProfile: '/reeducateur/profile',
} as const;
