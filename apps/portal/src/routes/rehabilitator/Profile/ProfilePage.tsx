import { useSession } from '../../../auth/session';
import { ProfessionalAccount } from '../../../features/account';
import { EstablishmentInvitationsCard } from '../../../features/workplaces';

/**
 * The rehabilitator's account: the establishments' invitations to answer, then who they are, the
 * establishments they work in, password, language, sign-out.
 */
export function ProfilePage() {
  const { user } = useSession();
  return (
    <ProfessionalAccount>
      {user?.reeducatorId ? (
        <EstablishmentInvitationsCard rehabilitatorId={user.reeducatorId} />
      ) : null}
    </ProfessionalAccount>
  );
}

export default ProfilePage;
