import { defineMessages } from '../../i18n/defineMessages';

/** The texts of the profile's rank and success tabs. */
export const achievementsMessages = defineMessages({
  // Rank tab
  currentRank: { id: 'portal.achievements.rank.current', defaultMessage: 'Votre rang : {rank}' },
  noRank: { id: 'portal.achievements.rank.none', defaultMessage: 'Pas encore de rang' },
  rankSince: { id: 'portal.achievements.rank.since', defaultMessage: 'Depuis le {date}' },
  towardsNext: {
    id: 'portal.achievements.rank.towardsNext',
    defaultMessage: 'Vers le rang {rank}',
  },
  towardsNextValue: {
    id: 'portal.achievements.rank.towardsNextValue',
    defaultMessage:
      '{stars, number} sur {threshold, plural, one {# étoile} other {# étoiles}} : encore {missing, number}',
  },
  top: {
    id: 'portal.achievements.rank.top',
    defaultMessage: 'Vous avez atteint le plus haut rang. Bravo !',
  },
  starsTotal: { id: 'portal.achievements.rank.starsTotal', defaultMessage: 'Depuis le début' },
  starsMonth: { id: 'portal.achievements.rank.starsMonth', defaultMessage: 'Ce mois-ci' },
  howStars: {
    id: 'portal.achievements.rank.howStars',
    defaultMessage:
      'Chaque jour, vous gagnez une étoile par objectif d’activité atteint et une par séance d’auto-rééducation terminée (3 au plus). Votre rang suit toutes les étoiles gagnées depuis le début.',
  },
  ladderTitle: { id: 'portal.achievements.rank.ladder', defaultMessage: 'Tous les rangs' },
  threshold: {
    id: 'portal.achievements.rank.threshold',
    defaultMessage: '{stars, plural, =0 {Dès le départ} one {Dès # étoile} other {Dès # étoiles}}',
  },
  reached: { id: 'portal.achievements.rank.reached', defaultMessage: 'Atteint le {date}' },
  reachedUndated: { id: 'portal.achievements.rank.reachedUndated', defaultMessage: 'Atteint' },
  youAreHere: { id: 'portal.achievements.rank.youAreHere', defaultMessage: 'Votre rang actuel' },
  missing: {
    id: 'portal.achievements.rank.missing',
    defaultMessage: 'Encore {count, plural, one {# étoile} other {# étoiles}}',
  },
  unknownRank: { id: 'portal.achievements.rank.unknown', defaultMessage: 'Rang {position}' },
  // Success tab
  earnedTitle: {
    id: 'portal.achievements.success.earned',
    defaultMessage: 'Succès obtenus ({count, number})',
  },
  toEarnTitle: {
    id: 'portal.achievements.success.toEarn',
    defaultMessage: 'Succès à obtenir ({count, number})',
  },
  earnedOn: { id: 'portal.achievements.success.earnedOn', defaultMessage: 'Obtenu le {date}' },
  noneEarned: {
    id: 'portal.achievements.success.noneEarned',
    defaultMessage: 'Pas encore de succès',
  },
  noneEarnedHint: {
    id: 'portal.achievements.success.noneEarnedHint',
    defaultMessage:
      'Terminez votre première séance d’auto-rééducation ou marchez avec votre oxilio : vos premiers succès arriveront vite.',
  },
  allEarned: {
    id: 'portal.achievements.success.allEarned',
    defaultMessage: 'Vous avez obtenu tous les succès. Bravo !',
  },
  sessionsGoal: {
    id: 'portal.achievements.success.sessionsGoal',
    defaultMessage:
      '{count, plural, one {Terminer # séance d’auto-rééducation} other {Terminer # séances d’auto-rééducation}}',
  },
  streakGoal: {
    id: 'portal.achievements.success.streakGoal',
    defaultMessage:
      'Gagner au moins une étoile {count, plural, one {# jour} other {# jours d’affilée}}',
  },
  distanceGoal: {
    id: 'portal.achievements.success.distanceGoal',
    defaultMessage: 'Marcher {distance} au total',
  },
  sessionsProgress: {
    id: 'portal.achievements.success.sessionsProgress',
    defaultMessage:
      '{done, plural, one {# séance terminée} other {# séances terminées}} sur {count, number}',
  },
  streakProgress: {
    id: 'portal.achievements.success.streakProgress',
    defaultMessage:
      'Meilleure série : {done, plural, one {# jour} other {# jours}} sur {count, number}',
  },
  distanceProgress: {
    id: 'portal.achievements.success.distanceProgress',
    defaultMessage: '{done} sur {count}',
  },
  genericProgress: {
    id: 'portal.achievements.success.genericProgress',
    defaultMessage: '{done, number} sur {count, number}',
  },
  unknownTag: { id: 'portal.achievements.success.unknown', defaultMessage: 'Succès' },
});
