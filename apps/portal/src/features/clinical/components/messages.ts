import { defineMessages } from '../../../i18n/defineMessages';

export const clinicalMessages = defineMessages({
  speedTitle: {
    id: 'rehabilitator.clinical.speed.title',
    defaultMessage: 'Vitesse de marche et niveau fonctionnel',
  },
  speedNow: {
    id: 'rehabilitator.clinical.speed.now',
    defaultMessage: 'Moyenne des 7 derniers jours : {speed}',
  },
  speedNone: {
    id: 'rehabilitator.clinical.speed.none',
    defaultMessage: 'Pas de vitesse de marche mesurée ces 7 derniers jours.',
  },
  bandsLabel: { id: 'rehabilitator.clinical.bands.label', defaultMessage: 'Niveaux de marche' },
  band_household: {
    id: 'rehabilitator.clinical.band.household',
    defaultMessage: 'Marche à domicile',
  },
  band_limitedCommunity: {
    id: 'rehabilitator.clinical.band.limitedCommunity',
    defaultMessage: 'Marche extérieure limitée',
  },
  band_community: {
    id: 'rehabilitator.clinical.band.community',
    defaultMessage: 'Marche extérieure',
  },
  bandRange_household: {
    id: 'rehabilitator.clinical.bandRange.household',
    defaultMessage: 'moins de {to}',
  },
  bandRange_limitedCommunity: {
    id: 'rehabilitator.clinical.bandRange.limitedCommunity',
    defaultMessage: 'de {from} à {to}',
  },
  bandRange_community: {
    id: 'rehabilitator.clinical.bandRange.community',
    defaultMessage: 'plus de {from}',
  },
  currentBand: {
    id: 'rehabilitator.clinical.band.current',
    defaultMessage: 'Niveau actuel : {band}',
  },
  changeBetter: {
    id: 'rehabilitator.clinical.change.better',
    defaultMessage: 'Progrès cliniquement significatif depuis le début : +{change}',
  },
  changeWorse: {
    id: 'rehabilitator.clinical.change.worse',
    defaultMessage: 'Baisse cliniquement significative depuis le début : −{change}',
  },
  changeStable: {
    id: 'rehabilitator.clinical.change.stable',
    defaultMessage:
      'Variation depuis le début ({change}) inférieure au seuil cliniquement significatif de {mcid}',
  },
  changeCrossed: {
    id: 'rehabilitator.clinical.change.crossed',
    defaultMessage: 'Niveau au début : {band}',
  },
  help: { id: 'rehabilitator.clinical.help', defaultMessage: 'D’où viennent ces seuils ?' },
  helpBands: {
    id: 'rehabilitator.clinical.help.bands',
    defaultMessage:
      'Niveaux de marche selon la vitesse (moins de {low} : à domicile ; de {low} à {high} : extérieure limitée ; plus de {high} : extérieure) :',
  },
  helpMcid: {
    id: 'rehabilitator.clinical.help.mcid',
    defaultMessage:
      'Une variation n’est signalée comme significative qu’à partir de {mcid} (différence minimale cliniquement importante) :',
  },
  helpTrends: {
    id: 'rehabilitator.clinical.help.trends',
    defaultMessage:
      'Tendances : la moyenne des {days} derniers jours est comparée à celle des {days} jours précédents (au moins {minimum} jours mesurés dans chacun). L’asymétrie s’aggrave au-delà de +{asymmetry}, la variabilité du temps de pas au-delà de +{cv} point. Ces marges sont un choix du produit, pas un seuil publié.',
  },
  trendsTitle: {
    id: 'rehabilitator.clinical.trends.title',
    defaultMessage: 'Qualité de marche sur 4 semaines',
  },
  trendsTitleEndOfPeriod: {
    id: 'rehabilitator.clinical.trends.titleEndOfPeriod',
    defaultMessage: 'Qualité de marche sur les 4 dernières semaines de la période',
  },
  trendsNoneEndOfPeriod: {
    id: 'rehabilitator.clinical.trends.noneEndOfPeriod',
    defaultMessage:
      'Pas assez de mesures dans les 4 dernières semaines de la période pour juger une tendance.',
  },
  trendsNone: {
    id: 'rehabilitator.clinical.trends.none',
    defaultMessage: 'Pas assez de mesures ces 4 dernières semaines pour juger une tendance.',
  },
  trendRow: {
    id: 'rehabilitator.clinical.trend.row',
    defaultMessage: '{previous} → {recent}',
  },
  trendWorsening: { id: 'rehabilitator.clinical.trend.worsening', defaultMessage: 'S’aggrave' },
  trendSteady: {
    id: 'rehabilitator.clinical.trend.steady',
    defaultMessage: 'Stable ou en amélioration',
  },
  trendHint: {
    id: 'rehabilitator.clinical.trend.hint',
    defaultMessage: '2 semaines précédentes → 2 dernières semaines',
  },
});
