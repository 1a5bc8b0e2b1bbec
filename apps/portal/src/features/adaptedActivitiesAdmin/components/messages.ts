import { defineMessages } from '../../../i18n/defineMessages';

/** The texts of the manager's adapted activities (prefix manager.activities.*). */
export const activitiesAdminMessages = defineMessages({
  cancel: { id: 'manager.activities.cancel', defaultMessage: 'Annuler' },
  failed: {
    id: 'manager.activities.failed',
    defaultMessage: 'L’action n’a pas abouti. Réessayez dans un instant.',
  },
  create: { id: 'manager.activities.create', defaultMessage: 'Créer une activité' },
  createTitle: { id: 'manager.activities.createTitle', defaultMessage: 'Nouvelle activité' },
  created: { id: 'manager.activities.created', defaultMessage: 'L’activité « {name} » est créée.' },
  ownTitle: {
    id: 'manager.activities.ownTitle',
    defaultMessage: 'Activités de l’établissement',
  },
  ownEmptyTitle: {
    id: 'manager.activities.ownEmptyTitle',
    defaultMessage: 'Aucune activité propre à l’établissement',
  },
  ownEmptyBody: {
    id: 'manager.activities.ownEmptyBody',
    defaultMessage:
      'Créez les activités que vous proposez (gymnastique douce, marche accompagnée…) pour y inscrire vos patients.',
  },
  catalogueTitle: { id: 'manager.activities.catalogueTitle', defaultMessage: 'Catalogue oxilio' },
  catalogueIntro: {
    id: 'manager.activities.catalogueIntro',
    defaultMessage:
      'Ces activités sont proposées dans tous les établissements ; vous pouvez y inscrire vos patients.',
  },
  name: { id: 'manager.activities.field.name', defaultMessage: 'Nom de l’activité' },
  description: { id: 'manager.activities.field.description', defaultMessage: 'Description' },
  schedule: { id: 'manager.activities.field.schedule', defaultMessage: 'Quand et où' },
  scheduleHint: {
    id: 'manager.activities.field.scheduleHint',
    defaultMessage: 'Par exemple : mardi 10 h, salle polyvalente',
  },
  required: {
    id: 'manager.activities.field.required',
    defaultMessage: 'Donnez un nom à l’activité.',
  },
  save: { id: 'manager.activities.save', defaultMessage: 'Enregistrer' },
  saved: {
    id: 'manager.activities.saved',
    defaultMessage: 'L’activité « {name} » est enregistrée.',
  },
  edit: { id: 'manager.activities.edit', defaultMessage: 'Modifier' },
  editLabel: { id: 'manager.activities.editLabel', defaultMessage: 'Modifier {name}' },
  archive: { id: 'manager.activities.archive', defaultMessage: 'Archiver' },
  archiveLabel: { id: 'manager.activities.archiveLabel', defaultMessage: 'Archiver {name}' },
  archiveTitle: {
    id: 'manager.activities.archiveTitle',
    defaultMessage: 'Archiver l’activité « {name} » ?',
  },
  archiveBody: {
    id: 'manager.activities.archiveBody',
    defaultMessage:
      'Elle ne sera plus proposée aux patients, et ses participants en seront désinscrits.',
  },
  archived: {
    id: 'manager.activities.archived',
    defaultMessage: 'L’activité « {name} » est archivée.',
  },
  participants: {
    id: 'manager.activities.participants',
    defaultMessage:
      '{count, plural, =0 {Aucun participant} one {# participant} other {# participants}}',
  },
  enrolledOn: { id: 'manager.activities.enrolledOn', defaultMessage: 'Inscrit le {date}' },
  patient: { id: 'manager.activities.patient', defaultMessage: 'Patient à inscrire' },
  choosePatient: { id: 'manager.activities.choosePatient', defaultMessage: 'Choisir un patient' },
  noPatientLeft: {
    id: 'manager.activities.noPatientLeft',
    defaultMessage: 'Tous vos patients participent déjà à cette activité.',
  },
  enrol: { id: 'manager.activities.enrol', defaultMessage: 'Inscrire' },
  enrolled: {
    id: 'manager.activities.enrolled',
    defaultMessage: '{name} participe désormais à « {activity} ».',
  },
  takeOut: { id: 'manager.activities.takeOut', defaultMessage: 'Désinscrire' },
  takeOutLabel: {
    id: 'manager.activities.takeOutLabel',
    defaultMessage: 'Désinscrire {name}',
  },
  takeOutTitle: {
    id: 'manager.activities.takeOutTitle',
    defaultMessage: 'Désinscrire {name} de « {activity} » ?',
  },
  takeOutBody: {
    id: 'manager.activities.takeOutBody',
    defaultMessage: 'Vous pourrez l’inscrire de nouveau à tout moment.',
  },
  takenOut: {
    id: 'manager.activities.takenOut',
    defaultMessage: '{name} ne participe plus à « {activity} ».',
  },
});
