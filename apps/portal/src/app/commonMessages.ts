import { defineMessages } from '../i18n/defineMessages';

/** Texts several screens show, declared once. */
export const commonMessages = defineMessages({
  brandName: { id: 'portal.layout.brandName', defaultMessage: 'oxilio' },
  signOut: { id: 'portal.layout.signOut', defaultMessage: 'Se déconnecter' },
  retry: { id: 'portal.error.retry', defaultMessage: 'Réessayer' },
});
