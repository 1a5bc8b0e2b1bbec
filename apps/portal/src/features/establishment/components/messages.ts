import { defineMessages } from '../../../i18n/defineMessages';

/** The texts of the establishment's team and account (prefix manager.establishment.*). */
export const establishmentMessages = defineMessages({
  cancel: { id: 'manager.establishment.cancel', defaultMessage: 'Annuler' },
  failed: {
    id: 'manager.establishment.failed',
    defaultMessage: 'L’action n’a pas abouti. Réessayez dans un instant.',
  },
  // Team: the rehabilitators
  membersTitle: { id: 'manager.establishment.members.title', defaultMessage: 'Rééducateurs' },
  membersEmptyTitle: {
    id: 'manager.establishment.members.emptyTitle',
    defaultMessage: 'Aucun rééducateur dans l’équipe',
  },
  membersEmptyBody: {
    id: 'manager.establishment.members.emptyBody',
    defaultMessage: 'Invitez un rééducateur par e-mail : il rejoindra l’équipe en acceptant.',
  },
  memberSince: {
    id: 'manager.establishment.members.since',
    defaultMessage: 'Dans l’équipe depuis le {date}',
  },
  remove: { id: 'manager.establishment.members.remove', defaultMessage: 'Retirer de l’équipe' },
  removeTitle: {
    id: 'manager.establishment.members.removeTitle',
    defaultMessage: 'Retirer {name} de l’équipe ?',
  },
  removeBody: {
    id: 'manager.establishment.members.removeBody',
    defaultMessage:
      'Cette personne ne verra plus les patients de l’établissement. Vous pourrez l’inviter de nouveau.',
  },
  removed: {
    id: 'manager.establishment.members.removed',
    defaultMessage: '{name} ne fait plus partie de l’équipe.',
  },
  physiotherapist: {
    id: 'manager.establishment.profession.physiotherapist',
    defaultMessage: 'Kinésithérapeute',
  },
  occupationalTherapist: {
    id: 'manager.establishment.profession.occupationalTherapist',
    defaultMessage: 'Ergothérapeute',
  },
  // Team: inviting
  inviteTitle: {
    id: 'manager.establishment.invite.title',
    defaultMessage: 'Inviter un rééducateur',
  },
  inviteIntro: {
    id: 'manager.establishment.invite.intro',
    defaultMessage:
      'Il recevra un e-mail pour rejoindre l’équipe, ou pour créer son compte s’il n’en a pas encore.',
  },
  email: { id: 'manager.establishment.field.email', defaultMessage: 'Adresse e-mail' },
  firstName: { id: 'manager.establishment.field.firstName', defaultMessage: 'Prénom' },
  lastName: { id: 'manager.establishment.field.lastName', defaultMessage: 'Nom' },
  emailInvalid: {
    id: 'manager.establishment.field.emailInvalid',
    defaultMessage: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
  },
  required: {
    id: 'manager.establishment.field.required',
    defaultMessage: 'Ce champ est obligatoire.',
  },
  send: { id: 'manager.establishment.invite.send', defaultMessage: 'Envoyer l’invitation' },
  invited: {
    id: 'manager.establishment.invite.sent',
    defaultMessage: 'Invitation envoyée à {email}.',
  },
  alreadyInvited: {
    id: 'manager.establishment.invite.conflict',
    defaultMessage: 'Cette personne fait déjà partie de l’équipe ou a déjà été invitée.',
  },
  // Team: invitations sent and applications
  sentTitle: { id: 'manager.establishment.sent.title', defaultMessage: 'Invitations envoyées' },
  sentEmpty: {
    id: 'manager.establishment.sent.empty',
    defaultMessage: 'Aucune invitation en attente de réponse.',
  },
  sentOn: { id: 'manager.establishment.sent.on', defaultMessage: 'Envoyée le {date}' },
  withdraw: {
    id: 'manager.establishment.sent.withdraw',
    defaultMessage: 'Annuler l’invitation',
  },
  withdrawTitle: {
    id: 'manager.establishment.sent.withdrawTitle',
    defaultMessage: 'Annuler l’invitation de {name} ?',
  },
  withdrawBody: {
    id: 'manager.establishment.sent.withdrawBody',
    defaultMessage: 'Le lien reçu par e-mail ne fonctionnera plus.',
  },
  keep: { id: 'manager.establishment.sent.keep', defaultMessage: 'Garder l’invitation' },
  withdrawn: {
    id: 'manager.establishment.sent.withdrawn',
    defaultMessage: 'L’invitation de {name} est annulée.',
  },
  undoWithdraw: { id: 'manager.establishment.sent.undo', defaultMessage: 'Annuler' },
  invitedAgain: {
    id: 'manager.establishment.sent.invitedAgain',
    defaultMessage: 'Invitation renvoyée à {name} : un nouveau lien lui a été envoyé.',
  },
  applicationsTitle: {
    id: 'manager.establishment.applications.title',
    defaultMessage: 'Demandes pour rejoindre l’équipe',
  },
  applicationsEmpty: {
    id: 'manager.establishment.applications.empty',
    defaultMessage: 'Aucune demande en attente.',
  },
  askedOn: { id: 'manager.establishment.applications.on', defaultMessage: 'Demande du {date}' },
  accept: { id: 'manager.establishment.applications.accept', defaultMessage: 'Accepter' },
  refuse: { id: 'manager.establishment.applications.refuse', defaultMessage: 'Refuser' },
  refuseTitle: {
    id: 'manager.establishment.applications.refuseTitle',
    defaultMessage: 'Refuser la demande de {name} ?',
  },
  refuseBody: {
    id: 'manager.establishment.applications.refuseBody',
    defaultMessage:
      'Cette personne ne rejoindra pas l’équipe. Elle pourra faire une autre demande.',
  },
  accepted: {
    id: 'manager.establishment.applications.accepted',
    defaultMessage: '{name} fait maintenant partie de l’équipe.',
  },
  refused: {
    id: 'manager.establishment.applications.refused',
    defaultMessage: 'La demande de {name} est refusée.',
  },
  // Account: the establishment's data
  dataTitle: {
    id: 'manager.establishment.data.title',
    defaultMessage: 'Informations de l’établissement',
  },
  name: { id: 'manager.establishment.data.name', defaultMessage: 'Nom de l’établissement' },
  type: { id: 'manager.establishment.data.type', defaultMessage: 'Type d’établissement' },
  number: { id: 'manager.establishment.data.number', defaultMessage: 'Numéro' },
  street: { id: 'manager.establishment.data.street', defaultMessage: 'Rue' },
  precisions: {
    id: 'manager.establishment.data.precisions',
    defaultMessage: 'Complément d’adresse',
  },
  zipCode: { id: 'manager.establishment.data.zipCode', defaultMessage: 'Code postal' },
  zipCodeInvalid: {
    id: 'manager.establishment.data.zipCodeInvalid',
    defaultMessage: 'Saisissez un code postal valide (2 à 10 chiffres ou lettres).',
  },
  town: { id: 'manager.establishment.data.town', defaultMessage: 'Ville' },
  country: { id: 'manager.establishment.data.country', defaultMessage: 'Pays' },
  countryNone: { id: 'manager.establishment.data.countryNone', defaultMessage: 'Non renseigné' },
  siret: { id: 'manager.establishment.data.siret', defaultMessage: 'Numéro SIRET' },
  siretHint: {
    id: 'manager.establishment.data.siretHint',
    defaultMessage: '14 chiffres, sans espaces',
  },
  siretInvalid: {
    id: 'manager.establishment.data.siretInvalid',
    defaultMessage: 'Ce numéro SIRET n’est pas valide : vérifiez les 14 chiffres.',
  },
  save: { id: 'manager.establishment.data.save', defaultMessage: 'Enregistrer' },
  saved: {
    id: 'manager.establishment.data.saved',
    defaultMessage: 'Les informations de l’établissement sont enregistrées.',
  },
  fixErrors: {
    id: 'manager.establishment.data.fixErrors',
    defaultMessage: 'Corrigez les champs signalés avant d’enregistrer.',
  },
  // Account: the managers (professional helper accounts)
  managersTitle: {
    id: 'manager.establishment.managers.title',
    defaultMessage: 'Comptes des responsables',
  },
  managersIntro: {
    id: 'manager.establishment.managers.intro',
    defaultMessage:
      'Les personnes qui gèrent l’établissement avec vous : elles ont les mêmes droits que vous.',
  },
  me: { id: 'manager.establishment.managers.me', defaultMessage: 'Vous' },
  managerSince: {
    id: 'manager.establishment.managers.since',
    defaultMessage: 'Responsable depuis le {date}',
  },
  removeManager: {
    id: 'manager.establishment.managers.remove',
    defaultMessage: 'Retirer ce compte',
  },
  removeManagerTitle: {
    id: 'manager.establishment.managers.removeTitle',
    defaultMessage: 'Retirer le compte de {name} ?',
  },
  removeManagerBody: {
    id: 'manager.establishment.managers.removeBody',
    defaultMessage: 'Cette personne ne pourra plus gérer l’établissement.',
  },
  managerRemoved: {
    id: 'manager.establishment.managers.removed',
    defaultMessage: 'Le compte de {name} est retiré.',
  },
  lastManager: {
    id: 'manager.establishment.managers.last',
    defaultMessage: 'Le dernier responsable de l’établissement ne peut pas être retiré.',
  },
  managerInvitationsTitle: {
    id: 'manager.establishment.managers.invitationsTitle',
    defaultMessage: 'Invitations en attente',
  },
  expiresOn: {
    id: 'manager.establishment.managers.expiresOn',
    defaultMessage: 'Lien valable jusqu’au {date}',
  },
  inviteManagerTitle: {
    id: 'manager.establishment.managers.inviteTitle',
    defaultMessage: 'Inviter un responsable',
  },
  role: { id: 'manager.establishment.field.function', defaultMessage: 'Fonction' },
  roleHint: {
    id: 'manager.establishment.field.functionHint',
    defaultMessage: 'Par exemple : cadre de santé, directrice adjointe',
  },
});
