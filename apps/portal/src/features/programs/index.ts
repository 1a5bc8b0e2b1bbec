/** Programs: the rehabilitator's and the product's, building one, assigning one to a patient. */
export { useMyPrograms } from './api/getMyPrograms';
export { usePrograms } from './api/getPrograms';
export { useProgramMutations } from './api/mutations';
export { patientProgramsKey, usePatientPrograms } from './api/getPatientPrograms';
export { useRecommendedProgram } from './api/getRecommendedProgram';
export { assignProgramWrite } from './api/assignProgram';
export { ProgramBuilder } from './components/ProgramBuilder';
export { ProgramList, ProgramSummary } from './components/ProgramList';
export { ProgramActions } from './components/ProgramActions';
export { PatientProgramsPanel } from './components/AssignProgram';
export { PrescriptionWarning } from './components/PrescriptionMismatches';
