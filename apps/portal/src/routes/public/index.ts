// The public (signed-out) pages: one lazily loaded chunk.
import { pageTitles } from '../../app/pageTitles';
import { PublicComingSoon } from './PublicComingSoon';

export { LoginPage } from './LoginPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { ConfirmPage } from './ConfirmPage';
export { SignupPage } from './SignupPage';
export { NotFoundPage } from './NotFoundPage';
export { DebugPage } from './DebugPage';

export function RegistrationPage() {
  return PublicComingSoon({ title: pageTitles.registration });
}

export function InscriptionPage() {
  return PublicComingSoon({ title: pageTitles.inscription });
}
