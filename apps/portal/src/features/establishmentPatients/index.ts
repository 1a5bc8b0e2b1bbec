/** The manager's patients: lists, invitations, pending registrations, activity, one patient. */
export { useEstablishmentPatients } from './api/getPatients';
export { useActivityWeeks } from './api/getPatientsStats';
export { useManagedPatient } from './api/getPatient';
export { ActivityOverview } from './components/ActivityOverview';
export { InvitePatientForm } from './components/InvitePatientForm';
export { PatientBadges, PatientsList } from './components/PatientsList';
export { PendingRegistrations } from './components/PendingRegistrations';
export { patientsMessages } from './components/messages';
