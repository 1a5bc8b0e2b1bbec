import { defineMessages } from '../../../i18n/defineMessages';

/** The texts of the manager's patients (prefix manager.patients.*). */
export const patientsMessages = defineMessages({
  myPatients: { id: 'manager.patients.mine', defaultMessage: 'Mes patients' },
  count: {
    id: 'manager.patients.count',
    defaultMessage: '{count, plural, =0 {Aucun patient} one {# patient} other {# patients}}',
  },
  none: {
    id: 'manager.patients.none',
    defaultMessage: 'Aucun patient pour le moment. Invitez-en un pour commencer.',
  },
  noneArchived: {
    id: 'manager.patients.noneArchived',
    defaultMessage: 'Aucun patient archivé.',
  },
  seeAll: {
    id: 'manager.patients.seeAll',
    defaultMessage: 'Voir les {count} patients',
  },
  showAll: {
    id: 'manager.patients.activity.showAll',
    defaultMessage: 'Afficher les {count} patients',
  },
  perPatientFirst: {
    id: 'manager.patients.activity.perPatientFirst',
    defaultMessage:
      'Les patients ayant atteint le moins d’objectifs sont en tête, ceux sans données à la fin.',
  },
  filter: { id: 'manager.patients.filter', defaultMessage: 'Rechercher un patient' },
  filterHint: { id: 'manager.patients.filterHint', defaultMessage: 'Prénom ou nom' },
  noMatch: {
    id: 'manager.patients.noMatch',
    defaultMessage: 'Aucun patient ne correspond à « {term} ».',
  },
  device: { id: 'manager.patients.device', defaultMessage: 'Oxilio {serial}' },
  noDevice: { id: 'manager.patients.noDevice', defaultMessage: 'Sans oxilio' },
  awaitingValidation: {
    id: 'manager.patients.awaitingValidation',
    defaultMessage: 'Inscription à valider par le patient',
  },
  archiveScheduled: {
    id: 'manager.patients.archiveScheduled',
    defaultMessage: 'Fin du service : archivage le {date}',
  },
  archived: { id: 'manager.patients.archived', defaultMessage: 'Archivé' },
  serviceEnded: {
    id: 'manager.patients.serviceEnded',
    defaultMessage: 'Service terminé le {date}',
  },
  // Pending registrations
  pendingTitle: {
    id: 'manager.patients.pending.title',
    defaultMessage: 'Inscriptions en attente de validation',
  },
  pendingNotice: {
    id: 'manager.patients.pending.notice',
    defaultMessage:
      '{count, plural, one {# patient invité n’a pas encore validé son inscription} other {# patients invités n’ont pas encore validé leur inscription}}. Le lien reçu par e-mail leur permet de la terminer ; vous pouvez le leur renvoyer.',
  },
  pendingSent: { id: 'manager.patients.pending.sent', defaultMessage: 'Invité le {date}' },
  pendingNoName: { id: 'manager.patients.pending.noName', defaultMessage: 'Patient invité' },
  resend: { id: 'manager.patients.resend', defaultMessage: 'Renvoyer l’invitation' },
  resendTo: {
    id: 'manager.patients.resendTo',
    defaultMessage: 'Renvoyer l’invitation à {email}',
  },
  resent: {
    id: 'manager.patients.resent',
    defaultMessage: 'Une nouvelle invitation a été envoyée à {email}.',
  },
  // Invitation
  inviteTitle: { id: 'manager.patients.invite.title', defaultMessage: 'Ajouter un patient' },
  inviteIntro: {
    id: 'manager.patients.invite.intro',
    defaultMessage:
      'Le patient reçoit un e-mail pour créer son compte. Vous pourrez ensuite lui associer un oxilio.',
  },
  firstName: { id: 'manager.patients.invite.firstName', defaultMessage: 'Prénom' },
  lastName: { id: 'manager.patients.invite.lastName', defaultMessage: 'Nom' },
  email: { id: 'manager.patients.invite.email', defaultMessage: 'Adresse e-mail' },
  phone: { id: 'manager.patients.invite.phone', defaultMessage: 'Téléphone (facultatif)' },
  phoneHint: {
    id: 'manager.patients.invite.phoneHint',
    defaultMessage: 'Par exemple 06 12 34 56 78',
  },
  firstNameRequired: {
    id: 'manager.patients.invite.firstNameRequired',
    defaultMessage: 'Le prénom doit être renseigné.',
  },
  lastNameRequired: {
    id: 'manager.patients.invite.lastNameRequired',
    defaultMessage: 'Le nom doit être renseigné.',
  },
  emailRequired: {
    id: 'manager.patients.invite.emailRequired',
    defaultMessage: 'L’adresse e-mail doit être saisie.',
  },
  emailInvalid: {
    id: 'manager.patients.invite.emailInvalid',
    defaultMessage: 'Adresse e-mail invalide.',
  },
  phoneInvalid: {
    id: 'manager.patients.invite.phoneInvalid',
    defaultMessage: 'Numéro de téléphone invalide : chiffres, espaces, points ou tirets.',
  },
  inviteSubmit: { id: 'manager.patients.invite.submit', defaultMessage: 'Envoyer l’invitation' },
  invited: {
    id: 'manager.patients.invite.done',
    defaultMessage: 'Invitation envoyée à {email}.',
  },
  inviteFailed: {
    id: 'manager.patients.invite.failed',
    defaultMessage: 'L’invitation n’a pas pu être envoyée. Réessayez.',
  },
  // Activity
  stepsLabel: { id: 'manager.patients.activity.stepsLabel', defaultMessage: 'Pas' },
  perPatientHint: {
    id: 'manager.patients.activity.perPatientHint',
    defaultMessage: 'Nombre d’objectifs d’activité atteints chaque jour ; « — » : aucune donnée.',
  },
  patientColumn: { id: 'manager.patients.activity.patient', defaultMessage: 'Patient' },
  weekColumn: { id: 'manager.patients.activity.week', defaultMessage: 'Total' },
  // Patient page
  personalInformation: {
    id: 'manager.patients.page.personal',
    defaultMessage: 'Informations personnelles',
  },
  phoneNumber: { id: 'manager.patients.page.phone', defaultMessage: 'Téléphone' },
  birthDate: { id: 'manager.patients.page.birthDate', defaultMessage: 'Date de naissance' },
  registration: { id: 'manager.patients.page.registration', defaultMessage: 'Inscription' },
  registrationActive: {
    id: 'manager.patients.page.registration.active',
    defaultMessage: 'Compte actif',
  },
  notGiven: { id: 'manager.patients.page.notGiven', defaultMessage: 'Non renseigné' },
  deviceTitle: { id: 'manager.patients.page.device', defaultMessage: 'Oxilio' },
  deviceSince: {
    id: 'manager.patients.page.deviceSince',
    defaultMessage: 'Oxilio {serial}, associé le {date}',
  },
  results: {
    id: 'manager.patients.page.results',
    defaultMessage: 'Résultats des 7 derniers jours',
  },
  back: { id: 'manager.patients.page.back', defaultMessage: 'Retour à la liste des patients' },
  archivedOn: {
    id: 'manager.patients.page.archivedOn',
    defaultMessage: 'Patient archivé le {date}.',
  },
});
