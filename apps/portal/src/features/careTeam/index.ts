/** The patient's care team: who follows them, pending requests, stopping to share their data. */
export { useCareTeam, careTeamKey } from './api/getCareTeam';
export { CareTeamCard } from './components/CareTeamCard';
export { CareRequestsCard } from './components/CareRequestsCard';
export { careTeamMessages } from './components/messages';
