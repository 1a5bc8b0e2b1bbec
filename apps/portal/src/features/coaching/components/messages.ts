import { defineMessages } from '../../../i18n/defineMessages';

/** The texts of the coaching screens (prefix manager.coaching.*). */
export const coachingMessages = defineMessages({
  add: { id: 'manager.coaching.add', defaultMessage: 'Ajouter un coaching' },
  intro: {
    id: 'manager.coaching.intro',
    defaultMessage:
      'Les séances où un coach accompagne un patient avec son oxilio : transferts, marche dehors, équilibre…',
  },
  upcomingTitle: { id: 'manager.coaching.upcoming', defaultMessage: 'Séances prévues' },
  upcomingEmpty: {
    id: 'manager.coaching.upcomingEmpty',
    defaultMessage: 'Aucune séance prévue.',
  },
  historyTitle: { id: 'manager.coaching.history', defaultMessage: 'Historique' },
  historyEmpty: {
    id: 'manager.coaching.historyEmpty',
    defaultMessage: 'Aucune séance passée.',
  },
  emptyTitle: {
    id: 'manager.coaching.emptyTitle',
    defaultMessage: 'Aucun coaching pour l’instant',
  },
  emptyBody: {
    id: 'manager.coaching.emptyBody',
    defaultMessage: 'Planifiez une séance de coaching pour un de vos patients.',
  },
  when: { id: 'manager.coaching.when', defaultMessage: 'Le {dateTime}' },
  duration: { id: 'manager.coaching.duration', defaultMessage: 'Durée : {minutes} min' },
  coach: { id: 'manager.coaching.coach', defaultMessage: 'Coach : {name}' },
  statusPlanned: { id: 'manager.coaching.status.planned', defaultMessage: 'Prévue' },
  statusDone: { id: 'manager.coaching.status.done', defaultMessage: 'Faite' },
  statusCancelled: { id: 'manager.coaching.status.cancelled', defaultMessage: 'Annulée' },
  markDone: { id: 'manager.coaching.markDone', defaultMessage: 'Marquer comme faite' },
  markedDone: {
    id: 'manager.coaching.markedDone',
    defaultMessage: 'La séance de {name} est marquée comme faite.',
  },
  undo: { id: 'manager.coaching.undo', defaultMessage: 'Annuler' },
  plannedAgain: {
    id: 'manager.coaching.plannedAgain',
    defaultMessage: 'La séance de {name} est de nouveau prévue.',
  },
  cancelSession: { id: 'manager.coaching.cancelSession', defaultMessage: 'Annuler la séance' },
  cancelTitle: {
    id: 'manager.coaching.cancelTitle',
    defaultMessage: 'Annuler la séance de {name} ?',
  },
  cancelBody: {
    id: 'manager.coaching.cancelBody',
    defaultMessage: 'Elle restera dans l’historique comme annulée.',
  },
  keep: { id: 'manager.coaching.keep', defaultMessage: 'Garder la séance' },
  cancelled: {
    id: 'manager.coaching.cancelled',
    defaultMessage: 'La séance de {name} est annulée.',
  },
  failed: {
    id: 'manager.coaching.failed',
    defaultMessage: 'L’action n’a pas abouti. Réessayez dans un instant.',
  },
  // The form (coaching/add)
  patient: { id: 'manager.coaching.field.patient', defaultMessage: 'Patient' },
  choosePatient: {
    id: 'manager.coaching.field.choosePatient',
    defaultMessage: 'Choisir un patient',
  },
  noPatient: {
    id: 'manager.coaching.field.noPatient',
    defaultMessage: 'Aucun patient en cours de suivi : ajoutez d’abord un patient.',
  },
  date: { id: 'manager.coaching.field.date', defaultMessage: 'Date' },
  time: { id: 'manager.coaching.field.time', defaultMessage: 'Heure' },
  timeHint: {
    id: 'manager.coaching.field.timeHint',
    defaultMessage: 'Heure de l’établissement ({timeZone})',
  },
  minutes: { id: 'manager.coaching.field.minutes', defaultMessage: 'Durée en minutes' },
  minutesInvalid: {
    id: 'manager.coaching.field.minutesInvalid',
    defaultMessage: 'Saisissez une durée entre 1 et 600 minutes.',
  },
  topic: { id: 'manager.coaching.field.topic', defaultMessage: 'Objet de la séance' },
  topicHint: {
    id: 'manager.coaching.field.topicHint',
    defaultMessage: 'Par exemple : transferts lit-fauteuil, marche dans le parc',
  },
  coachName: { id: 'manager.coaching.field.coachName', defaultMessage: 'Coach' },
  notes: { id: 'manager.coaching.field.notes', defaultMessage: 'Notes' },
  kind: { id: 'manager.coaching.field.kind', defaultMessage: 'Cette séance' },
  kindPlanned: { id: 'manager.coaching.field.kindPlanned', defaultMessage: 'est à venir' },
  kindDone: { id: 'manager.coaching.field.kindDone', defaultMessage: 'a déjà eu lieu' },
  requiredMark: { id: 'manager.coaching.field.requiredMark', defaultMessage: '(obligatoire)' },
  required: { id: 'manager.coaching.field.required', defaultMessage: 'Ce champ est obligatoire.' },
  save: { id: 'manager.coaching.save', defaultMessage: 'Enregistrer la séance' },
  back: { id: 'manager.coaching.back', defaultMessage: 'Retour au coaching' },
  saved: {
    id: 'manager.coaching.saved',
    defaultMessage: 'La séance de {name} est enregistrée.',
  },
});
