/** One followed patient seen by their rehabilitator: header, synthesis, sessions, initialization. */
export { useFollowedPatient, type FollowedPatientRef } from './api/getFollowedPatient';
export { useSessionHistory } from './api/getSessionHistory';
export { useFollowedPatientRef } from './model/useFollowedPatientRef';
export { useFollowedPatientToday } from './model/today';
export { buildSynthesis, reviewsByDay, synthesisMetrics, meanOf } from './model/synthesis';
export { sessionRowOf, type SessionRow } from './model/sessionRows';
export { PatientFacts } from './components/PatientHeader';
export { PatientSynthesis } from './components/PatientSynthesis';
export { SessionHistory } from './components/SessionHistory';
export { PatientInitialize } from './components/PatientInitialize';
export { followUpMessages } from './components/messages';
