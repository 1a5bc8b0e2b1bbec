import { defineMessages } from '../../../i18n/defineMessages';

/** The texts of the devices (oxilios) and their association (prefix manager.devices.*). */
export const devicesMessages = defineMessages({
  available: { id: 'manager.devices.available', defaultMessage: 'Oxilios disponibles' },
  availableCount: {
    id: 'manager.devices.available.count',
    defaultMessage:
      '{count, plural, =0 {Aucun oxilio disponible} one {# oxilio disponible} other {# oxilios disponibles}}',
  },
  associated: { id: 'manager.devices.associated', defaultMessage: 'Oxilios associés' },
  associatedCount: {
    id: 'manager.devices.associated.count',
    defaultMessage:
      '{count, plural, =0 {Aucun oxilio associé} one {# oxilio associé} other {# oxilios associés}}',
  },
  noDevices: {
    id: 'manager.devices.none',
    defaultMessage: 'L’établissement n’a encore aucun oxilio.',
  },
  noneAvailable: {
    id: 'manager.devices.noneAvailable',
    defaultMessage: 'Tous les oxilios sont associés à un patient.',
  },
  noneAssociated: {
    id: 'manager.devices.noneAssociated',
    defaultMessage: 'Aucun oxilio n’est associé à un patient pour le moment.',
  },
  serial: { id: 'manager.devices.serial', defaultMessage: 'Oxilio {serial}' },
  lastSeenAgo: {
    id: 'manager.devices.lastSeenAgo',
    defaultMessage:
      'Dernières données reçues {unit, select, minute {il y a {count, plural, one {# minute} other {# minutes}}} hour {il y a {count, plural, one {# heure} other {# heures}}} day {{count, plural, =1 {hier} =2 {avant-hier} other {il y a # jours}}} other {à l’instant}}',
  },
  silent: {
    id: 'manager.devices.silent',
    defaultMessage: 'Aucune donnée depuis plus de {days, plural, one {# jour} other {# jours}}',
  },
  silentHint: {
    id: 'manager.devices.silent.hint',
    defaultMessage: 'Vérifiez avec le patient que l’oxilio est utilisé et qu’il fonctionne.',
  },
  silentCount: {
    id: 'manager.devices.silent.count',
    defaultMessage:
      '{count, plural, one {# oxilio associé n’envoie plus de données depuis plus de {days} jours : il est présenté en premier.} other {# oxilios associés n’envoient plus de données depuis plus de {days} jours : ils sont présentés en premier.}}',
  },
  neverSeen: { id: 'manager.devices.neverSeen', defaultMessage: 'Aucune donnée reçue' },
  withPatient: {
    id: 'manager.devices.withPatient',
    defaultMessage: 'Associé à {name} depuis le {date}',
  },
  wheelType: { id: 'manager.devices.wheelType', defaultMessage: 'Type de roue' },
  wheelTypeOf: { id: 'manager.devices.wheelTypeOf', defaultMessage: 'Roue : {wheel}' },
  wheelStandard: { id: 'manager.devices.wheel.standard', defaultMessage: 'Standard' },
  wheelLightweight: { id: 'manager.devices.wheel.lightweight', defaultMessage: 'Allégée' },
  wheelLarge: { id: 'manager.devices.wheel.large', defaultMessage: 'Large' },
  wheelElectric: { id: 'manager.devices.wheel.electric', defaultMessage: 'Électrique' },
  wheelUnknown: { id: 'manager.devices.wheel.unknown', defaultMessage: 'Non précisé' },
  associate: { id: 'manager.devices.associate', defaultMessage: 'Associer un oxilio' },
  associateTo: {
    id: 'manager.devices.associateTo',
    defaultMessage: 'Associer un oxilio à {name}',
  },
  associateDevice: {
    id: 'manager.devices.associateDevice',
    defaultMessage: 'Associer l’oxilio {serial} à un patient',
  },
  // The button's name begins with its visible text (WCAG 2.5.3: voice control says what it sees).
  associateDeviceButton: {
    id: 'manager.devices.associateDeviceButton',
    defaultMessage: 'Associer à un patient : oxilio {serial}',
  },
  associateToPatient: {
    id: 'manager.devices.associateToPatient',
    defaultMessage: 'Associer à un patient',
  },
  associateConfirm: { id: 'manager.devices.associate.confirm', defaultMessage: 'Associer' },
  chooseDevice: { id: 'manager.devices.chooseDevice', defaultMessage: 'Oxilio disponible' },
  choosePatient: { id: 'manager.devices.choosePatient', defaultMessage: 'Patient' },
  choosePlaceholder: { id: 'manager.devices.choosePlaceholder', defaultMessage: 'Choisir…' },
  noFreeDevice: {
    id: 'manager.devices.noFreeDevice',
    defaultMessage: 'Aucun oxilio n’est disponible. Dissociez-en un pour pouvoir l’associer.',
  },
  noPatientWithoutDevice: {
    id: 'manager.devices.noPatientWithoutDevice',
    defaultMessage: 'Tous les patients ont déjà un oxilio.',
  },
  required: { id: 'manager.devices.required', defaultMessage: 'Choisissez une valeur.' },
  cancel: { id: 'manager.devices.cancel', defaultMessage: 'Annuler' },
  dissociate: { id: 'manager.devices.dissociate', defaultMessage: 'Dissocier' },
  dissociateTitle: {
    id: 'manager.devices.dissociate.title',
    defaultMessage: 'Dissocier l’oxilio de {name}',
  },
  dissociateDescription: {
    id: 'manager.devices.dissociate.description',
    defaultMessage: 'L’oxilio {serial} redeviendra disponible. Que souhaitez-vous faire ensuite ?',
  },
  afterChoice: { id: 'manager.devices.after', defaultMessage: 'Ensuite' },
  afterNothing: {
    id: 'manager.devices.after.nothing',
    defaultMessage: 'Seulement dissocier',
  },
  afterNothingHint: {
    id: 'manager.devices.after.nothing.hint',
    defaultMessage: 'Le patient reste suivi, sans oxilio pour le moment.',
  },
  afterOther: {
    id: 'manager.devices.after.other',
    defaultMessage: 'Associer un autre oxilio',
  },
  afterOtherHint: {
    id: 'manager.devices.after.other.hint',
    defaultMessage: 'Par exemple pour remplacer un oxilio en panne.',
  },
  afterEnd: { id: 'manager.devices.after.end', defaultMessage: 'Mettre fin au service' },
  afterEndHint: {
    id: 'manager.devices.after.end.hint',
    defaultMessage:
      'Le compte du patient sera archivé dans 30 jours. Associer un oxilio d’ici là annule l’archivage.',
  },
  dissociateConfirm: { id: 'manager.devices.dissociate.confirm', defaultMessage: 'Valider' },
  endServiceConfirm: {
    id: 'manager.devices.endService.confirm',
    defaultMessage: 'Mettre fin au service',
  },
  associated_done: {
    id: 'manager.devices.done.associated',
    defaultMessage: 'L’oxilio {serial} est associé à {name}.',
  },
  dissociated_done: {
    id: 'manager.devices.done.dissociated',
    defaultMessage: 'L’oxilio de {name} est dissocié.',
  },
  replaced_done: {
    id: 'manager.devices.done.replaced',
    defaultMessage: '{name} a maintenant l’oxilio {serial}.',
  },
  ended_done: {
    id: 'manager.devices.done.ended',
    defaultMessage: 'Le service de {name} prend fin. Archivage prévu le {date}.',
  },
  failed: {
    id: 'manager.devices.failed',
    defaultMessage: 'La modification n’a pas pu être enregistrée. Réessayez.',
  },
  history: { id: 'manager.devices.history', defaultMessage: 'Historique des patients' },
  historyOf: {
    id: 'manager.devices.historyOf',
    defaultMessage: 'Historique des patients de l’oxilio {serial}',
  },
  historyEmpty: {
    id: 'manager.devices.history.empty',
    defaultMessage: 'Cet oxilio n’a encore été associé à aucun patient.',
  },
  historyPatient: { id: 'manager.devices.history.patient', defaultMessage: 'Patient' },
  historyFrom: { id: 'manager.devices.history.from', defaultMessage: 'Du' },
  historyTo: { id: 'manager.devices.history.to', defaultMessage: 'Au' },
  historyNow: { id: 'manager.devices.history.now', defaultMessage: 'Aujourd’hui' },
  historyArchived: { id: 'manager.devices.history.archived', defaultMessage: '(archivé)' },
  close: { id: 'manager.devices.close', defaultMessage: 'Fermer' },
});
