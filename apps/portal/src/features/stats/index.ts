/** A patient's metrics over days, weeks or months (`GET /patients/{id}/stats`), and calendar days. */
export { usePatientStats, type PatientStatsRequest } from './api/getPatientStats';
export {
  TimeZoneScope,
  useEstablishmentTimeZone,
  useEstablishmentToday,
  useTimeZone,
} from './days';
