import { defineMessages } from '../../../i18n/defineMessages';

/** A patient's relatives: the patient's own list and form, the care team's "who to call". */
export const relativesMessages = defineMessages({
  title: { id: 'patient.relatives.title', defaultMessage: 'Mes proches' },
  intro: {
    id: 'patient.relatives.intro',
    defaultMessage:
      'Les personnes à prévenir ou à appeler si besoin. Votre équipe de soins les voit dans votre dossier.',
  },
  emptyTitle: {
    id: 'patient.relatives.empty.title',
    defaultMessage: 'Aucun proche pour l’instant',
  },
  emptyBody: {
    id: 'patient.relatives.empty.body',
    defaultMessage: 'Ajoutez un proche ci-dessous : votre équipe de soins saura qui appeler.',
  },
  careTeamTitle: { id: 'careTeam.relatives.title', defaultMessage: 'Proches à contacter' },
  careTeamIntro: {
    id: 'careTeam.relatives.intro',
    defaultMessage:
      'Les proches que le patient a indiqués, à appeler si besoin. Seul le patient peut modifier cette liste.',
  },
  careTeamEmpty: {
    id: 'careTeam.relatives.empty',
    defaultMessage: 'Le patient n’a indiqué aucun proche.',
  },
  phoneLabel: { id: 'patient.relatives.phoneLabel', defaultMessage: 'Téléphone :' },
  emailLabel: { id: 'patient.relatives.emailLabel', defaultMessage: 'E-mail :' },
  noContact: {
    id: 'patient.relatives.noContact',
    defaultMessage: 'Ni téléphone ni e-mail indiqué',
  },
  remove: { id: 'patient.relatives.remove', defaultMessage: 'Retirer' },
  removeTitle: {
    id: 'patient.relatives.remove.title',
    defaultMessage: 'Retirer {name} de vos proches ?',
  },
  removeBody: {
    id: 'patient.relatives.remove.body',
    defaultMessage:
      'Votre équipe de soins ne verra plus ses coordonnées. Vous pourrez l’ajouter de nouveau plus tard.',
  },
  keep: { id: 'patient.relatives.remove.keep', defaultMessage: 'Garder' },
  removed: {
    id: 'patient.relatives.removed',
    defaultMessage: '{name} ne fait plus partie de vos proches.',
  },
  alreadyRemoved: {
    id: 'patient.relatives.alreadyRemoved',
    defaultMessage: 'Ce proche avait déjà été retiré de la liste.',
  },
  removeFailed: {
    id: 'patient.relatives.removeFailed',
    defaultMessage: 'Le proche n’a pas pu être retiré. Réessayez dans un instant.',
  },
  formTitle: { id: 'patient.relatives.form.title', defaultMessage: 'Ajouter un proche' },
  firstName: { id: 'patient.relatives.form.firstName', defaultMessage: 'Prénom' },
  lastName: { id: 'patient.relatives.form.lastName', defaultMessage: 'Nom' },
  relationship: { id: 'patient.relatives.form.relationship', defaultMessage: 'Lien' },
  relationshipHint: {
    id: 'patient.relatives.form.relationshipHint',
    defaultMessage: 'Facultatif. Par exemple : fille, voisin, ami',
  },
  phone: { id: 'patient.relatives.form.phone', defaultMessage: 'Téléphone' },
  phoneHint: {
    id: 'patient.relatives.form.phoneHint',
    defaultMessage: 'Facultatif. Par exemple : 06 12 34 56 78',
  },
  email: { id: 'patient.relatives.form.email', defaultMessage: 'Adresse e-mail' },
  emailHint: {
    id: 'patient.relatives.form.emailHint',
    defaultMessage: 'Facultatif. Par exemple : prenom.nom@exemple.fr',
  },
  add: { id: 'patient.relatives.form.add', defaultMessage: 'Ajouter ce proche' },
  added: {
    id: 'patient.relatives.added',
    defaultMessage: '{name} fait maintenant partie de vos proches.',
  },
  addFailed: {
    id: 'patient.relatives.addFailed',
    defaultMessage: 'Le proche n’a pas pu être ajouté. Vérifiez les champs, puis réessayez.',
  },
  fixErrors: {
    id: 'patient.relatives.form.fixErrors',
    defaultMessage: 'Corrigez les champs signalés, puis ajoutez le proche à nouveau.',
  },
  firstNameRequired: {
    id: 'patient.relatives.form.firstNameRequired',
    defaultMessage: 'Indiquez le prénom de votre proche.',
  },
  lastNameRequired: {
    id: 'patient.relatives.form.lastNameRequired',
    defaultMessage: 'Indiquez le nom de votre proche.',
  },
  emailInvalid: {
    id: 'patient.relatives.form.emailInvalid',
    defaultMessage: 'Adresse e-mail invalide : par exemple prenom.nom@exemple.fr',
  },
  tooLong: {
    id: 'patient.relatives.form.tooLong',
    defaultMessage: 'Ce champ est trop long : {max} caractères au plus.',
  },
  phoneInvalid: {
    id: 'patient.relatives.form.phoneInvalid',
    defaultMessage:
      'Numéro de téléphone invalide : utilisez des chiffres, des espaces et éventuellement le signe + au début.',
  },
});
