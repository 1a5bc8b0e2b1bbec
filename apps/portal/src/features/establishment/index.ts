/** The establishment, for its managers: the team (rehabilitators, invitations) and the account. */
export { useTeam } from './api/getTeam';
export { useTeamChanges } from './api/teamChanges';
export { useEstablishment, useSaveEstablishment } from './api/establishment';
export { useManagers, useManagerChanges } from './api/managers';
export { TeamMembers, professionLabel } from './components/TeamMembers';
export { InvitationsSent, Applications } from './components/TeamInvitations';
export { InviteForm, type InviteValues } from './components/InviteForm';
export { EstablishmentForm } from './components/EstablishmentForm';
export { ManagersCard } from './components/ManagersCard';
export { establishmentMessages } from './components/messages';
