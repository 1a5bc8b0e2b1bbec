import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { importWithTimeout } from '../app/lazy';
import { PageLoading } from '../app/PageLoading';
import { canOpenArea } from '../app/areas';
import { homePath } from '../app/menus';
import { useAllMessages } from '../i18n/LocaleProvider';
import type { Area } from '../app/screens';
import { useSession } from './session';

// The signed-in shell (navigation, start-up modals, dialogs) is a chunk of its own, so the login
// page does not load it.
const AppLayout = lazy(() =>
  importWithTimeout(() => import('../app/AppLayout')).then((module) => ({
    default: module.AppLayout,
  })),
);

/**
 * An authenticated area. The session provider first tries a silent login (refresh with the stored
 * tokens); without a session the user goes to the login page, a user of another role to their home.
 */
export function RequireArea({ area }: { area: Area }) {
  const { status, user } = useSession();
  const location = useLocation();
  // The signed-in screens need every text, not only the public ones a signed-out visit loads.
  const allMessages = useAllMessages();
  if (status === 'checking' || (status === 'signedIn' && !allMessages)) {
    return <PageLoading />;
  }
  if (status === 'signedOut' || !user) {
    return <Navigate to="/" replace state={{ from: location.pathname }} />;
  }
  if (!canOpenArea(user.role, area)) {
    return <Navigate to={homePath(user.role)} replace />;
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <AppLayout user={user} />
    </Suspense>
  );
}

/** The login page is for signed-out users: a signed-in user goes to their home. */
export function RedirectIfSignedIn() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'checking') {
    return <PageLoading />;
  }
  if (status === 'signedIn' && user) {
    const from = (location.state as { from?: unknown } | null)?.from;
    return (
      <Navigate
        to={typeof from === 'string' && from.startsWith('/') ? from : homePath(user.role)}
        replace
      />
    );
  }
  return <Outlet />;
}
