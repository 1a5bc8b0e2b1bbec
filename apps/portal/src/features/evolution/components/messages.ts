import { defineMessages } from '../../../i18n/defineMessages';

/** The texts of the evolution screen's parts (the tab titles are in the patient manifest). */
export const evolutionMessages = defineMessages({
  period: { id: 'patient.evolution.period', defaultMessage: 'Période' },
  periodWeek: { id: 'patient.evolution.period.week', defaultMessage: '7 derniers jours' },
  periodMonth: { id: 'patient.evolution.period.month', defaultMessage: '30 derniers jours' },
  periodAll: { id: 'patient.evolution.period.all', defaultMessage: 'Depuis le début' },
  scale: { id: 'patient.evolution.scale', defaultMessage: 'Afficher par' },
  scaleDay: { id: 'patient.evolution.scale.day', defaultMessage: 'Jour' },
  scaleWeek: { id: 'patient.evolution.scale.week', defaultMessage: 'Semaine' },
  scaleMonth: { id: 'patient.evolution.scale.month', defaultMessage: 'Mois' },
  noDataTitle: {
    id: 'patient.evolution.noData.title',
    defaultMessage: 'Pas encore de mesures',
  },
  noDataDescription: {
    id: 'patient.evolution.noData.description',
    defaultMessage:
      'Vos courbes apparaîtront ici dès que votre oxilio aura enregistré vos premières journées.',
  },
  perDayHint: {
    id: 'patient.evolution.perDayHint',
    defaultMessage:
      '{scale, select, week {Chaque barre est la moyenne par jour de la semaine, sur les jours mesurés.} other {Chaque barre est la moyenne par jour du mois, sur les jours mesurés.}}',
  },
  average: {
    id: 'patient.evolution.summary.averageOfMeasured',
    defaultMessage:
      '{scale, select, day {Moyenne des jours mesurés ({measured} sur {total}) : {value}.} week {Moyenne des semaines mesurées ({measured} sur {total}) : {value}.} other {Moyenne des mois mesurés ({measured} sur {total}) : {value}.}}',
  },
  averages: { id: 'patient.evolution.summary.averages', defaultMessage: 'Moyennes — {values}.' },
  labelledValue: {
    id: 'patient.evolution.summary.labelledValue',
    defaultMessage: '{label} : {value}',
  },
  total: { id: 'patient.evolution.summary.total', defaultMessage: 'Total : {value}.' },
  daysMet: {
    id: 'patient.evolution.summary.daysMet',
    defaultMessage:
      '{label} : objectif atteint {met, plural, one {# jour} other {# jours}} sur {measured}',
  },
  since: {
    id: 'patient.evolution.since.title',
    defaultMessage: 'Depuis le début',
  },
  sinceDescription: {
    id: 'patient.evolution.since.description',
    defaultMessage:
      'Vos quatre dernières semaines comparées à vos quatre premières (à partir du {date}).',
  },
  sinceStart: {
    id: 'patient.evolution.since.start',
    defaultMessage: 'Au début : {value}',
  },
  sinceTooSoon: {
    id: 'patient.evolution.since.tooSoon',
    defaultMessage:
      'La comparaison avec vos débuts apparaîtra après huit semaines de suivi (depuis le {date}).',
  },
  valueWithUnit: { id: 'patient.evolution.valueWithUnit', defaultMessage: '{value} {unit}' },
  /** Periods end yesterday: today is not over, so it is neither shown nor counted as missed. */
  todayInProgress: {
    id: 'patient.evolution.todayInProgress',
    defaultMessage:
      'Les courbes s’arrêtent à hier : aujourd’hui est en cours, il comptera une fois la journée terminée.',
  },
});

/** Titles, names and explanations of the charts and figures. */
export const evolutionChartMessages = defineMessages({
  steps: { id: 'patient.evolution.chart.steps', defaultMessage: 'Pas par jour' },
  stepsLabel: { id: 'patient.evolution.chart.steps.label', defaultMessage: 'Pas' },
  walkDistance: {
    id: 'patient.evolution.chart.walkDistance',
    defaultMessage: 'Distance de marche par jour',
  },
  walkDistanceLabel: {
    id: 'patient.evolution.chart.walkDistance.label',
    defaultMessage: 'Distance',
  },
  walkTime: { id: 'patient.evolution.chart.walkTime', defaultMessage: 'Temps de marche par jour' },
  walkTimeLabel: {
    id: 'patient.evolution.chart.walkTime.label',
    defaultMessage: 'Temps de marche',
  },
  walkPerimeter: {
    id: 'patient.evolution.chart.walkPerimeter',
    defaultMessage: 'Plus longue marche sans s’arrêter',
  },
  walkPerimeterLabel: {
    id: 'patient.evolution.chart.walkPerimeter.label',
    defaultMessage: 'Distance sans arrêt',
  },
  walkPerimeterHint: {
    id: 'patient.evolution.chart.walkPerimeter.hint',
    defaultMessage: 'Votre périmètre de marche : la plus longue distance parcourue d’une traite.',
  },
  walkSpeed: { id: 'patient.evolution.chart.walkSpeed', defaultMessage: 'Vitesse de marche' },
  walkSpeedMean: {
    id: 'patient.evolution.chart.walkSpeed.mean',
    defaultMessage: 'Vitesse moyenne',
  },
  walkSpeedMax: {
    id: 'patient.evolution.chart.walkSpeed.max',
    defaultMessage: 'Vitesse la plus rapide',
  },
  stepLength: { id: 'patient.evolution.chart.stepLength', defaultMessage: 'Longueur du pas' },
  stepDuration: { id: 'patient.evolution.chart.stepDuration', defaultMessage: 'Durée du pas' },
  left: { id: 'patient.evolution.chart.left', defaultMessage: 'Côté gauche' },
  right: { id: 'patient.evolution.chart.right', defaultMessage: 'Côté droit' },
  regularity: {
    id: 'patient.evolution.chart.regularity',
    defaultMessage: 'Régularité du pas (variabilité)',
  },
  regularityHint: {
    id: 'patient.evolution.chart.regularity.hint',
    defaultMessage: 'Plus la variabilité est basse, plus vos pas sont réguliers.',
  },
  durationVariability: {
    id: 'patient.evolution.chart.regularity.duration',
    defaultMessage: 'Variabilité de la durée',
  },
  lengthVariability: {
    id: 'patient.evolution.chart.regularity.length',
    defaultMessage: 'Variabilité de la longueur',
  },
  asymmetry: {
    id: 'patient.evolution.chart.asymmetry',
    defaultMessage: 'Asymétrie gauche / droite',
  },
  asymmetryHint: {
    id: 'patient.evolution.chart.asymmetry.hint',
    defaultMessage:
      'De combien un côté dépasse l’autre : 0 % quand les deux côtés sont pareils, plus c’est bas, plus votre marche est symétrique.',
  },
  durationAsymmetry: {
    id: 'patient.evolution.chart.asymmetry.duration',
    defaultMessage: 'Écart de durée',
  },
  lengthAsymmetry: {
    id: 'patient.evolution.chart.asymmetry.length',
    defaultMessage: 'Écart de longueur',
  },
  standing: {
    id: 'patient.evolution.chart.standing',
    defaultMessage: 'Temps debout par jour',
  },
  standingStill: {
    id: 'patient.evolution.chart.standing.still',
    defaultMessage: 'Debout sans marcher',
  },
  standingWalking: {
    id: 'patient.evolution.chart.standing.walking',
    defaultMessage: 'En marchant',
  },
  activeTime: { id: 'patient.evolution.chart.activeTime', defaultMessage: 'Temps actif par jour' },
  activeTimeLabel: {
    id: 'patient.evolution.chart.activeTime.label',
    defaultMessage: 'Temps actif',
  },
  standCount: {
    id: 'patient.evolution.chart.standCount',
    defaultMessage: 'Mises debout par jour',
  },
  standCountLabel: {
    id: 'patient.evolution.chart.standCount.label',
    defaultMessage: 'Mises debout',
  },
  wheelchairDistance: {
    id: 'patient.evolution.chart.wheelchairDistance',
    defaultMessage: 'Distance parcourue en fauteuil par jour',
  },
  wheelchairDistanceLabel: {
    id: 'patient.evolution.chart.wheelchairDistance.label',
    defaultMessage: 'En fauteuil',
  },
  wearTime: {
    id: 'patient.evolution.chart.wearTime',
    defaultMessage: 'Temps avec l’oxilio par jour',
  },
  wearTimeLabel: {
    id: 'patient.evolution.chart.wearTime.label',
    defaultMessage: 'Temps de port',
  },
  sessions: {
    id: 'patient.evolution.chart.sessions',
    defaultMessage:
      '{scale, select, day {Séances d’auto-rééducation par jour} week {Séances d’auto-rééducation par semaine} other {Séances d’auto-rééducation par mois}}',
  },
  sessionsLabel: { id: 'patient.evolution.chart.sessions.label', defaultMessage: 'Séances' },
  sessionTime: {
    id: 'patient.evolution.chart.sessionTime',
    defaultMessage:
      '{scale, select, day {Temps d’auto-rééducation par jour} week {Temps d’auto-rééducation par semaine} other {Temps d’auto-rééducation par mois}}',
  },
  sessionTimeLabel: {
    id: 'patient.evolution.chart.sessionTime.label',
    defaultMessage: 'Auto-rééducation',
  },
  performance: {
    id: 'patient.evolution.chart.performance',
    defaultMessage: 'Score de performance',
  },
  performanceLabel: {
    id: 'patient.evolution.chart.performance.label',
    defaultMessage: 'Performance',
  },
  performanceHint: {
    id: 'patient.evolution.chart.performance.hint',
    defaultMessage:
      'Sur 100 : la part de vos objectifs d’activité du jour que vous avez atteinte, en moyenne.',
  },
  stars: {
    id: 'patient.evolution.chart.stars',
    defaultMessage:
      '{scale, select, day {Étoiles gagnées par jour} week {Étoiles gagnées par semaine} other {Étoiles gagnées par mois}}',
  },
  activityStars: {
    id: 'patient.evolution.chart.stars.activity',
    defaultMessage: 'Activité',
  },
  workoutStars: {
    id: 'patient.evolution.chart.stars.workout',
    defaultMessage: 'Auto-rééducation',
  },
  walkingCompletion: {
    id: 'patient.evolution.chart.walkingCompletion',
    defaultMessage: 'Objectifs de marche atteints',
  },
  walkingCompletionHint: {
    id: 'patient.evolution.chart.walkingCompletion.hint',
    defaultMessage: '100 % : l’objectif est atteint en moyenne sur les jours mesurés.',
  },
  completionObjective: {
    id: 'patient.evolution.chart.walkingCompletion.objective',
    defaultMessage: 'Objectif (100 %)',
  },
});
