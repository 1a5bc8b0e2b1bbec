import { defineMessages } from '../../../i18n/defineMessages';

/** The texts of the manager's follow-up list and home sections (prefix manager.patientsFollowUp.*). */
export const followUpMessages = defineMessages({
  filterLabel: { id: 'manager.patientsFollowUp.filter', defaultMessage: 'Afficher' },
  filterAll: {
    id: 'manager.patientsFollowUp.filter.all',
    defaultMessage: 'Tous les patients ({count})',
  },
  filterNextSteps: {
    id: 'manager.patientsFollowUp.filter.nextSteps',
    defaultMessage: 'Patients sans suite ({count})',
  },
  filterNoRehabilitator: {
    id: 'manager.patientsFollowUp.filter.noRehabilitator',
    defaultMessage: 'Sans rééducateur ({count})',
  },
  filterNoDevice: {
    id: 'manager.patientsFollowUp.filter.noDevice',
    defaultMessage: 'Sans oxilio ({count})',
  },
  filterNoCapacity: {
    id: 'manager.patientsFollowUp.filter.noCapacity',
    defaultMessage: 'Capacité fonctionnelle non renseignée ({count})',
  },
  filterNoObjectives: {
    id: 'manager.patientsFollowUp.filter.noObjectives',
    defaultMessage: 'Objectifs non initialisés ({count})',
  },
  filterPainIncrease: {
    id: 'manager.patientsFollowUp.filter.painIncrease',
    defaultMessage: 'Douleur en hausse ({count})',
  },
  rehabilitatorLabel: {
    id: 'manager.patientsFollowUp.rehabilitator',
    defaultMessage: 'Rééducateur',
  },
  rehabilitatorAll: {
    id: 'manager.patientsFollowUp.rehabilitator.all',
    defaultMessage: 'Tous les rééducateurs',
  },
  sortLabel: { id: 'manager.patientsFollowUp.sort', defaultMessage: 'Trier par' },
  sortName: { id: 'manager.patientsFollowUp.sort.name', defaultMessage: 'Nom' },
  sortNextSteps: {
    id: 'manager.patientsFollowUp.sort.nextSteps',
    defaultMessage: 'Étapes à faire (les plus nombreuses d’abord)',
  },
  sortAlerts: {
    id: 'manager.patientsFollowUp.sort.alerts',
    defaultMessage: 'Alertes (douleur en hausse d’abord)',
  },
  sortUsage: {
    id: 'manager.patientsFollowUp.sort.usage',
    defaultMessage: 'Jours d’utilisation (les moins nombreux d’abord)',
  },
  sortPerformance: {
    id: 'manager.patientsFollowUp.sort.performance',
    defaultMessage: 'Performance (la plus basse d’abord)',
  },
  shown: {
    id: 'manager.patientsFollowUp.shown',
    defaultMessage:
      '{shown, plural, =0 {Aucun patient affiché} one {# patient affiché} other {# patients affichés}} sur {total}',
  },
  noMatch: {
    id: 'manager.patientsFollowUp.noMatch',
    defaultMessage: 'Aucun patient ne correspond à ces critères.',
  },
  reset: { id: 'manager.patientsFollowUp.reset', defaultMessage: 'Afficher tous les patients' },
  listLabel: { id: 'manager.patientsFollowUp.list', defaultMessage: 'Patients et leur suivi' },
  // A patient's card
  rehabilitators: {
    id: 'manager.patientsFollowUp.card.rehabilitators',
    defaultMessage: 'Rééducateur',
  },
  mainRehabilitator: {
    id: 'manager.patientsFollowUp.card.mainRehabilitator',
    defaultMessage: '{name} (principal)',
  },
  nobody: { id: 'manager.patientsFollowUp.card.nobody', defaultMessage: 'Aucun' },
  device: { id: 'manager.patientsFollowUp.card.device', defaultMessage: 'Oxilio' },
  capacity: {
    id: 'manager.patientsFollowUp.card.capacity',
    defaultMessage: 'Capacité fonctionnelle',
  },
  notGiven: { id: 'manager.patientsFollowUp.card.notGiven', defaultMessage: 'Non renseignée' },
  painIncrease: {
    id: 'manager.patientsFollowUp.card.painIncrease',
    defaultMessage: 'Douleur en hausse',
  },
  badgeNoRehabilitator: {
    id: 'manager.patientsFollowUp.badge.noRehabilitator',
    defaultMessage: 'Sans rééducateur',
  },
  badgeNoCapacity: {
    id: 'manager.patientsFollowUp.badge.noCapacity',
    defaultMessage: 'Capacité non renseignée',
  },
  badgeNoObjectives: {
    id: 'manager.patientsFollowUp.badge.noObjectives',
    defaultMessage: 'Objectifs non initialisés',
  },
  toDo: { id: 'manager.patientsFollowUp.card.toDo', defaultMessage: 'À faire' },
  askText: {
    id: 'manager.patientsFollowUp.step.ask',
    defaultMessage: 'Aucun rééducateur ne suit ce patient : demandez à un rééducateur de l’équipe.',
  },
  askAction: { id: 'manager.patientsFollowUp.step.askAction', defaultMessage: 'Demander un suivi' },
  askPending: {
    id: 'manager.patientsFollowUp.step.askPending',
    defaultMessage: 'Un suivi a été demandé : en attente de la réponse du rééducateur.',
  },
  deviceText: {
    id: 'manager.patientsFollowUp.step.device',
    defaultMessage: 'Aucun oxilio associé : associez-en un libre.',
  },
  initialiseBy: {
    id: 'manager.patientsFollowUp.step.initialiseBy',
    defaultMessage:
      '{what, select, both {Capacité fonctionnelle et objectifs} capacity {Capacité fonctionnelle} other {Objectifs}} : à initialiser par {name}, qui suit sa rééducation.',
  },
  initialiseNobody: {
    id: 'manager.patientsFollowUp.step.initialiseNobody',
    defaultMessage:
      '{what, select, both {Capacité fonctionnelle et objectifs} capacity {Capacité fonctionnelle} other {Objectifs}} : à initialiser par son rééducateur, dès qu’un suivi est accepté.',
  },
  // The home's section
  homeTitle: { id: 'manager.patientsFollowUp.home.title', defaultMessage: 'Patients sans suite' },
  homeSummary: {
    id: 'manager.patientsFollowUp.home.summary',
    defaultMessage:
      '{count, plural, =0 {{total, plural, one {Le patient a un rééducateur, un oxilio, une capacité fonctionnelle et des objectifs.} other {Chacun des # patients a un rééducateur, un oxilio, une capacité fonctionnelle et des objectifs.}}} one {# patient sur {total} attend une étape de sa prise en charge.} other {# patients sur {total} attendent une étape de leur prise en charge.}}',
  },
  homeSeeAll: {
    id: 'manager.patientsFollowUp.home.seeAll',
    defaultMessage: 'Voir les patients sans suite',
  },
  homeBreakdown: {
    id: 'manager.patientsFollowUp.home.breakdown',
    defaultMessage: 'Ce qui leur manque',
  },
  // The home's evolution
  evolutionTitle: {
    id: 'manager.patientsFollowUp.evolution.title',
    defaultMessage: 'Évolution de l’activité des patients',
  },
  period: { id: 'manager.patientsFollowUp.evolution.period', defaultMessage: 'Période' },
  period7d: { id: 'manager.patientsFollowUp.evolution.7d', defaultMessage: '7 jours' },
  period30d: { id: 'manager.patientsFollowUp.evolution.30d', defaultMessage: '30 jours' },
  period12w: { id: 'manager.patientsFollowUp.evolution.12w', defaultMessage: '12 semaines' },
  range: {
    id: 'manager.patientsFollowUp.evolution.range',
    defaultMessage:
      '{period, select, 12w {Les 12 dernières semaines complètes, du {from} au {to}, comparées aux 12 précédentes.} 30d {Les 30 derniers jours, du {from} au {to}, comparés aux 30 précédents.} other {Les 7 derniers jours, du {from} au {to}, comparés aux 7 précédents.}}',
  },
  steps: { id: 'manager.patientsFollowUp.evolution.steps', defaultMessage: 'Pas' },
  objectivesMet: {
    id: 'manager.patientsFollowUp.evolution.objectivesMet',
    defaultMessage: 'Objectifs quotidiens atteints',
  },
  activePatients: {
    id: 'manager.patientsFollowUp.evolution.activePatients',
    defaultMessage: 'Patients actifs',
  },
  previous: {
    id: 'manager.patientsFollowUp.evolution.previous',
    defaultMessage: 'Période précédente : {value}',
  },
  chartTitle: {
    id: 'manager.patientsFollowUp.evolution.chart',
    defaultMessage:
      '{scale, select, Week {Pas de tous les patients, par semaine} other {Pas de tous les patients, par jour}}',
  },
  chartSummary: {
    id: 'manager.patientsFollowUp.evolution.chartSummary',
    defaultMessage:
      '{total} pas sur la période, pour {count, plural, one {# patient} other {# patients}}.',
  },
  noActivity: {
    id: 'manager.patientsFollowUp.evolution.none',
    defaultMessage: 'Aucune donnée d’activité sur cette période.',
  },
  perPatientWeek: {
    id: 'manager.patientsFollowUp.evolution.perPatient',
    defaultMessage: 'Objectifs quotidiens atteints par patient, les 7 derniers jours',
  },
});
