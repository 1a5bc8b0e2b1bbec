import { defineMessages } from '../../../i18n/defineMessages';

/** The texts of a patient's follow-up by the team, for their manager (prefix manager.followUp.*). */
export const followUpRequestMessages = defineMessages({
  title: { id: 'manager.followUp.title', defaultMessage: 'Suivi en rééducation' },
  nobody: {
    id: 'manager.followUp.nobody',
    defaultMessage:
      'Aucun rééducateur ne suit ce patient. Demandez à un rééducateur de l’équipe de le prendre en charge.',
  },
  followedBy: { id: 'manager.followUp.followedBy', defaultMessage: 'Suivi par' },
  since: { id: 'manager.followUp.since', defaultMessage: 'Depuis le {date}' },
  main: { id: 'manager.followUp.main', defaultMessage: 'Principal' },
  capacity: { id: 'manager.followUp.capacity', defaultMessage: 'Capacité fonctionnelle' },
  capacityNotSet: {
    id: 'manager.followUp.capacityNotSet',
    defaultMessage: 'Pas encore renseignée',
  },
  objectives: { id: 'manager.followUp.objectives', defaultMessage: 'Objectifs quotidiens' },
  objectivesNotSet: {
    id: 'manager.followUp.objectivesNotSet',
    defaultMessage:
      'Pas encore fixés : le rééducateur les fixe à l’initialisation, à partir des valeurs par défaut de la capacité fonctionnelle.',
  },
  objectivesDefaults: {
    id: 'manager.followUp.objectivesDefaults',
    defaultMessage: 'Valeurs par défaut de la capacité fonctionnelle',
  },
  objectivesOwn: {
    id: 'manager.followUp.objectivesOwn',
    defaultMessage: 'Fixés par le rééducateur',
  },
  requestsTitle: { id: 'manager.followUp.requests', defaultMessage: 'Demandes de suivi' },
  requestPending: {
    id: 'manager.followUp.request.pending',
    defaultMessage: 'Demandé à {name} le {date} par {requester} : en attente de sa réponse.',
  },
  requestRefused: {
    id: 'manager.followUp.request.refused',
    defaultMessage:
      '{name} a refusé le suivi le {date}. Vous pouvez le demander à une autre personne de l’équipe de rééducation.',
  },
  requestCancelled: {
    id: 'manager.followUp.request.cancelled',
    defaultMessage: 'La demande à {name} a été annulée le {date}.',
  },
  requesterUnknown: {
    id: 'manager.followUp.request.requesterUnknown',
    defaultMessage: 'l’établissement',
  },
  ask: { id: 'manager.followUp.ask', defaultMessage: 'Demander un suivi à un rééducateur' },
  dialogTitle: {
    id: 'manager.followUp.dialog.title',
    defaultMessage: 'Demander à un rééducateur de suivre {name}',
  },
  dialogDescription: {
    id: 'manager.followUp.dialog.description',
    defaultMessage:
      'Le rééducateur reçoit la demande parmi ses demandes de suivi et l’accepte ou la refuse. S’il l’accepte, il initialise le patient : capacité fonctionnelle et objectifs.',
  },
  choose: { id: 'manager.followUp.dialog.choose', defaultMessage: 'Rééducateur de l’équipe' },
  alreadyFollows: {
    id: 'manager.followUp.dialog.alreadyFollows',
    defaultMessage: 'Suit déjà ce patient',
  },
  alreadyPending: {
    id: 'manager.followUp.dialog.alreadyPending',
    defaultMessage: 'Demande en attente de sa réponse',
  },
  required: {
    id: 'manager.followUp.dialog.required',
    defaultMessage: 'Choisissez un rééducateur.',
  },
  noneAvailable: {
    id: 'manager.followUp.dialog.noneAvailable',
    defaultMessage:
      'Aucun autre rééducateur de l’équipe ne peut recevoir la demande. Invitez-en un depuis la page Équipe de l’établissement.',
  },
  send: { id: 'manager.followUp.dialog.send', defaultMessage: 'Envoyer la demande' },
  cancel: { id: 'manager.followUp.dialog.cancel', defaultMessage: 'Annuler' },
  close: { id: 'manager.followUp.dialog.close', defaultMessage: 'Fermer' },
  sent: { id: 'manager.followUp.sent', defaultMessage: 'Demande envoyée à {name}.' },
  conflict: {
    id: 'manager.followUp.conflict',
    defaultMessage: 'Ce rééducateur suit déjà ce patient ou a déjà une demande en attente.',
  },
  failed: {
    id: 'manager.followUp.failed',
    defaultMessage: 'La demande n’a pas pu être envoyée. Réessayez.',
  },
});
