// The patient's screens: one lazily loaded chunk.
import { useLocation } from 'react-router-dom';
import { ComingSoon } from '../../app/ComingSoon';
import { pageTitles } from '../../app/pageTitles';
import { TabbedPage } from '../../app/TabbedPage';
import { lastSegment } from '../segments';

export { ProfileAccountPage } from './ProfileAccountPage';

const evolutionTabs = [
  { path: 'walk', label: pageTitles.evolutionWalk },
  { path: 'walk-quality', label: pageTitles.evolutionWalkQuality },
  { path: 'activity', label: pageTitles.evolutionActivity },
  { path: 'rehabilitation', label: pageTitles.evolutionRehabilitation },
  { path: 'performance', label: pageTitles.evolutionPerformance },
] as const;

const profileTabs = [
  { path: 'rank', label: pageTitles.profileRank },
  { path: 'success', label: pageTitles.profileSuccess },
  { path: 'account', label: pageTitles.profileAccount },
] as const;

export const DashboardPage = () => <ComingSoon title={pageTitles.dashboard} />;
export const EvolutionPage = () => <TabbedPage title={pageTitles.evolution} tabs={evolutionTabs} />;
export function EvolutionTabPage() {
  const segment = lastSegment(useLocation().pathname);
  const tab = evolutionTabs.find((candidate) => candidate.path === segment) ?? evolutionTabs[0];
  return <ComingSoon title={tab.label} headingLevel={2} />;
}
export const SelfRehabilitationPage = () => <ComingSoon title={pageTitles.selfRehabilitation} />;
export const SelfRehabilitationVideoPage = () => (
  <ComingSoon title={pageTitles.selfRehabilitationVideo} />
);
export const RehabilitationVideoPage = () => <ComingSoon title={pageTitles.rehabilitationVideo} />;
export const SessionPlayerPage = () => <ComingSoon title={pageTitles.session} />;
export const ApaPage = () => <ComingSoon title={pageTitles.apa} />;
export const ActivitiesPage = () => <ComingSoon title={pageTitles.activities} />;
export const ProfilePage = () => <TabbedPage title={pageTitles.profile} tabs={profileTabs} />;
export const ProfileRankPage = () => <ComingSoon title={pageTitles.profileRank} headingLevel={2} />;
export const ProfileSuccessPage = () => (
  <ComingSoon title={pageTitles.profileSuccess} headingLevel={2} />
);
