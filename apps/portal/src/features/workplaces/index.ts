/** Where a rehabilitator works: the establishments' invitations to join their team. */
export { EstablishmentInvitationsCard } from './components/EstablishmentInvitationsCard';
