import { ProfessionalAccount } from '../../../features/account';

/** The manager's own account: who they are, their establishments, password, language, sign-out. */
export function AccountPage() {
  return <ProfessionalAccount />;
}

export default AccountPage;
