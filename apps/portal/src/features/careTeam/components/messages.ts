import { defineMessages } from '../../../i18n/defineMessages';

/** The patient's care team: who follows them, their requests, stopping to share. */
export const careTeamMessages = defineMessages({
  title: { id: 'patient.careTeam.title', defaultMessage: 'Mon équipe de soins' },
  intro: {
    id: 'patient.careTeam.intro',
    defaultMessage:
      'Les rééducateurs qui suivent votre activité et vos séances, et vous prescrivent vos programmes.',
  },
  main: { id: 'patient.careTeam.main', defaultMessage: 'Rééducateur principal' },
  since: { id: 'patient.careTeam.since', defaultMessage: 'Vous suit depuis le {date}' },
  establishments: {
    id: 'patient.careTeam.establishments',
    defaultMessage:
      '{count, plural, one {Établissement : {names}} other {Établissements : {names}}}',
  },
  stopSharing: {
    id: 'patient.careTeam.stopSharing',
    defaultMessage: 'Ne plus partager mes données',
  },
  stopSharingTitle: {
    id: 'patient.careTeam.stopSharing.title',
    defaultMessage: 'Ne plus partager vos données avec {name} ?',
  },
  stopSharingBody: {
    id: 'patient.careTeam.stopSharing.body',
    defaultMessage:
      '{name} ne verra plus votre activité ni vos séances et ne vous suivra plus, dès maintenant. Vos données sont conservées. Pour que cette personne vous suive de nouveau, il faudra une nouvelle demande de suivi.',
  },
  stopSharingMainNext: {
    id: 'patient.careTeam.stopSharing.mainNext',
    defaultMessage: '{name} assure votre suivi principal : {next} prendra le relais.',
  },
  stopSharingMainNone: {
    id: 'patient.careTeam.stopSharing.mainNone',
    defaultMessage: 'Vous n’aurez plus de rééducateur pour suivre votre rééducation.',
  },
  stopSharingConfirm: {
    id: 'patient.careTeam.stopSharing.confirm',
    defaultMessage: 'Ne plus partager',
  },
  keepSharing: { id: 'patient.careTeam.keepSharing', defaultMessage: 'Garder le suivi' },
  stopped: {
    id: 'patient.careTeam.stopped',
    defaultMessage: '{name} ne voit plus vos données et ne vous suit plus.',
  },
  alreadyStopped: {
    id: 'patient.careTeam.alreadyStopped',
    defaultMessage: 'Ce suivi était déjà arrêté : la liste est à jour.',
  },
  stopFailed: {
    id: 'patient.careTeam.stopFailed',
    defaultMessage: 'Le partage n’a pas pu être arrêté. Réessayez dans un instant.',
  },
  emptyTitle: {
    id: 'patient.careTeam.emptyTitle',
    defaultMessage: 'Aucun rééducateur ne vous suit pour le moment.',
  },
  emptyBody: {
    id: 'patient.careTeam.emptyBody',
    defaultMessage:
      'Quand un rééducateur vous demandera de vous suivre, vous pourrez accepter ici ou à l’ouverture de l’application.',
  },
  requestsTitle: {
    id: 'patient.careTeam.requests.title',
    defaultMessage: 'Demandes de suivi en attente',
  },
  requestsIntro: {
    id: 'patient.careTeam.requests.intro',
    defaultMessage:
      'En acceptant, ce rééducateur verra votre activité et vos séances et pourra vous prescrire des programmes.',
  },
  requestReceived: {
    id: 'patient.careTeam.requests.received',
    defaultMessage: 'Souhaite vous suivre',
  },
  requestSent: {
    id: 'patient.careTeam.requests.sent',
    defaultMessage: 'Votre demande attend sa réponse',
  },
  accept: { id: 'patient.careTeam.requests.accept', defaultMessage: 'Accepter' },
  refuse: { id: 'patient.careTeam.requests.refuse', defaultMessage: 'Refuser' },
  refuseTitle: {
    id: 'patient.careTeam.requests.refuse.title',
    defaultMessage: 'Refuser la demande de {name} ?',
  },
  refuseBody: {
    id: 'patient.careTeam.requests.refuse.body',
    defaultMessage:
      '{name} ne verra pas vos données. Cette personne pourra vous envoyer une nouvelle demande plus tard.',
  },
  keepRequest: { id: 'patient.careTeam.requests.keep', defaultMessage: 'Garder la demande' },
  accepted: {
    id: 'patient.careTeam.requests.accepted',
    defaultMessage: '{name} fait maintenant partie de votre équipe de soins.',
  },
  refused: {
    id: 'patient.careTeam.requests.refused',
    defaultMessage: 'Vous avez refusé la demande de {name}.',
  },
  alreadyAnswered: {
    id: 'patient.careTeam.requests.alreadyAnswered',
    defaultMessage: 'Cette demande a déjà reçu une réponse : la liste est à jour.',
  },
  answerFailed: {
    id: 'patient.careTeam.requests.answerFailed',
    defaultMessage: 'La réponse n’a pas pu être envoyée. Réessayez dans un instant.',
  },
});
