import { defineMessages } from '../../../i18n/defineMessages';

/** The texts of the standardised tests (prefix portal.outcomes.*). */
export const outcomeMessages = defineMessages({
  // The tests, as a rehabilitator names them.
  tenMetreWalkComfortable: {
    id: 'portal.outcomes.measure.tenMetreWalkComfortable',
    defaultMessage: 'Test de marche de 10 mètres, vitesse confortable',
  },
  tenMetreWalkFast: {
    id: 'portal.outcomes.measure.tenMetreWalkFast',
    defaultMessage: 'Test de marche de 10 mètres, vitesse rapide',
  },
  timedUpAndGo: {
    id: 'portal.outcomes.measure.timedUpAndGo',
    defaultMessage: 'Timed Up and Go (TUG)',
  },
  sixMinuteWalk: {
    id: 'portal.outcomes.measure.sixMinuteWalk',
    defaultMessage: 'Test de marche de 6 minutes',
  },
  fiveTimesSitToStand: {
    id: 'portal.outcomes.measure.fiveTimesSitToStand',
    defaultMessage: 'Test de lever de chaise 5 fois',
  },
  bergBalanceScale: {
    id: 'portal.outcomes.measure.bergBalanceScale',
    defaultMessage: 'Échelle d’équilibre de Berg',
  },
  functionalAmbulationCategories: {
    id: 'portal.outcomes.measure.functionalAmbulationCategories',
    defaultMessage: 'Catégories de marche fonctionnelle (FAC)',
  },

  // What each test measures, in the patient's words.
  explainTenMetreWalkComfortable: {
    id: 'portal.outcomes.explain.tenMetreWalkComfortable',
    defaultMessage:
      'Votre vitesse quand vous marchez 10 mètres à votre rythme habituel. Plus elle est élevée, plus la marche est facile au quotidien.',
  },
  explainTenMetreWalkFast: {
    id: 'portal.outcomes.explain.tenMetreWalkFast',
    defaultMessage:
      'Votre vitesse quand vous marchez 10 mètres aussi vite que vous le pouvez sans risque, par exemple pour traverser une rue.',
  },
  explainTimedUpAndGo: {
    id: 'portal.outcomes.explain.timedUpAndGo',
    defaultMessage:
      'Le temps pour vous lever d’une chaise, marcher 3 mètres, faire demi-tour et vous rasseoir. Moins de temps, c’est mieux.',
  },
  explainSixMinuteWalk: {
    id: 'portal.outcomes.explain.sixMinuteWalk',
    defaultMessage:
      'La distance que vous parcourez en marchant 6 minutes. Elle montre votre endurance : plus de mètres, c’est mieux.',
  },
  explainFiveTimesSitToStand: {
    id: 'portal.outcomes.explain.fiveTimesSitToStand',
    defaultMessage:
      'Le temps pour vous lever d’une chaise et vous rasseoir 5 fois de suite. Il montre la force de vos jambes : moins de temps, c’est mieux.',
  },
  explainBergBalanceScale: {
    id: 'portal.outcomes.explain.bergBalanceScale',
    defaultMessage:
      '14 exercices d’équilibre notés de 0 à 56 points, par exemple tenir debout les yeux fermés. Plus de points, c’est mieux.',
  },
  explainFunctionalAmbulationCategories: {
    id: 'portal.outcomes.explain.functionalAmbulationCategories',
    defaultMessage:
      'L’aide dont vous avez besoin pour marcher, de 0 (marche impossible) à 5 (marche seul partout, escaliers compris).',
  },

  // Values with their unit.
  valueMetresPerSecond: {
    id: 'portal.outcomes.value.metresPerSecond',
    defaultMessage: '{value} m/s',
  },
  valueSeconds: { id: 'portal.outcomes.value.seconds', defaultMessage: '{value} s' },
  valueMetres: { id: 'portal.outcomes.value.metres', defaultMessage: '{value} m' },
  valuePoints: {
    id: 'portal.outcomes.value.points',
    defaultMessage: '{count, plural, one {{value} point} other {{value} points}}',
  },
  valueCategory: { id: 'portal.outcomes.value.category', defaultMessage: 'catégorie {value}' },
  unitMetresPerSecond: { id: 'portal.outcomes.unit.metresPerSecond', defaultMessage: 'm/s' },
  unitSeconds: { id: 'portal.outcomes.unit.seconds', defaultMessage: 's' },
  unitMetres: { id: 'portal.outcomes.unit.metres', defaultMessage: 'm' },
  unitPoints: { id: 'portal.outcomes.unit.points', defaultMessage: 'points' },
  unitCategory: { id: 'portal.outcomes.unit.category', defaultMessage: 'catégorie' },

  // Normative bands.
  bandHousehold: { id: 'portal.outcomes.band.household', defaultMessage: 'Marche à domicile' },
  bandLimitedCommunity: {
    id: 'portal.outcomes.band.limitedCommunity',
    defaultMessage: 'Marche limitée à l’extérieur',
  },
  bandCommunity: { id: 'portal.outcomes.band.community', defaultMessage: 'Marche en extérieur' },
  bandLowFallRisk: {
    id: 'portal.outcomes.band.lowFallRisk',
    defaultMessage: 'Sous le seuil de risque de chute',
  },
  bandFallRisk: { id: 'portal.outcomes.band.fallRisk', defaultMessage: 'Risque de chute accru' },
  bandNonFunctional: {
    id: 'portal.outcomes.band.nonFunctional',
    defaultMessage: '0 : marche impossible ou avec deux personnes',
  },
  bandDependentContinuous: {
    id: 'portal.outcomes.band.dependentContinuous',
    defaultMessage: '1 : aide physique continue',
  },
  bandDependentIntermittent: {
    id: 'portal.outcomes.band.dependentIntermittent',
    defaultMessage: '2 : aide physique intermittente',
  },
  bandDependentSupervision: {
    id: 'portal.outcomes.band.dependentSupervision',
    defaultMessage: '3 : sous surveillance',
  },
  bandIndependentLevel: {
    id: 'portal.outcomes.band.independentLevel',
    defaultMessage: '4 : seul sur terrain plat',
  },
  bandIndependent: {
    id: 'portal.outcomes.band.independent',
    defaultMessage: '5 : seul partout, escaliers compris',
  },

  // Judgements.
  improved: {
    id: 'portal.outcomes.judgement.improved',
    defaultMessage: 'amélioré au-delà de la MCID',
  },
  withinError: {
    id: 'portal.outcomes.judgement.withinError',
    defaultMessage: 'dans l’erreur de mesure',
  },
  worse: { id: 'portal.outcomes.judgement.worse', defaultMessage: 'moins bien' },
  sinceFirst: {
    id: 'portal.outcomes.sinceFirst',
    defaultMessage: 'Depuis le premier : {judgement} ({change})',
  },
  sincePrevious: {
    id: 'portal.outcomes.sincePrevious',
    defaultMessage: 'Depuis le précédent : {judgement} ({change})',
  },
  patientImproved: { id: 'portal.outcomes.patient.improved', defaultMessage: 'un vrai progrès' },
  patientWithinError: {
    id: 'portal.outcomes.patient.withinError',
    defaultMessage: 'pas de changement net : l’écart reste dans la marge normale du test',
  },
  patientWorse: { id: 'portal.outcomes.patient.worse', defaultMessage: 'moins bien qu’avant' },
  patientSinceFirst: {
    id: 'portal.outcomes.patient.sinceFirst',
    defaultMessage: 'Depuis votre premier test : {judgement}.',
  },
  patientFirstOnly: {
    id: 'portal.outcomes.patient.firstOnly',
    defaultMessage: 'C’est votre premier résultat : le prochain test montrera votre évolution.',
  },

  // The rehabilitator's tab.
  recordTitle: { id: 'portal.outcomes.record.title', defaultMessage: 'Enregistrer un résultat' },
  measure: { id: 'portal.outcomes.record.measure', defaultMessage: 'Test' },
  value: { id: 'portal.outcomes.record.value', defaultMessage: 'Résultat ({unit})' },
  valueHint: {
    id: 'portal.outcomes.record.valueHint',
    defaultMessage: 'Entre {min} et {max} {unit}',
  },
  measuredOn: { id: 'portal.outcomes.record.measuredOn', defaultMessage: 'Date du test' },
  walkingAid: { id: 'portal.outcomes.record.walkingAid', defaultMessage: 'Aide à la marche' },
  aidNone: { id: 'portal.outcomes.aid.none', defaultMessage: 'Aucune' },
  aidCane: { id: 'portal.outcomes.aid.cane', defaultMessage: 'Canne' },
  aidWalker: { id: 'portal.outcomes.aid.walker', defaultMessage: 'Déambulateur' },
  aidOther: { id: 'portal.outcomes.aid.other', defaultMessage: 'Autre aide' },
  assistance: { id: 'portal.outcomes.record.assistance', defaultMessage: 'Assistance' },
  assistanceNone: { id: 'portal.outcomes.assistance.none', defaultMessage: 'Aucune' },
  assistanceStandby: {
    id: 'portal.outcomes.assistance.standby',
    defaultMessage: 'Surveillance rapprochée',
  },
  assistancePhysical: {
    id: 'portal.outcomes.assistance.physical',
    defaultMessage: 'Aide physique',
  },
  withDevice: { id: 'portal.outcomes.record.withDevice', defaultMessage: 'Avec l’oxilio' },
  comment: { id: 'portal.outcomes.record.comment', defaultMessage: 'Commentaire (facultatif)' },
  submit: { id: 'portal.outcomes.record.submit', defaultMessage: 'Enregistrer le résultat' },
  recorded: { id: 'portal.outcomes.record.done', defaultMessage: 'Résultat enregistré.' },
  valueRequired: {
    id: 'portal.outcomes.error.valueRequired',
    defaultMessage: 'Indiquez le résultat.',
  },
  outOfRange: {
    id: 'portal.outcomes.error.outOfRange',
    defaultMessage: 'Le résultat doit être compris entre {min} et {max} {unit}.',
  },
  tooPrecise: {
    id: 'portal.outcomes.error.tooPrecise',
    defaultMessage:
      '{decimals, plural, =0 {Le résultat est un nombre entier.} one {Le résultat a au plus # décimale.} other {Le résultat a au plus # décimales.}}',
  },
  dateRequired: {
    id: 'portal.outcomes.error.dateRequired',
    defaultMessage: 'Indiquez la date du test.',
  },
  dateInFuture: {
    id: 'portal.outcomes.error.dateInFuture',
    defaultMessage: 'La date du test ne peut pas être dans le futur.',
  },
  emptyTitle: { id: 'portal.outcomes.empty.title', defaultMessage: 'Aucun résultat de test' },
  emptyDescription: {
    id: 'portal.outcomes.empty.description',
    defaultMessage:
      'Les tests standardisés faits en salle (TUG, 10 mètres, Berg…) apparaîtront ici avec leur évolution.',
  },
  latest: {
    id: 'portal.outcomes.latest',
    defaultMessage: 'Dernier résultat : {value} le {date}',
  },
  band: { id: 'portal.outcomes.bandNow', defaultMessage: 'Repère : {band}' },
  threshold: { id: 'portal.outcomes.threshold', defaultMessage: 'Seuil ({source})' },
  mcid: {
    id: 'portal.outcomes.mcid',
    defaultMessage: 'MCID : {value} ({source})',
  },
  bandsHeading: { id: 'portal.outcomes.bandsHeading', defaultMessage: 'Repères ({source})' },
  history: {
    id: 'portal.outcomes.history',
    defaultMessage: 'Historique ({count, plural, one {# résultat} other {# résultats}})',
  },
  conditions: {
    id: 'portal.outcomes.conditions',
    defaultMessage:
      'Aide : {aid} · Assistance : {assistance} · {withDevice, select, true {avec l’oxilio} other {sans l’oxilio}}',
  },
  measuredBy: { id: 'portal.outcomes.measuredBy', defaultMessage: 'Mesuré par {name}' },
  measuredByPatient: {
    id: 'portal.outcomes.measuredByPatient',
    defaultMessage: 'Mesuré par le patient',
  },
  struck: {
    id: 'portal.outcomes.struck',
    defaultMessage: 'Barré le {date} par {name} : {reason}',
  },
  strike: { id: 'portal.outcomes.strike', defaultMessage: 'Barrer' },
  strikeReason: { id: 'portal.outcomes.strike.reason', defaultMessage: 'Raison' },
  strikeReasonHint: {
    id: 'portal.outcomes.strike.reasonHint',
    defaultMessage: 'Par exemple : chronomètre mal déclenché, mauvais patient.',
  },
  strikeTitle: {
    id: 'portal.outcomes.strike.title',
    defaultMessage: 'Barrer le résultat du {date} ?',
  },
  strikeDescription: {
    id: 'portal.outcomes.strike.description',
    defaultMessage:
      'Il reste visible dans l’historique, barré, avec la raison, et ne compte plus dans l’évolution.',
  },
  strikeConfirm: { id: 'portal.outcomes.strike.confirm', defaultMessage: 'Barrer le résultat' },
  strikeReasonRequired: {
    id: 'portal.outcomes.strike.reasonRequired',
    defaultMessage: 'Indiquez la raison.',
  },
  struckDone: { id: 'portal.outcomes.strike.done', defaultMessage: 'Résultat barré.' },
  cancel: { id: 'portal.outcomes.cancel', defaultMessage: 'Annuler' },
  keep: { id: 'portal.outcomes.keep', defaultMessage: 'Garder' },
  chartValue: { id: 'portal.outcomes.chart.value', defaultMessage: 'Résultat' },
  chartSummary: {
    id: 'portal.outcomes.chart.summary',
    defaultMessage: '{count, plural, one {# résultat} other {# résultats}} du {from} au {to}.',
  },

  // The patient's side.
  patientTitle: { id: 'portal.outcomes.patient.title', defaultMessage: 'Mes tests' },
  patientIntro: {
    id: 'portal.outcomes.patient.intro',
    defaultMessage:
      'Les tests que votre rééducateur a faits avec vous. Un changement compte comme un vrai progrès quand il dépasse la marge normale du test.',
  },
  patientEmpty: {
    id: 'portal.outcomes.patient.empty',
    defaultMessage: 'Votre rééducateur n’a pas encore enregistré de test.',
  },
  patientLatest: {
    id: 'portal.outcomes.patient.latest',
    defaultMessage: 'Votre dernier résultat : {value}, le {date}.',
  },

  // The synthesis and the report.
  synthesisTitle: { id: 'portal.outcomes.synthesis.title', defaultMessage: 'Tests standardisés' },
  synthesisEmpty: {
    id: 'portal.outcomes.synthesis.empty',
    defaultMessage: 'Aucun test enregistré pour l’instant.',
  },
  synthesisDevice: {
    id: 'portal.outcomes.synthesis.device',
    defaultMessage: 'Vitesse de marche de l’oxilio (7 derniers jours) : {value}',
  },
  synthesisLatest: {
    id: 'portal.outcomes.synthesis.latest',
    defaultMessage: '{value} le {date}',
  },
  reportTitle: {
    id: 'portal.outcomes.report.title',
    defaultMessage: 'Tests standardisés de la période',
  },
  reportNone: {
    id: 'portal.outcomes.report.none',
    defaultMessage: 'Aucun test standardisé sur la période.',
  },
  colDate: { id: 'portal.outcomes.col.date', defaultMessage: 'Date' },
  colTest: { id: 'portal.outcomes.col.test', defaultMessage: 'Test' },
  colResult: { id: 'portal.outcomes.col.result', defaultMessage: 'Résultat' },
  colUnit: { id: 'portal.outcomes.col.unit', defaultMessage: 'Unité' },
  colBand: { id: 'portal.outcomes.col.band', defaultMessage: 'Repère' },
  colSinceFirst: { id: 'portal.outcomes.col.sinceFirst', defaultMessage: 'Depuis le premier' },
  colConditions: { id: 'portal.outcomes.col.conditions', defaultMessage: 'Conditions' },
  colMeasuredBy: { id: 'portal.outcomes.col.measuredBy', defaultMessage: 'Mesuré par' },
  colStruck: { id: 'portal.outcomes.col.struck', defaultMessage: 'Barré (raison)' },
  csv: { id: 'portal.outcomes.csv', defaultMessage: 'Tests (CSV)' },
  bandWithLimits: { id: 'portal.outcomes.bandWithLimits', defaultMessage: '{band} ({limits})' },
  resultLine: { id: 'portal.outcomes.resultLine', defaultMessage: '{date} · {value}' },
  resultLineBand: {
    id: 'portal.outcomes.resultLineBand',
    defaultMessage: '{date} · {value} · {band}',
  },
  patientMeasuredHeading: {
    id: 'portal.outcomes.patientMeasured.heading',
    defaultMessage: 'Mesuré par le patient pendant ses séances',
  },
  patientMeasuredNote: {
    id: 'portal.outcomes.patientMeasured.note',
    defaultMessage:
      'Noté par le patient seul : ni comparé aux tests ci-dessus, ni utilisé par les objectifs.',
  },
  ownMeasuredHeading: {
    id: 'portal.outcomes.ownMeasured.heading',
    defaultMessage: 'Mesuré par vous pendant vos séances',
  },
  ownMeasuredNote: {
    id: 'portal.outcomes.ownMeasured.note',
    defaultMessage:
      'Les résultats que vous avez notés vous-même. Votre rééducateur les voit à part des tests faits avec lui.',
  },
});
