/**
 * The printable report of one patient over a period and its CSVs: the care team's report, or the
 * patient's own summary for their doctor.
 */
export {
  ReportView,
  type ReportAudience,
  type ReportPatient,
  type ReportViewProps,
} from './components/ReportView';
export { reportMessages } from './components/messages';
export { reportPeriodOf, reportPeriods } from './model/periods';
