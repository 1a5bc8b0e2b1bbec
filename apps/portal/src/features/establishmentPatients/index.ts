/** The manager's patients: lists, invitations, pending registrations, activity, one patient. */
export { useEstablishmentPatients } from './api/getPatients';
export { useActivityWeeks } from './api/getPatientsStats';
export { useEstablishmentEvolution, useEstablishmentFollowUp } from './api/getFollowUp';
export { useManagedPatient } from './api/getPatient';
export { ActivityOverview } from './components/ActivityOverview';
export { EvolutionOverview } from './components/EvolutionOverview';
export { FollowUpCard, FollowUpList } from './components/FollowUpList';
export { NextStepsSummary } from './components/NextStepsSummary';
export { followUpMessages } from './components/followUpMessages';
export {
  defaultFollowUpSearch,
  evolutionParam,
  followUpHref,
  followUpSearchParams,
  parseEvolutionPeriod,
  parseFollowUpSearch,
  type FollowUpSearch,
} from './model/followUpSearch';
export { InvitePatientForm } from './components/InvitePatientForm';
export { PatientBadges, PatientsList } from './components/PatientsList';
export { PendingRegistrations } from './components/PendingRegistrations';
export { patientsMessages } from './components/messages';
