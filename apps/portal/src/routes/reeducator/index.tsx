// The rehabilitator's screens: one lazily loaded chunk.
import { useLocation } from 'react-router-dom';
import { ComingSoon } from '../../app/ComingSoon';
import { pageTitles } from '../../app/pageTitles';
import { TabbedPage } from '../../app/TabbedPage';
import { lastSegment } from '../segments';

const patientTabs = [
  { path: 'synthese', label: pageTitles.reeducatorPatientSynthesis },
  { path: 'session', label: pageTitles.reeducatorPatientSession },
  { path: 'auto-reeducation', label: pageTitles.reeducatorPatientSelfRehabilitation },
  { path: 'initialize', label: pageTitles.reeducatorPatientInitialize },
] as const;

const programTabs = [
  { path: 'mesProgrammes', label: pageTitles.myPrograms },
  { path: 'oxilio', label: pageTitles.productPrograms },
  { path: 'exercices', label: pageTitles.exercises },
] as const;

export const PatientsPage = () => <ComingSoon title={pageTitles.reeducatorPatients} />;
export const ProfilePage = () => <ComingSoon title={pageTitles.reeducatorProfile} />;
export const PatientPage = () => (
  <TabbedPage title={pageTitles.reeducatorPatient} tabs={patientTabs} />
);
export function PatientTabPage() {
  const segment = lastSegment(useLocation().pathname);
  const tab = patientTabs.find((candidate) => candidate.path === segment) ?? patientTabs[0];
  return <ComingSoon title={tab.label} headingLevel={2} />;
}
export const ProgramsPage = () => <TabbedPage title={pageTitles.programs} tabs={programTabs} />;
export const MyProgramsPage = () => <ComingSoon title={pageTitles.myPrograms} headingLevel={2} />;
export const ProductProgramsPage = () => (
  <ComingSoon title={pageTitles.productPrograms} headingLevel={2} />
);
export const ExercisesPage = () => <ComingSoon title={pageTitles.exercises} headingLevel={2} />;
export const NewProgramPage = () => <ComingSoon title={pageTitles.newProgram} />;
