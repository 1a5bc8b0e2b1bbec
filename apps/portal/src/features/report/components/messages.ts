import { defineMessages } from '../../../i18n/defineMessages';

export const reportMessages = defineMessages({
  heading: {
    id: 'rehabilitator.report.heading',
    defaultMessage: 'Rapport de suivi de {name}',
  },
  period: { id: 'rehabilitator.report.period', defaultMessage: 'Période' },
  periodValue: { id: 'rehabilitator.report.periodValue', defaultMessage: 'du {from} au {to}' },
  generated: { id: 'rehabilitator.report.generated', defaultMessage: 'Édité le' },
  choosePeriod: { id: 'rehabilitator.report.choosePeriod', defaultMessage: 'Période du rapport' },
  summaryChoosePeriod: {
    id: 'patient.summary.choosePeriod',
    defaultMessage: 'Période du résumé',
  },
  last4Weeks: { id: 'rehabilitator.report.last4Weeks', defaultMessage: '4 dernières semaines' },
  last3Months: { id: 'rehabilitator.report.last3Months', defaultMessage: '3 derniers mois' },
  last6Months: { id: 'rehabilitator.report.last6Months', defaultMessage: '6 derniers mois' },
  print: { id: 'rehabilitator.report.print', defaultMessage: 'Imprimer ou enregistrer en PDF' },
  csv: { id: 'rehabilitator.report.csv', defaultMessage: 'Télécharger les mesures (CSV)' },
  csvDate: { id: 'rehabilitator.report.csvDate', defaultMessage: 'Date' },
  confidentialShort: {
    id: 'rehabilitator.report.confidentialShort',
    defaultMessage: 'Confidentiel : données de santé',
  },
  periodTooLong: {
    id: 'rehabilitator.report.periodTooLong',
    defaultMessage: 'Choisissez une période de {years} ans au plus.',
  },
  pageOf: { id: 'rehabilitator.report.pageOf', defaultMessage: 'Page {page} sur {pages}' },
  csvPatient: { id: 'rehabilitator.report.csvPatient', defaultMessage: 'Patient' },
  csvIdentifier: { id: 'rehabilitator.report.csvIdentifier', defaultMessage: 'Identifiant oxilio' },
  csvPeriod: { id: 'rehabilitator.report.csvPeriod', defaultMessage: 'Période (du, au)' },
  csvExportedOn: { id: 'rehabilitator.report.csvExportedOn', defaultMessage: 'Exporté le' },
  metricsTitle: {
    id: 'rehabilitator.report.metrics',
    defaultMessage: 'Mesures et objectifs sur la période',
  },
  colMetric: { id: 'rehabilitator.report.col.metric', defaultMessage: 'Mesure' },
  colMean: { id: 'rehabilitator.report.col.mean', defaultMessage: 'Moyenne par jour mesuré' },
  colObjective: { id: 'rehabilitator.report.col.objective', defaultMessage: 'Objectif' },
  colDays: { id: 'rehabilitator.report.col.days', defaultMessage: 'Jours mesurés' },
  sessionsTitle: {
    id: 'rehabilitator.report.sessions',
    defaultMessage: 'Séances et avis sur la période',
  },
  sessionsNone: {
    id: 'rehabilitator.report.sessionsNone',
    defaultMessage: 'Aucune séance sur la période.',
  },
  noData: {
    id: 'rehabilitator.report.noData',
    defaultMessage: 'Aucune mesure sur la période choisie.',
  },
  clinicalTitle: { id: 'rehabilitator.report.clinical', defaultMessage: 'Repères cliniques' },
  clinicalHint: {
    id: 'rehabilitator.report.clinicalHint',
    defaultMessage:
      'Sur la période : les 7 derniers jours sont comparés aux 7 premiers jours mesurés.',
  },
  sources: { id: 'rehabilitator.report.sources', defaultMessage: 'Sources des seuils' },
  confidential: {
    id: 'rehabilitator.report.confidential',
    defaultMessage: 'Document confidentiel contenant des données de santé.',
  },
});
