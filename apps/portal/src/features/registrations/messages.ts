import { defineMessages } from '../../i18n/defineMessages';
import { registrationPublicMessages } from './publicMessages';

/** The texts of a patient's registration with an establishment (the signed-in screens' own here). */
export const registrationMessages = {
  ...registrationPublicMessages,
  ...defineMessages({
    // The patient's card (profile)
    cardTitle: { id: 'registration.card.title', defaultMessage: 'Être suivi par un établissement' },
    noneBody: {
      id: 'registration.card.none',
      defaultMessage:
        'Aucun établissement ne vous suit pour le moment. Pour recevoir un oxilio, demandez à l’établissement où vous vivez ou qui vous soigne de vous suivre : son équipe vous répondra par e-mail.',
    },
    pendingBody: {
      id: 'registration.card.pending',
      defaultMessage:
        'Votre demande a été envoyée à {establishment} le {date}. Son équipe va vous répondre par e-mail.',
    },
    refusedBody: {
      id: 'registration.card.refused',
      defaultMessage:
        '{establishment} n’a pas accepté votre demande. S’il s’agit d’une erreur, contactez directement l’établissement, ou demandez à un autre établissement de vous suivre.',
    },
    askOther: {
      id: 'registration.card.askOther',
      defaultMessage:
        'Vous vous êtes trompé d’établissement ? Cherchez le bon pour remplacer votre demande.',
    },
    ask: { id: 'registration.card.ask', defaultMessage: 'Demander à être suivi' },
    askNeedsPick: {
      id: 'registration.card.askNeedsPick',
      defaultMessage: 'Cherchez puis choisissez votre établissement.',
    },
    asked: {
      id: 'registration.card.asked',
      defaultMessage: 'Votre demande a été envoyée à {establishment}.',
    },
    askFailed: {
      id: 'registration.card.askFailed',
      defaultMessage: 'Votre demande n’a pas pu être envoyée. Réessayez.',
    },
    alreadyFollowed: {
      id: 'registration.card.alreadyFollowed',
      defaultMessage: 'Un établissement vous suit déjà : rechargez la page.',
    },

    // My day
    dayNoneTitle: {
      id: 'registration.day.none.title',
      defaultMessage: 'Bienvenue ! Un établissement doit d’abord vous suivre',
    },
    dayNoneBody: {
      id: 'registration.day.none.body',
      defaultMessage:
        'C’est l’établissement qui vous suit qui vous prête un oxilio. Aucun ne vous suit pour le moment : demandez-le depuis votre profil.',
    },
    dayPendingTitle: {
      id: 'registration.day.pending.title',
      defaultMessage: 'Bienvenue ! Votre demande est en attente',
    },
    dayPendingBody: {
      id: 'registration.day.pending.body',
      defaultMessage:
        '{establishment} examine votre demande. Une fois acceptée, son équipe pourra vous associer un oxilio, et vous retrouverez ici vos résultats, vos objectifs et vos étoiles.',
    },
    dayRefusedTitle: {
      id: 'registration.day.refused.title',
      defaultMessage: 'Votre demande n’a pas été acceptée',
    },
    dayRefusedBody: {
      id: 'registration.day.refused.body',
      defaultMessage:
        '{establishment} ne vous suit pas. Vous pouvez demander à un autre établissement depuis votre profil.',
    },
    toProfile: {
      id: 'registration.day.toProfile',
      defaultMessage: 'Demander à un établissement de me suivre',
    },

    // The managers' requests
    requestsTitle: { id: 'registration.requests.title', defaultMessage: 'Demandes d’inscription' },
    requestsIntro: {
      id: 'registration.requests.intro',
      defaultMessage:
        '{count, plural, one {Une personne inscrite seule demande à être suivie par votre établissement.} other {# personnes inscrites seules demandent à être suivies par votre établissement.}} Acceptée, elle rejoint vos patients ; refusée, elle en est informée par e-mail.',
    },
    requestedOn: { id: 'registration.requests.on', defaultMessage: 'Demande du {date}' },
    livesIn: { id: 'registration.requests.town', defaultMessage: 'Adresse à {town}' },
    accept: { id: 'registration.requests.accept', defaultMessage: 'Accepter' },
    refuse: { id: 'registration.requests.refuse', defaultMessage: 'Refuser' },
    refuseTitle: {
      id: 'registration.requests.refuseTitle',
      defaultMessage: 'Refuser la demande de {name} ?',
    },
    refuseBody: {
      id: 'registration.requests.refuseBody',
      defaultMessage:
        'Un e-mail informera {name} que votre établissement n’assure pas son suivi ; une demande à un autre établissement restera possible.',
    },
    cancel: { id: 'registration.requests.cancel', defaultMessage: 'Annuler' },
    accepted: {
      id: 'registration.requests.accepted',
      defaultMessage:
        '{name} fait désormais partie de vos patients : vous pouvez lui associer un oxilio.',
    },
    refused: {
      id: 'registration.requests.refused',
      defaultMessage: 'La demande de {name} est refusée ; un e-mail l’en informe.',
    },
    answerFailed: {
      id: 'registration.requests.failed',
      defaultMessage: 'La réponse n’a pas pu être enregistrée. Réessayez.',
    },
    answerGone: {
      id: 'registration.requests.gone',
      defaultMessage: 'Cette demande a déjà reçu une réponse ou a été retirée.',
    },
    answerConflict: {
      id: 'registration.requests.conflict',
      defaultMessage: 'Un autre établissement suit déjà cette personne.',
    },
  }),
};
