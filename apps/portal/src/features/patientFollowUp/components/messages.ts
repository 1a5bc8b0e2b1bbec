import { defineMessages } from '../../../i18n/defineMessages';

export const followUpMessages = defineMessages({
  back: { id: 'rehabilitator.patient.back', defaultMessage: 'Retour à mes patients' },
  backToPatient: { id: 'rehabilitator.patient.backToPatient', defaultMessage: 'Retour au dossier' },
  device: { id: 'rehabilitator.patient.device', defaultMessage: 'oxilio associé' },
  deviceNumbered: {
    id: 'rehabilitator.patient.deviceNumbered',
    defaultMessage: 'oxilio associé : {serial}',
  },
  noDevice: { id: 'rehabilitator.patient.noDevice', defaultMessage: 'Aucun oxilio associé' },
  pathology: { id: 'rehabilitator.patient.pathology', defaultMessage: 'Pathologie : {name}' },
  noPathology: {
    id: 'rehabilitator.patient.noPathology',
    defaultMessage: 'Pathologie non renseignée',
  },
  capacity: { id: 'rehabilitator.patient.capacity', defaultMessage: 'Capacité fonctionnelle' },
  noCapacity: {
    id: 'rehabilitator.patient.noCapacity',
    defaultMessage: 'Capacité fonctionnelle non renseignée',
  },
  equipment: {
    id: 'rehabilitator.patient.equipment',
    defaultMessage: 'Matériel : {list}',
    description:
      'Equipment the patient has where they do their sessions: "Matériel : table, verre"',
  },
  noEquipment: {
    id: 'rehabilitator.patient.noEquipment',
    defaultMessage: 'Aucun matériel pour les séances',
  },
  equipmentUnknown: {
    id: 'rehabilitator.patient.equipmentUnknown',
    defaultMessage: 'Matériel non renseigné',
  },
  main: { id: 'rehabilitator.patient.main', defaultMessage: 'Vous êtes son rééducateur principal' },
  notMain: {
    id: 'rehabilitator.patient.notMain',
    defaultMessage: 'Suivi avec un autre rééducateur principal',
  },
  archived: { id: 'rehabilitator.patient.archived', defaultMessage: 'Archivé' },
  report: { id: 'rehabilitator.patient.report', defaultMessage: 'Rapport imprimable' },
  // Synthesis
  keyMetrics: { id: 'rehabilitator.synthesis.keyMetrics', defaultMessage: 'Indicateurs clés' },
  keyMetricsHint: {
    id: 'rehabilitator.synthesis.keyMetricsHint',
    defaultMessage:
      'Moyenne par jour mesuré des 7 derniers jours, comparée aux 7 premiers jours mesurés (depuis le {day}).',
  },
  atStart: { id: 'rehabilitator.synthesis.atStart', defaultMessage: 'Au début : {value}' },
  noData: {
    id: 'rehabilitator.synthesis.noData',
    defaultMessage: 'Pas encore de mesures',
  },
  noDataHint: {
    id: 'rehabilitator.synthesis.noDataHint',
    defaultMessage:
      'La synthèse apparaîtra dès que l’oxilio du patient aura transmis ses premières mesures.',
  },
  objectivesTitle: {
    id: 'rehabilitator.synthesis.objectives',
    defaultMessage: 'Objectifs atteints (7 derniers jours)',
  },
  objectiveDays: {
    id: 'rehabilitator.synthesis.objectiveDays',
    defaultMessage: '{met} sur {measured} jours',
  },
  objectivesNone: {
    id: 'rehabilitator.synthesis.objectivesNone',
    defaultMessage: 'Aucun jour mesuré avec un objectif cette semaine.',
  },
  adherenceTitle: {
    id: 'rehabilitator.synthesis.adherence',
    defaultMessage: 'Assiduité à l’auto-rééducation (4 semaines)',
  },
  adherenceExpected: {
    id: 'rehabilitator.synthesis.adherenceExpected',
    defaultMessage: '{done} séances faites sur {expected} prévues',
  },
  adherenceDone: {
    id: 'rehabilitator.synthesis.adherenceDone',
    defaultMessage:
      '{done, plural, =0 {Aucune séance faite} one {# séance faite} other {# séances faites}}. Aucun rythme n’est prévu dans l’initialisation.',
  },
  reviewsTitle: {
    id: 'rehabilitator.synthesis.reviews',
    defaultMessage: 'Douleur et difficulté ressenties (90 jours)',
  },
  reviewsSummary: {
    id: 'rehabilitator.synthesis.reviewsSummary',
    defaultMessage:
      'Avis donnés après chaque séance : douleur de 0 (aucune) à 3 (intense), difficulté de 1 (faible) à 3 (forte). Dernier avis : douleur {pain}, difficulté {difficulty}.',
  },
  reviewsNone: {
    id: 'rehabilitator.synthesis.reviewsNone',
    defaultMessage: 'Aucun avis de séance ces 90 derniers jours.',
  },
  pain: { id: 'rehabilitator.synthesis.pain', defaultMessage: 'Douleur' },
  difficulty: { id: 'rehabilitator.synthesis.difficulty', defaultMessage: 'Difficulté' },
  // Sessions
  sessionsCaption: {
    id: 'rehabilitator.sessions.caption',
    defaultMessage: 'Séances des 90 derniers jours, les plus récentes d’abord',
  },
  sessionsNone: {
    id: 'rehabilitator.sessions.none',
    defaultMessage: 'Aucune séance ces 90 derniers jours.',
  },
  sessionsMore: {
    id: 'rehabilitator.sessions.more',
    defaultMessage: 'Afficher plus de séances',
  },
  sessionsShown: {
    id: 'rehabilitator.sessions.shown',
    defaultMessage: '{shown} séances affichées sur {total}',
  },
  colDate: { id: 'rehabilitator.sessions.col.date', defaultMessage: 'Date' },
  colProgram: { id: 'rehabilitator.sessions.col.program', defaultMessage: 'Programme' },
  colDuration: { id: 'rehabilitator.sessions.col.duration', defaultMessage: 'Durée' },
  colCompletion: { id: 'rehabilitator.sessions.col.completion', defaultMessage: 'Exercices faits' },
  colEffort: { id: 'rehabilitator.sessions.col.effort', defaultMessage: 'Effort moyen (1-10)' },
  colPain: { id: 'rehabilitator.sessions.col.pain', defaultMessage: 'Douleur (0-3)' },
  colDifficulty: {
    id: 'rehabilitator.sessions.col.difficulty',
    defaultMessage: 'Difficulté (1-3)',
  },
  notCounted: {
    id: 'rehabilitator.sessions.notCounted',
    defaultMessage:
      '{reason, select, nothingDone {Non comptée : aucun exercice fait en entier} other {Non comptée : moins de la moitié du temps prévu}}',
  },
  selfRehabilitation: {
    id: 'rehabilitator.sessions.selfRehabilitation',
    defaultMessage: 'auto-rééducation',
  },
  supervised: { id: 'rehabilitator.sessions.supervised', defaultMessage: 'encadrée' },
  // Initialize
  clinicalTitle: {
    id: 'rehabilitator.initialize.clinical',
    defaultMessage: 'Pathologies et capacité fonctionnelle',
  },
  pathologies: { id: 'rehabilitator.initialize.pathologies', defaultMessage: 'Pathologies' },
  mainPathology: {
    id: 'rehabilitator.initialize.mainPathology',
    defaultMessage: 'Pathologie principale',
  },
  mainPathologyNone: {
    id: 'rehabilitator.initialize.mainPathologyNone',
    defaultMessage: 'Aucune',
  },
  capacityNone: {
    id: 'rehabilitator.initialize.capacityNone',
    defaultMessage: 'Non renseignée',
  },
  equipmentLegend: {
    id: 'rehabilitator.initialize.equipment',
    defaultMessage: 'Matériel disponible pendant les séances',
  },
  equipmentHint: {
    id: 'rehabilitator.initialize.equipmentHint',
    defaultMessage:
      'Là où le patient fait ses séances. Tant que rien n’est coché, le matériel reste non renseigné et n’est pas vérifié à l’attribution d’un programme.',
  },
  equipmentNone: {
    id: 'rehabilitator.initialize.equipmentNone',
    defaultMessage: 'Aucun de ces matériels',
  },
  save: { id: 'rehabilitator.initialize.save', defaultMessage: 'Enregistrer' },
  saved: { id: 'rehabilitator.initialize.saved', defaultMessage: 'Modifications enregistrées.' },
  objectivesFormTitle: {
    id: 'rehabilitator.initialize.objectives',
    defaultMessage: 'Objectifs quotidiens',
  },
  objectivesFormHint: {
    id: 'rehabilitator.initialize.objectivesHint',
    defaultMessage:
      'Laissez la valeur par défaut de la capacité fonctionnelle ou saisissez un objectif propre au patient. Durées en minutes, distances en mètres.',
  },
  objectivesNotSet: {
    id: 'rehabilitator.initialize.objectivesNotSet',
    defaultMessage:
      'Objectifs pas encore fixés. Choisissez la capacité fonctionnelle ci-dessus et enregistrez : les objectifs partent des valeurs par défaut de cette capacité, que vous ajustez ensuite.',
  },
  objectiveDefault: {
    id: 'rehabilitator.initialize.objectiveDefault',
    defaultMessage: 'Par défaut pour sa capacité : {value}',
  },
  objectiveOwn: {
    id: 'rehabilitator.initialize.objectiveOwn',
    defaultMessage: 'Objectif propre au patient',
  },
  objectiveInvalid: {
    id: 'rehabilitator.initialize.objectiveInvalid',
    defaultMessage: 'Saisissez un nombre positif ou nul (au plus {max}).',
  },
  settingsTitle: {
    id: 'rehabilitator.initialize.settings',
    defaultMessage: 'Réglages du suivi',
  },
  weekly: {
    id: 'rehabilitator.initialize.weekly',
    defaultMessage: 'Séances d’auto-rééducation prévues par semaine',
  },
  weeklyInvalid: {
    id: 'rehabilitator.initialize.weeklyInvalid',
    defaultMessage: 'Saisissez un nombre entier de 0 à 14.',
  },
  reminder: {
    id: 'rehabilitator.initialize.reminder',
    defaultMessage: 'Heure du rappel quotidien (facultatif)',
  },
  reminderInvalid: {
    id: 'rehabilitator.initialize.reminderInvalid',
    defaultMessage: 'Saisissez une heure au format HH:MM, par exemple 09:30.',
  },
  notesMoved: {
    id: 'rehabilitator.initialize.notesMoved',
    defaultMessage:
      'Les notes pour l’équipe sont dans l’onglet Notes : datées, signées, et jamais effacées.',
  },
  notesLink: {
    id: 'rehabilitator.initialize.notesLink',
    defaultMessage: 'Écrire une note pour l’équipe',
  },
  mainNotInList: {
    id: 'rehabilitator.initialize.mainNotInList',
    defaultMessage: 'La pathologie principale doit faire partie des pathologies cochées.',
  },
  minutes: { id: 'rehabilitator.initialize.minutes', defaultMessage: 'min' },
  metres: { id: 'rehabilitator.initialize.metres', defaultMessage: 'm' },
});
