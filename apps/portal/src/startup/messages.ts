import { defineMessages } from '../i18n/defineMessages';

/** Texts of the start-up modals of a signed-in patient (docs/product.md#start-up-modals). */
export const startupMessages = defineMessages({
  invitationTitle: {
    id: 'portal.startup.invitation.title',
    defaultMessage: 'Demande de suivi',
  },
  invitationText: {
    id: 'portal.startup.invitation.text',
    defaultMessage:
      '{firstName} {lastName}, spécialiste de la rééducation, souhaite vous ajouter à sa patientèle pour suivre votre rééducation et vous prescrire des programmes d’auto-rééducation personnalisés.',
  },
  accept: { id: 'portal.startup.invitation.accept', defaultMessage: 'Accepter' },
  refuse: { id: 'portal.startup.invitation.refuse', defaultMessage: 'Refuser' },
  sending: {
    id: 'portal.startup.invitation.sending',
    defaultMessage: 'Envoi de votre réponse…',
  },
  answerFailed: {
    id: 'portal.startup.invitation.failed',
    defaultMessage: 'Votre réponse n’a pas pu être enregistrée.',
  },
  rankTitle: { id: 'portal.startup.rank.title', defaultMessage: 'Nouveau rang atteint !' },
  rankText: {
    id: 'portal.startup.rank.text',
    defaultMessage:
      'Félicitations, vous avez atteint le rang {rank}. Chaque étoile compte, continuez ainsi !',
  },
  rankTextUnnamed: {
    id: 'portal.startup.rank.textUnnamed',
    defaultMessage:
      'Félicitations, vous avez atteint un nouveau rang. Chaque étoile compte, continuez ainsi !',
  },
  tagTitle: { id: 'portal.startup.tag.title', defaultMessage: 'Nouveau succès débloqué !' },
  tagText: {
    id: 'portal.startup.tag.text',
    defaultMessage:
      'Félicitations, vous avez débloqué le succès « {tag} ». Bravo pour vos efforts !',
  },
  tagTextUnnamed: {
    id: 'portal.startup.tag.textUnnamed',
    defaultMessage: 'Félicitations, vous avez débloqué un nouveau succès. Bravo pour vos efforts !',
  },
  continue: { id: 'portal.startup.continue', defaultMessage: 'Continuer' },
});
