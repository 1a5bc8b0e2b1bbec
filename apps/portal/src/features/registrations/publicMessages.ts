import { defineMessages } from '../../i18n/defineMessages';

/**
 * The texts of the registration that signed-out screens show (the establishment picker of the
 * signup form, the welcome at its end): they go into the public catalogue (scripts/i18n-compile.mjs),
 * the others do not.
 */
export const registrationPublicMessages = defineMessages({
  // The directory (signup form and profile)
  searchLabel: {
    id: 'registration.search.label',
    defaultMessage: 'Nom ou ville de votre établissement',
  },
  searchHint: {
    id: 'registration.search.hint',
    defaultMessage: 'Tapez au moins 2 lettres, puis appuyez sur Rechercher.',
  },
  searchButton: { id: 'registration.search.button', defaultMessage: 'Rechercher' },
  searchTooShort: {
    id: 'registration.search.tooShort',
    defaultMessage: 'Tapez au moins 2 lettres du nom ou de la ville.',
  },
  searchFailed: {
    id: 'registration.search.failed',
    defaultMessage: 'La recherche n’a pas abouti. Vérifiez votre connexion et réessayez.',
  },
  results: {
    id: 'registration.search.results',
    defaultMessage:
      '{count, plural, =0 {Aucun établissement ne correspond à « {query} ».} one {# établissement trouvé : choisissez le vôtre.} other {# établissements trouvés : choisissez le vôtre.}}',
  },
  resultsLegend: { id: 'registration.search.legend', defaultMessage: 'Votre établissement' },
  resultLabel: { id: 'registration.search.result', defaultMessage: '{name}, {town}' },
  notListed: {
    id: 'registration.search.notListed',
    defaultMessage: 'Mon établissement n’est pas dans la liste',
  },
  notListedHint: {
    id: 'registration.search.notListedHint',
    defaultMessage:
      'Votre demande sera enregistrée sans établissement : vous pourrez en demander un plus tard depuis votre profil.',
  },
  notInDirectory: {
    id: 'registration.search.notInDirectory',
    defaultMessage:
      'Si votre établissement n’apparaît pas, il n’utilise pas encore oxilio : parlez-en à son équipe.',
  },

  // The end of the signup (the welcome)
  doneLinked: {
    id: 'registration.done.linked',
    defaultMessage:
      'Votre compte est créé. {establishment} vous suit : son équipe peut désormais vous associer un oxilio.',
  },
  doneLinkedUnnamed: {
    id: 'registration.done.linkedUnnamed',
    defaultMessage:
      'Votre compte est créé. Votre établissement vous suit : son équipe peut désormais vous associer un oxilio.',
  },
  donePending: {
    id: 'registration.done.pending',
    defaultMessage:
      'Votre compte est créé. Votre demande d’inscription a été transmise à {establishment} : son équipe va l’examiner et vous recevrez un e-mail dès sa réponse. Une fois acceptée, l’établissement pourra vous associer un oxilio.',
  },
  doneNone: {
    id: 'registration.done.none',
    defaultMessage:
      'Votre compte est créé. Aucun établissement ne vous suit encore : c’est lui qui vous prêtera un oxilio. Une fois connecté, dans Mon profil, onglet Compte, cherchez le vôtre et demandez-lui de vous suivre.',
  },
});
