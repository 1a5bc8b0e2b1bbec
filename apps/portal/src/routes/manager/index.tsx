// The manager's (and combined role's) screens: one lazily loaded chunk.
import { ComingSoon } from '../../app/ComingSoon';
import { pageTitles } from '../../app/pageTitles';
import { TabbedPage } from '../../app/TabbedPage';

const patientTabs = [
  { path: 'list', label: pageTitles.managerPatientList },
  { path: 'archives', label: pageTitles.managerPatientArchives },
] as const;

const establishmentTabs = [
  { path: 'equipe', label: pageTitles.team },
  { path: 'compte', label: pageTitles.account },
] as const;

export const HomePage = () => <ComingSoon title={pageTitles.managerHome} />;
export const PatientsPage = () => (
  <TabbedPage title={pageTitles.managerPatients} tabs={patientTabs} />
);
export const PatientListPage = () => (
  <ComingSoon title={pageTitles.managerPatientList} headingLevel={2} />
);
export const PatientArchivesPage = () => (
  <ComingSoon title={pageTitles.managerPatientArchives} headingLevel={2} />
);
export const PatientDetailPage = () => (
  <ComingSoon title={pageTitles.managerPatient} headingLevel={2} />
);
export const DevicesPage = () => <ComingSoon title={pageTitles.devices} />;
export const AdaptedActivitiesPage = () => <ComingSoon title={pageTitles.adaptedActivities} />;
export const CoachingPage = () => <ComingSoon title={pageTitles.coaching} />;
export const CoachingAddPage = () => <ComingSoon title={pageTitles.coachingAdd} />;
export const EstablishmentPage = () => (
  <TabbedPage title={pageTitles.establishment} tabs={establishmentTabs} />
);
export const TeamPage = () => <ComingSoon title={pageTitles.team} headingLevel={2} />;
export const AccountPage = () => <ComingSoon title={pageTitles.account} headingLevel={2} />;
