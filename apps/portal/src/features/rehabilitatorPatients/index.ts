/** The rehabilitator's patients: the list with indicators, requests, invitations, archives, search. */
export { useRehabilitatorPatients } from './api/getPatients';
export { useRehabilitatorInvites } from './api/getInvites';
export { useLinkChanges } from './api/changeLink';
export { searchQueries } from './api/searchPatients';
export { PatientsList, sortPatients } from './components/PatientsList';
export { RequestsReceived, InvitationsSent } from './components/Requests';
export { AddPatient } from './components/AddPatient';
export { ArchivedPatients } from './components/ArchivedPatients';
export { Fact, IndicatorFacts } from './components/IndicatorFacts';
export { patientsMessages } from './components/messages';
export { useEndedFollowUps } from './api/getEndedFollowUps';
export { EndedFollowUps, FollowUpEndedNotice } from './components/EndedFollowUps';
