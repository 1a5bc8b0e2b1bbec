/**
 * A patient's relatives (docs/decisions/patient-relatives.md): the patient's own list and form,
 * and the care team's read-only "who to call".
 */
export { relativesKey, useRelatives } from './api/getRelatives';
export { MyRelatives, PatientRelativesCard } from './components/Relatives';
export { RelativesList } from './components/RelativesList';
export { RelativeForm } from './components/RelativeForm';
export { relativesMessages } from './components/messages';
