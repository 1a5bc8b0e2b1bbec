/** The printable report of one patient over a period, and the CSV of their daily metrics. */
export { ReportView, type ReportViewProps } from './components/ReportView';
export { reportMessages } from './components/messages';
export { reportPeriods } from './model/periods';
