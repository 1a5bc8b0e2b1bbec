import { defineMessages } from '../../../i18n/defineMessages';

/** The goals' texts: the rehabilitator's tab and the patient's card (docs/decisions/goals.md). */
export const goalsMessages = defineMessages({
  activeTitle: { id: 'portal.goals.activeTitle', defaultMessage: 'Objectifs en cours' },
  intro: {
    id: 'portal.goals.intro',
    defaultMessage:
      'Fixés avec le patient, dans ses mots. La progression est calculée à partir des données de l’appareil et des tests.',
  },
  emptyTitle: { id: 'portal.goals.emptyTitle', defaultMessage: 'Aucun objectif en cours' },
  emptyBody: {
    id: 'portal.goals.emptyBody',
    defaultMessage:
      'Fixez un premier objectif avec le patient : sur une mesure de l’appareil, sur un test ou en mots.',
  },
  newGoal: { id: 'portal.goals.newGoal', defaultMessage: 'Fixer un objectif' },
  formTitleNew: { id: 'portal.goals.form.titleNew', defaultMessage: 'Nouvel objectif' },
  formTitleRevise: { id: 'portal.goals.form.titleRevise', defaultMessage: 'Réviser l’objectif' },
  formReviseIntro: {
    id: 'portal.goals.form.reviseIntro',
    defaultMessage:
      'L’objectif actuel sera gardé dans l’historique comme révisé, remplacé par celui-ci.',
  },
  kind: { id: 'portal.goals.form.kind', defaultMessage: 'Type d’objectif' },
  kindMetric: { id: 'portal.goals.kind.metric', defaultMessage: 'Mesure de l’appareil' },
  kindTest: { id: 'portal.goals.kind.test', defaultMessage: 'Test standardisé' },
  kindWords: { id: 'portal.goals.kind.words', defaultMessage: 'En mots' },
  kindMetricHint: {
    id: 'portal.goals.kind.metricHint',
    defaultMessage: 'Par exemple 1 500 pas par jour, en moyenne sur les 7 derniers jours',
  },
  kindTestHint: {
    id: 'portal.goals.kind.testHint',
    defaultMessage: 'Par exemple un Timed Up and Go sous 13,5 s',
  },
  kindWordsHint: {
    id: 'portal.goals.kind.wordsHint',
    defaultMessage: 'Sans chiffre, revu à une date choisie',
  },
  metric: { id: 'portal.goals.form.metric', defaultMessage: 'Mesure' },
  measure: { id: 'portal.goals.form.measure', defaultMessage: 'Test' },
  target: { id: 'portal.goals.form.target', defaultMessage: 'Cible' },
  targetHint: {
    id: 'portal.goals.form.targetHint',
    defaultMessage: 'En {unit}, de {min} à {max}.',
  },
  unitCount: { id: 'portal.goals.unit.count', defaultMessage: 'nombre par jour' },
  unitMinutes: { id: 'portal.goals.unit.minutes', defaultMessage: 'minutes par jour' },
  unitMetres: { id: 'portal.goals.unit.metres', defaultMessage: 'mètres' },
  unitMetresPerSecond: {
    id: 'portal.goals.unit.metresPerSecond',
    defaultMessage: 'mètres par seconde',
  },
  unitSeconds: { id: 'portal.goals.unit.seconds', defaultMessage: 'secondes' },
  unitPoints: { id: 'portal.goals.unit.points', defaultMessage: 'points' },
  unitCategory: { id: 'portal.goals.unit.category', defaultMessage: 'catégorie' },
  review: { id: 'portal.goals.form.review', defaultMessage: 'Revoir l’objectif' },
  reviewHint: {
    id: 'portal.goals.form.reviewHint',
    defaultMessage: 'Compté à partir d’aujourd’hui.',
  },
  reviewNone: { id: 'portal.goals.review.none', defaultMessage: 'Pas de date de revue' },
  reviewTwoWeeks: { id: 'portal.goals.review.twoWeeks', defaultMessage: 'Dans 2 semaines' },
  reviewOneMonth: { id: 'portal.goals.review.oneMonth', defaultMessage: 'Dans 1 mois' },
  reviewSixWeeks: { id: 'portal.goals.review.sixWeeks', defaultMessage: 'Dans 6 semaines' },
  reviewThreeMonths: { id: 'portal.goals.review.threeMonths', defaultMessage: 'Dans 3 mois' },
  text: { id: 'portal.goals.form.text', defaultMessage: 'L’objectif, dans les mots du patient' },
  textHint: {
    id: 'portal.goals.form.textHint',
    defaultMessage: 'Par exemple : « Marcher jusqu’à la boulangerie ». Le patient le lit tel quel.',
  },
  save: { id: 'portal.goals.form.save', defaultMessage: 'Enregistrer l’objectif' },
  saveRevision: { id: 'portal.goals.form.saveRevision', defaultMessage: 'Remplacer l’objectif' },
  cancel: { id: 'portal.goals.form.cancel', defaultMessage: 'Annuler' },
  required: { id: 'portal.goals.error.required', defaultMessage: 'Ce champ est obligatoire.' },
  targetInvalid: {
    id: 'portal.goals.error.targetInvalid',
    defaultMessage: 'Saisissez un nombre de {min} à {max}, par pas de {step}.',
  },
  textTooLong: {
    id: 'portal.goals.error.textTooLong',
    defaultMessage: '{max} caractères au plus.',
  },
  reviewRequired: {
    id: 'portal.goals.error.reviewRequired',
    defaultMessage: 'Un objectif en mots a besoin d’une date de revue.',
  },
  saved: { id: 'portal.goals.saved', defaultMessage: 'Objectif enregistré.' },
  revised: {
    id: 'portal.goals.revised',
    defaultMessage: 'Objectif révisé : l’ancien est dans l’historique.',
  },
  saveFailed: {
    id: 'portal.goals.saveFailed',
    defaultMessage: 'L’objectif n’a pas pu être enregistré. Réessayez.',
  },
  progressLabel: { id: 'portal.goals.progressLabel', defaultMessage: 'Progression vers la cible' },
  progressValue: { id: 'portal.goals.progressValue', defaultMessage: '{percent} du chemin' },
  targetAtLeast: {
    id: 'portal.goals.targetAtLeast',
    defaultMessage: '{measure} : au moins {target}',
  },
  targetAtMost: { id: 'portal.goals.targetAtMost', defaultMessage: '{measure} : au plus {target}' },
  metricNow: {
    id: 'portal.goals.metricNow',
    defaultMessage:
      'Moyenne des 7 derniers jours : {current} ({days} jours mesurés sur 7). Départ : {baseline}.',
  },
  testNow: {
    id: 'portal.goals.testNow',
    defaultMessage: 'Dernier résultat : {current} le {date}. Départ : {baseline}.',
  },
  noData: {
    id: 'portal.goals.noData',
    defaultMessage: 'Pas encore de donnée pour calculer la progression.',
  },
  wordsNoFigure: {
    id: 'portal.goals.wordsNoFigure',
    defaultMessage: 'Objectif en mots : pas de chiffre, on en reparle à la revue.',
  },
  reviewOn: { id: 'portal.goals.reviewOn', defaultMessage: 'À revoir le {date}' },
  reviewDue: { id: 'portal.goals.reviewDue', defaultMessage: 'Revue à faire' },
  reached: { id: 'portal.goals.reached', defaultMessage: 'Cible atteinte' },
  reachedHint: {
    id: 'portal.goals.reachedHint',
    defaultMessage: 'La cible est atteinte : confirmez avec le patient si l’objectif est réalisé.',
  },
  setBy: { id: 'portal.goals.setBy', defaultMessage: 'Fixé le {date} par {name}' },
  setOn: { id: 'portal.goals.setOn', defaultMessage: 'Fixé le {date}' },
  achieve: { id: 'portal.goals.achieve', defaultMessage: 'Objectif atteint' },
  achieveTitle: {
    id: 'portal.goals.achieveTitle',
    defaultMessage: 'Marquer « {text} » comme atteint ?',
  },
  achieveBody: {
    id: 'portal.goals.achieveBody',
    defaultMessage: 'L’objectif passe dans l’historique comme atteint ; le patient le voit ainsi.',
  },
  achieveConfirm: { id: 'portal.goals.achieveConfirm', defaultMessage: 'Marquer atteint' },
  keep: { id: 'portal.goals.keep', defaultMessage: 'Garder en cours' },
  revise: { id: 'portal.goals.revise', defaultMessage: 'Réviser' },
  drop: { id: 'portal.goals.drop', defaultMessage: 'Abandonner' },
  dropReason: { id: 'portal.goals.dropReason', defaultMessage: 'Raison de l’abandon' },
  dropNote: { id: 'portal.goals.dropNote', defaultMessage: 'Précision (facultatif)' },
  dropTitle: { id: 'portal.goals.dropTitle', defaultMessage: 'Abandonner « {text} » ?' },
  dropBody: {
    id: 'portal.goals.dropBody',
    defaultMessage:
      'L’objectif passe dans l’historique comme abandonné, avec sa raison : {reason}.',
  },
  dropConfirm: { id: 'portal.goals.dropConfirm', defaultMessage: 'Abandonner l’objectif' },
  reasonNotRelevant: {
    id: 'portal.goals.reason.notRelevant',
    defaultMessage: 'N’est plus pertinent',
  },
  reasonHealthChange: {
    id: 'portal.goals.reason.healthChange',
    defaultMessage: 'Changement de l’état de santé',
  },
  reasonPatientChoice: {
    id: 'portal.goals.reason.patientChoice',
    defaultMessage: 'Choix du patient',
  },
  reasonUnrealistic: {
    id: 'portal.goals.reason.unrealistic',
    defaultMessage: 'Irréaliste pour le moment',
  },
  reasonOther: { id: 'portal.goals.reason.other', defaultMessage: 'Autre raison' },
  achievedNotice: { id: 'portal.goals.achievedNotice', defaultMessage: 'Objectif marqué atteint.' },
  droppedNotice: { id: 'portal.goals.droppedNotice', defaultMessage: 'Objectif abandonné.' },
  alreadyClosed: {
    id: 'portal.goals.alreadyClosed',
    defaultMessage: 'Cet objectif n’est plus en cours.',
  },
  actionFailed: {
    id: 'portal.goals.actionFailed',
    defaultMessage: 'L’action n’a pas pu être faite. Réessayez.',
  },
  historyTitle: { id: 'portal.goals.historyTitle', defaultMessage: 'Historique des objectifs' },
  historyEmpty: {
    id: 'portal.goals.historyEmpty',
    defaultMessage: 'Aucun objectif terminé pour l’instant.',
  },
  statusAchieved: { id: 'portal.goals.status.achieved', defaultMessage: 'Atteint' },
  statusRevised: { id: 'portal.goals.status.revised', defaultMessage: 'Révisé' },
  statusDropped: { id: 'portal.goals.status.dropped', defaultMessage: 'Abandonné' },
  closedLine: { id: 'portal.goals.closedLine', defaultMessage: 'Le {date}, par {name}' },
  revisedBy: { id: 'portal.goals.revisedBy', defaultMessage: 'Remplacé par : « {text} »' },
  reasonWithNote: {
    id: 'portal.goals.reasonWithNote',
    defaultMessage: 'Raison : {reason} — {note}',
  },
  reasonLine: { id: 'portal.goals.reasonLine', defaultMessage: 'Raison : {reason}' },
  loadFailed: {
    id: 'portal.goals.loadFailed',
    defaultMessage: 'Les objectifs n’ont pas pu être chargés.',
  },
  measure_tenMetreWalkComfortable: {
    id: 'portal.goals.measure.tenMetreWalkComfortable',
    defaultMessage: 'Marche de 10 mètres, vitesse confortable',
  },
  measure_tenMetreWalkFast: {
    id: 'portal.goals.measure.tenMetreWalkFast',
    defaultMessage: 'Marche de 10 mètres, vitesse rapide',
  },
  measure_timedUpAndGo: {
    id: 'portal.goals.measure.timedUpAndGo',
    defaultMessage: 'Timed Up and Go',
  },
  measure_sixMinuteWalk: {
    id: 'portal.goals.measure.sixMinuteWalk',
    defaultMessage: 'Marche de 6 minutes',
  },
  measure_fiveTimesSitToStand: {
    id: 'portal.goals.measure.fiveTimesSitToStand',
    defaultMessage: 'Cinq levers de chaise',
  },
  measure_bergBalanceScale: {
    id: 'portal.goals.measure.bergBalanceScale',
    defaultMessage: 'Échelle d’équilibre de Berg',
  },
  measure_functionalAmbulationCategories: {
    id: 'portal.goals.measure.functionalAmbulationCategories',
    defaultMessage: 'Catégories de marche fonctionnelle (FAC)',
  },
  points: { id: 'portal.goals.value.points', defaultMessage: '{value} points' },
  category: { id: 'portal.goals.value.category', defaultMessage: 'catégorie {value} sur 5' },
  myTitle: { id: 'patient.goals.title', defaultMessage: 'Mes objectifs' },
  myIntro: {
    id: 'patient.goals.intro',
    defaultMessage: 'Les objectifs fixés avec votre rééducateur, et où vous en êtes.',
  },
  myEmptyTitle: { id: 'patient.goals.emptyTitle', defaultMessage: 'Pas encore d’objectif' },
  myEmptyBody: {
    id: 'patient.goals.emptyBody',
    defaultMessage: 'Votre rééducateur fixera vos objectifs avec vous.',
  },
  myProgress: { id: 'patient.goals.progress', defaultMessage: 'Où j’en suis' },
  myValue: { id: 'patient.goals.value', defaultMessage: '{percent} du chemin fait' },
  myReached: {
    id: 'patient.goals.reached',
    defaultMessage:
      'Bravo, vous avez atteint la cible ! Votre rééducateur le confirmera avec vous.',
  },
  myMetricNow: {
    id: 'patient.goals.metricNow',
    defaultMessage:
      '{measure}, ces 7 derniers jours : {current} en moyenne. Votre cible : {target}.',
  },
  myTestNow: {
    id: 'patient.goals.testNow',
    defaultMessage: 'Dernier test le {date} : {current}. Votre cible : {target}.',
  },
  myNoData: {
    id: 'patient.goals.noData',
    defaultMessage:
      'Pas encore de mesure : votre progression s’affichera dès qu’il y en aura une. Votre cible : {target}.',
  },
  myWords: {
    id: 'patient.goals.words',
    defaultMessage: 'Vous en reparlerez avec votre rééducateur le {date}.',
  },
  myWordsDue: {
    id: 'patient.goals.wordsDue',
    defaultMessage: 'Vous en reparlerez bientôt avec votre rééducateur.',
  },
  myAchievedTitle: { id: 'patient.goals.achievedTitle', defaultMessage: 'Objectifs atteints' },
  myAchievedOn: { id: 'patient.goals.achievedOn', defaultMessage: 'Atteint le {date}' },
  reviewPassed: {
    id: 'portal.goals.reviewPassed',
    defaultMessage: 'Date de revue passée depuis le {date}',
  },
  reviewToday: { id: 'portal.goals.reviewToday', defaultMessage: 'Date de revue : aujourd’hui' },
  synthesisTitle: { id: 'portal.goals.synthesisTitle', defaultMessage: 'Objectifs de rééducation' },
  synthesisSummary: {
    id: 'portal.goals.synthesisSummary',
    defaultMessage:
      '{count, plural, one {# objectif en cours} other {# objectifs en cours}}{due, plural, =0 {} other {, dont # à revoir}}',
  },
  synthesisEmpty: { id: 'portal.goals.synthesisEmpty', defaultMessage: 'Aucun objectif en cours.' },
  synthesisLink: { id: 'portal.goals.synthesisLink', defaultMessage: 'Voir les objectifs' },
  synthesisWords: {
    id: 'portal.goals.synthesisWords',
    defaultMessage: 'Objectif en mots, sans chiffre',
  },
  reportTitle: {
    id: 'portal.goals.reportTitle',
    defaultMessage: 'Objectifs en cours et clos sur la période',
  },
  reportNone: {
    id: 'portal.goals.reportNone',
    defaultMessage: 'Aucun objectif en cours ni clos sur la période.',
  },
  statusActive: { id: 'portal.goals.status.active', defaultMessage: 'En cours' },
  statusReviewDue: { id: 'portal.goals.status.reviewDue', defaultMessage: 'En cours, à revoir' },
  colGoal: { id: 'portal.goals.col.goal', defaultMessage: 'Objectif' },
  colMeasure: { id: 'portal.goals.col.measure', defaultMessage: 'Mesure' },
  colDirection: { id: 'portal.goals.col.direction', defaultMessage: 'Sens' },
  colTarget: { id: 'portal.goals.col.target', defaultMessage: 'Cible' },
  colUnit: { id: 'portal.goals.col.unit', defaultMessage: 'Unité' },
  colBaseline: { id: 'portal.goals.col.baseline', defaultMessage: 'Départ' },
  colCurrent: { id: 'portal.goals.col.current', defaultMessage: 'Valeur actuelle' },
  colProgress: { id: 'portal.goals.col.progress', defaultMessage: 'Progression' },
  colProgressPercent: { id: 'portal.goals.col.progressPercent', defaultMessage: 'Progression (%)' },
  colStatus: { id: 'portal.goals.col.status', defaultMessage: 'État' },
  colSetOn: { id: 'portal.goals.col.setOn', defaultMessage: 'Fixé le' },
  colReviewOn: { id: 'portal.goals.col.reviewOn', defaultMessage: 'Revue le' },
  colClosedOn: { id: 'portal.goals.col.closedOn', defaultMessage: 'Clos le' },
  colReason: { id: 'portal.goals.col.reason', defaultMessage: 'Raison' },
  directionAtLeast: { id: 'portal.goals.direction.atLeast', defaultMessage: 'au moins' },
  directionAtMost: { id: 'portal.goals.direction.atMost', defaultMessage: 'au plus' },
  csv: { id: 'portal.goals.csv', defaultMessage: 'Objectifs (CSV)' },
});
