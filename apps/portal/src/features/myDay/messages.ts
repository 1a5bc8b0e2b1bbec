import { defineMessages } from '../../i18n/defineMessages';

/** The texts of "my day" (/dashboard). */
export const myDayMessages = defineMessages({
  greeting: {
    id: 'portal.myDay.greeting',
    defaultMessage: 'Bonjour {firstName} ! Voici vos résultats d’hier et vos objectifs du jour.',
  },
  greetingUnnamed: {
    id: 'portal.myDay.greetingUnnamed',
    defaultMessage: 'Bonjour ! Voici vos résultats d’hier et vos objectifs du jour.',
  },
  yesterdayTitle: { id: 'portal.myDay.yesterday.title', defaultMessage: 'Mes résultats d’hier' },
  yesterdayDate: {
    id: 'portal.myDay.yesterday.date',
    defaultMessage: 'Journée du {date}',
  },
  performance: { id: 'portal.myDay.yesterday.performance', defaultMessage: 'Performance' },
  objectivesMet: {
    id: 'portal.myDay.yesterday.objectivesMet',
    defaultMessage:
      '{met, plural, =0 {Aucun objectif atteint} one {# objectif atteint} other {# objectifs atteints}} sur {total}',
  },
  objective: { id: 'portal.myDay.objective', defaultMessage: 'Objectif : {value}' },
  met: { id: 'portal.myDay.yesterday.met', defaultMessage: 'Objectif atteint' },
  notMet: { id: 'portal.myDay.yesterday.notMet', defaultMessage: 'Objectif non atteint' },
  noObjective: { id: 'portal.myDay.yesterday.noObjective', defaultMessage: 'Sans objectif' },
  notMeasured: { id: 'portal.myDay.yesterday.notMeasured', defaultMessage: 'Non mesuré' },
  notCounted: {
    id: 'portal.myDay.notCounted',
    defaultMessage: 'Ne compte ni dans les étoiles ni dans la performance',
  },
  noDataYesterday: {
    id: 'portal.myDay.yesterday.noData',
    defaultMessage: 'Pas de mesure hier',
  },
  noDataYesterdayHint: {
    id: 'portal.myDay.yesterday.noDataHint',
    defaultMessage:
      'Votre oxilio n’a rien envoyé pour hier. Dernière journée mesurée : le {date}. Pensez à le porter et à le recharger.',
  },
  todayTitle: { id: 'portal.myDay.today.title', defaultMessage: 'Mes objectifs du jour' },
  todayHint: {
    id: 'portal.myDay.today.hint',
    defaultMessage: 'Chaque objectif atteint aujourd’hui vous rapporte une étoile.',
  },
  noObjectives: {
    id: 'portal.myDay.today.none',
    defaultMessage: 'Pas encore d’objectif pour aujourd’hui',
  },
  noObjectivesHint: {
    id: 'portal.myDay.today.noneHint',
    defaultMessage: 'Votre rééducateur fixera bientôt vos objectifs avec vous.',
  },
  starsTitle: { id: 'portal.myDay.stars.title', defaultMessage: 'Mes étoiles' },
  starsToday: { id: 'portal.myDay.stars.today', defaultMessage: 'Aujourd’hui' },
  starsYesterday: { id: 'portal.myDay.stars.yesterday', defaultMessage: 'Hier' },
  starsMonth: { id: 'portal.myDay.stars.month', defaultMessage: 'Ce mois-ci' },
  starsTotal: { id: 'portal.myDay.stars.total', defaultMessage: 'Depuis le début' },
  rank: { id: 'portal.myDay.stars.rank', defaultMessage: 'Votre rang : {rank}.' },
  nextRank: {
    id: 'portal.myDay.stars.nextRank',
    defaultMessage:
      'Votre rang suit vos étoiles depuis le début : encore {count, plural, one {# étoile} other {# étoiles}} pour atteindre le rang {rank}.',
  },
  topRank: {
    id: 'portal.myDay.stars.topRank',
    defaultMessage: 'Vous avez atteint le plus haut rang. Bravo !',
  },
  firstStar: {
    id: 'portal.myDay.stars.first',
    defaultMessage:
      'Vous gagnez une étoile pour chaque objectif atteint et pour chaque séance d’auto-rééducation terminée.',
  },
  seeRank: { id: 'portal.myDay.stars.seeRank', defaultMessage: 'Voir mon rang et mes succès' },
  usageTitle: { id: 'portal.myDay.usage.title', defaultMessage: 'Utilisation de l’oxilio' },
  usageYesterday: {
    id: 'portal.myDay.usage.yesterday',
    defaultMessage: 'Temps d’utilisation hier',
  },
  /** Over the days of use only: it says how many (docs/product.md#performance-and-usage). */
  usageAverage: {
    id: 'portal.myDay.usage.averageOfDays',
    defaultMessage: 'Moyenne par jour d’utilisation ({days} sur 7) : {duration}',
  },
  usageDetail: { id: 'portal.myDay.usage.detail', defaultMessage: 'Détail d’hier' },
  seated: { id: 'portal.myDay.usage.seated', defaultMessage: 'Assis' },
  standing: { id: 'portal.myDay.usage.standing', defaultMessage: 'Debout' },
  walking: { id: 'portal.myDay.usage.walking', defaultMessage: 'Dont marche' },
  selfRehabilitation: {
    id: 'portal.myDay.usage.selfRehabilitation',
    defaultMessage: 'Auto-rééducation',
  },
  usageChart: {
    id: 'portal.myDay.usage.chart',
    defaultMessage: 'Temps d’utilisation des 7 derniers jours',
  },
  usageChartSummary: {
    id: 'portal.myDay.usage.chartSummary',
    defaultMessage:
      'Utilisé {days, plural, one {# jour} other {# jours}} sur 7, en moyenne {duration} par jour d’utilisation.',
  },
  usageChartEmpty: {
    id: 'portal.myDay.usage.chartEmpty',
    defaultMessage: 'Aucune utilisation ces 7 derniers jours.',
  },
  usageLabel: { id: 'portal.myDay.usage.label', defaultMessage: 'Utilisation' },
  noDeviceTitle: {
    id: 'portal.myDay.noDevice.title',
    defaultMessage: 'Bienvenue dans la communauté oxilio !',
  },
  noDeviceBody: {
    id: 'portal.myDay.noDevice.body',
    defaultMessage:
      'Votre établissement peut maintenant vous associer un oxilio. Dès qu’il vous sera confié, vous retrouverez ici vos résultats, vos objectifs et vos étoiles.',
  },
  noDeviceNow: {
    id: 'portal.myDay.noDevice.now',
    defaultMessage:
      'Aucun oxilio ne vous est associé en ce moment : votre établissement peut vous en associer un. Vos résultats passés restent ici.',
  },
  firstDayTitle: {
    id: 'portal.myDay.firstDay.title',
    defaultMessage: 'Vos premiers résultats arrivent bientôt',
  },
  firstDayBody: {
    id: 'portal.myDay.firstDay.body',
    defaultMessage:
      'Votre oxilio vous est associé depuis le {date}. Le lendemain de votre première journée avec lui, vous verrez ici vos résultats et vos étoiles.',
  },
});
