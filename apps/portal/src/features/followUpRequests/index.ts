/**
 * A patient's follow-up by the team, for the establishment's manager: who follows them, their
 * objectives, and asking a rehabilitator of the team to follow them (`#demander-un-suivi`).
 */
export { usePatientFollowUp } from './api/getPatientFollowUp';
export { AskFollowUpDialog, type AskFollowUpOption } from './components/AskFollowUpDialog';
export { followUpAnchor } from './anchor';
export { PatientFollowUpCard } from './components/PatientFollowUpCard';
export { followUpRequestMessages } from './components/messages';
