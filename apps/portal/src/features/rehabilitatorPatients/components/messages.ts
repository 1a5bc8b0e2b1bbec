import { defineMessages } from '../../../i18n/defineMessages';

/** The texts of the rehabilitator's patients list (prefix reeducator.patients.*). */
export const patientsMessages = defineMessages({
  currentTitle: { id: 'reeducator.patients.current.title', defaultMessage: 'Patients suivis' },
  currentCount: {
    id: 'reeducator.patients.current.count',
    defaultMessage: '{count, plural, =0 {Aucun patient} one {# patient} other {# patients}}',
  },
  filter: { id: 'reeducator.patients.filter', defaultMessage: 'Rechercher parmi mes patients' },
  filterHint: {
    id: 'reeducator.patients.filterHint',
    defaultMessage: 'Prénom ou nom',
  },
  sort: { id: 'reeducator.patients.sort', defaultMessage: 'Trier par' },
  sortName: { id: 'reeducator.patients.sort.name', defaultMessage: 'Nom' },
  sortAttention: {
    id: 'reeducator.patients.sort.attention',
    defaultMessage: 'À surveiller d’abord',
  },
  sortUsage: {
    id: 'reeducator.patients.sort.usage',
    defaultMessage: 'Jours d’utilisation (les moins d’abord)',
  },
  sortPerformance: {
    id: 'reeducator.patients.sort.performance',
    defaultMessage: 'Performance (la plus basse d’abord)',
  },
  noMatch: {
    id: 'reeducator.patients.noMatch',
    defaultMessage: 'Aucun de vos patients ne correspond à « {term} ».',
  },
  emptyTitle: {
    id: 'reeducator.patients.empty.title',
    defaultMessage: 'Vous ne suivez encore aucun patient',
  },
  emptyBody: {
    id: 'reeducator.patients.empty.body',
    defaultMessage:
      'Recherchez un patient de votre établissement ci-dessous pour lui proposer un suivi.',
  },
  painIncrease: { id: 'reeducator.patients.painIncrease', defaultMessage: 'Douleur en hausse' },
  awaitingSelf: {
    id: 'reeducator.patients.awaitingSelf',
    defaultMessage: 'En attente d’auto-rééducation',
  },
  noDevice: { id: 'reeducator.patients.noDevice', defaultMessage: 'Aucun boîtier associé' },
  main: { id: 'reeducator.patients.main', defaultMessage: 'Rééducateur principal' },
  noPathology: {
    id: 'reeducator.patients.noPathology',
    defaultMessage: 'Pathologie non renseignée',
  },
  pathology: { id: 'reeducator.patients.pathology', defaultMessage: 'Pathologie' },
  usageDays: { id: 'reeducator.patients.usageDays', defaultMessage: 'Utilisation' },
  usageDaysValue: {
    id: 'reeducator.patients.usageDaysValue',
    defaultMessage: '{days, plural, =0 {aucun jour} one {# jour} other {# jours}} sur 7',
  },
  performance: { id: 'reeducator.patients.performance', defaultMessage: 'Performance' },
  /** The week's performance: the days' scores over 7, and the days it rests on. */
  performanceWeek: {
    id: 'reeducator.patients.performanceWeek',
    defaultMessage: '{value} %, sur 7 jours dont {days, plural, one {# mesuré} other {# mesurés}}',
  },
  noData: { id: 'reeducator.patients.noData', defaultMessage: 'pas de données' },
  last7Days: { id: 'reeducator.patients.last7Days', defaultMessage: '7 derniers jours' },
  last7DaysSummary: {
    id: 'reeducator.patients.last7DaysSummary',
    defaultMessage: 'Pas par jour sur les 7 derniers jours : {values}',
  },
  noValue: { id: 'reeducator.patients.noValue', defaultMessage: 'aucune donnée' },
  archive: { id: 'reeducator.patients.archive', defaultMessage: 'Archiver' },
  archiveTitle: {
    id: 'reeducator.patients.archiveTitle',
    defaultMessage: 'Archiver {name} ?',
  },
  archiveBody: {
    id: 'reeducator.patients.archiveBody',
    defaultMessage:
      'Le patient passe dans vos archives : son dossier reste consultable et vous pourrez le remettre dans vos patients à tout moment.',
  },
  cancel: { id: 'reeducator.patients.cancel', defaultMessage: 'Annuler' },
  archivedTitle: {
    id: 'reeducator.patients.archived.title',
    defaultMessage: 'Patients archivés ({count})',
  },
  archivedEmpty: {
    id: 'reeducator.patients.archived.empty',
    defaultMessage: 'Aucun patient archivé.',
  },
  restore: { id: 'reeducator.patients.restore', defaultMessage: 'Remettre dans mes patients' },
  requestsTitle: {
    id: 'reeducator.patients.requests.title',
    defaultMessage: 'Demandes de suivi reçues',
  },
  requestsIntro: {
    id: 'reeducator.patients.requests.intro',
    defaultMessage:
      'Ces patients, ou le responsable de leur établissement, vous demandent de les suivre.',
  },
  requestedOn: {
    id: 'reeducator.patients.requests.on',
    defaultMessage: 'Demande du {date}',
  },
  requestedBy: {
    id: 'reeducator.patients.requests.by',
    defaultMessage: 'Demandé par {name} ({establishment})',
  },
  confirm: { id: 'reeducator.patients.requests.confirm', defaultMessage: 'Accepter' },
  refuse: { id: 'reeducator.patients.requests.refuse', defaultMessage: 'Refuser' },
  refuseTitle: {
    id: 'reeducator.patients.requests.refuseTitle',
    defaultMessage: 'Refuser la demande de {name} ?',
  },
  refuseBody: {
    id: 'reeducator.patients.requests.refuseBody',
    defaultMessage:
      'La demande disparaît. Pour suivre {name} plus tard, il faudra lui envoyer une invitation et attendre sa réponse.',
  },
  refuseConfirm: {
    id: 'reeducator.patients.requests.refuseConfirm',
    defaultMessage: 'Refuser la demande',
  },
  refuseKeep: {
    id: 'reeducator.patients.requests.refuseKeep',
    defaultMessage: 'Garder la demande',
  },
  confirmed: {
    id: 'reeducator.patients.requests.confirmed',
    defaultMessage: 'Vous suivez désormais {name}.',
  },
  refused: {
    id: 'reeducator.patients.requests.refused',
    defaultMessage: 'La demande de {name} est refusée.',
  },
  sentTitle: {
    id: 'reeducator.patients.sent.title',
    defaultMessage: 'Invitations envoyées en attente',
  },
  sentOn: { id: 'reeducator.patients.sent.on', defaultMessage: 'Envoyée le {date}' },
  withdraw: { id: 'reeducator.patients.sent.withdraw', defaultMessage: 'Retirer l’invitation' },
  withdrawn: {
    id: 'reeducator.patients.sent.withdrawn',
    defaultMessage: 'L’invitation à {name} est retirée.',
  },
  undo: { id: 'reeducator.patients.sent.undo', defaultMessage: 'Annuler' },
  invitedAgain: {
    id: 'reeducator.patients.sent.invitedAgain',
    defaultMessage: 'Invitation envoyée de nouveau à {name}.',
  },
  addTitle: { id: 'reeducator.patients.add.title', defaultMessage: 'Ajouter un patient' },
  addLabel: {
    id: 'reeducator.patients.add.label',
    defaultMessage: 'Nom, téléphone ou adresse e-mail',
  },
  addHint: {
    id: 'reeducator.patients.add.hint',
    defaultMessage:
      'Cherchez un patient par son nom, ou par son numéro de téléphone ou son adresse e-mail en entier. Il reçoit votre invitation et l’accepte depuis son espace. Ses coordonnées ne vous sont montrées qu’ensuite.',
  },
  addSearch: { id: 'reeducator.patients.add.search', defaultMessage: 'Rechercher' },
  addNone: {
    id: 'reeducator.patients.add.none',
    defaultMessage: 'Aucun patient trouvé pour « {term} ».',
  },
  addResults: {
    id: 'reeducator.patients.add.results',
    defaultMessage:
      '{count, plural, one {# patient trouvé} other {# patients trouvés}} pour « {term} »',
  },
  invite: { id: 'reeducator.patients.add.invite', defaultMessage: 'Inviter' },
  invited: {
    id: 'reeducator.patients.add.invited',
    defaultMessage: 'Invitation envoyée à {name}.',
  },
  linkPending: { id: 'reeducator.patients.link.pending', defaultMessage: 'Invitation en attente' },
  linkAccepted: { id: 'reeducator.patients.link.accepted', defaultMessage: 'Déjà suivi' },
  failed: {
    id: 'reeducator.patients.failed',
    defaultMessage: 'Cela n’a pas abouti. Réessayez dans un instant.',
  },
});
