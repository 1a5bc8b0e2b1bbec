/**
 * The texts of the direct debit mandate form (a PDF, docs/decisions/direct-debit-mandate.md). They
 * live in the emails' catalogues (locales/mail/, ids `mail.mandate.*`): the API's one catalogue,
 * translated and checked with the same tools, and never shipped to the portal. French is the
 * source; the wording follows the usual SEPA Core mandate of each language, in plain words.
 */
import { defineMessages } from '@formatjs/intl';

export const mandateTexts = defineMessages({
  title: { id: 'mail.mandate.title', defaultMessage: 'Mandat de prélèvement SEPA' },
  reference: {
    id: 'mail.mandate.reference',
    defaultMessage: 'Référence unique du mandat (RUM)',
  },
  paymentType: { id: 'mail.mandate.paymentType', defaultMessage: 'Type de paiement' },
  recurrent: { id: 'mail.mandate.recurrent', defaultMessage: 'Récurrent' },
  authorisation: {
    id: 'mail.mandate.authorisation',
    defaultMessage:
      'En signant ce formulaire de mandat, vous autorisez (A) {creditor} à envoyer des instructions à votre banque pour débiter votre compte, et (B) votre banque à débiter votre compte conformément aux instructions de {creditor}.',
  },
  refund: {
    id: 'mail.mandate.refund',
    defaultMessage:
      'Vous bénéficiez du droit d’être remboursé par votre banque selon les conditions décrites dans la convention que vous avez passée avec elle. Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre compte pour un prélèvement autorisé.',
  },
  rights: {
    id: 'mail.mandate.rights',
    defaultMessage:
      'Vos droits concernant le présent mandat sont expliqués dans un document que vous pouvez obtenir auprès de votre banque.',
  },
  creditor: { id: 'mail.mandate.creditor', defaultMessage: 'Créancier' },
  creditorIdentifier: {
    id: 'mail.mandate.creditorIdentifier',
    defaultMessage: 'Identifiant créancier SEPA (ICS)',
  },
  debtor: { id: 'mail.mandate.debtor', defaultMessage: 'Débiteur (titulaire du compte)' },
  name: { id: 'mail.mandate.name', defaultMessage: 'Nom' },
  address: { id: 'mail.mandate.address', defaultMessage: 'Adresse' },
  iban: { id: 'mail.mandate.iban', defaultMessage: 'IBAN (numéro de compte)' },
  bic: { id: 'mail.mandate.bic', defaultMessage: 'BIC (code de la banque)' },
  fillIn: {
    id: 'mail.mandate.fillIn',
    defaultMessage: 'À remplir par vous : IBAN, BIC, lieu, date et signature.',
  },
  place: { id: 'mail.mandate.place', defaultMessage: 'Lieu' },
  date: { id: 'mail.mandate.date', defaultMessage: 'Date' },
  signature: { id: 'mail.mandate.signature', defaultMessage: 'Signature' },
  returnTo: {
    id: 'mail.mandate.returnTo',
    defaultMessage:
      'Renvoyez ce mandat rempli et signé en le déposant à l’étape « Mandat de prélèvement » de votre inscription sur oxilio : un PDF ou une photo lisible convient.',
  },
});

export type MandateText = keyof typeof mandateTexts;
