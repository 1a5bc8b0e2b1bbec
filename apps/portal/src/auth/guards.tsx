import { Suspense, use } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { AppLayout as AppLayoutComponent } from '../app/AppLayout';
import { importWithTimeout } from '../app/lazy';
import { PageLoading } from '../app/PageLoading';
import { areasLoadedFor, areasOfRoles, canOpenArea } from '../app/areas';
import { homePath } from '../app/menus';
import { useSignedInMessages } from '../i18n/LocaleProvider';
import type { Area } from '../app/screens';
import type { SessionUser } from './roles';
import { useSession } from './session';

interface LayoutModule {
  AppLayout: typeof AppLayoutComponent;
}

let layoutLoad: Promise<LayoutModule> | null = null;
let loadedLayout: LayoutModule | null = null;

/**
 * The signed-in shell (navigation, start-up modals, dialogs) is a chunk of its own, so that the
 * sign-in page does not load it before the visitor starts signing in. Loaded once: a failed load
 * stays failed, the route's error screen says so and its retry reloads the page.
 */
function loadLayout(): Promise<LayoutModule> {
  layoutLoad ??= importWithTimeout(() => import('../app/AppLayout')).then(
    (module) => (loadedLayout = module),
  );
  return layoutLoad;
}

// The shell loads with the rest of the portal's code (App.tsx: a visit that opens the whole portal,
// or a visitor starting to sign in). Already there when an area renders, it shows at once, instead
// of a first render that suspends: React may then keep the loading state up to 300 ms more (it
// throttles the reveal of a Suspense boundary's content) before the screen can ask for its data.
loadLayout().catch(() => undefined);

/** Waits (suspends) for the manifests of the areas these roles open. */
function LoadAreas({ roles }: { roles: readonly string[] }) {
  use(areasOfRoles(roles));
  return null;
}

function SignedInLayout({ user }: { user: SessionUser }) {
  // Its menus name the screens of every area the user may open: their manifests first (those of a
  // user who signed in during the visit, or whose other area was not on the way here). Waited for
  // in a component of its own: once they are there, the layout renders without reading a promise
  // (each `use` of one, even settled, counts as a suspension in a test's `act`).
  if (!areasLoadedFor(user.roles)) {
    return <LoadAreas roles={user.roles} />;
  }
  const { AppLayout } = loadedLayout ?? use(loadLayout());
  return <AppLayout user={user} />;
}

/**
 * An authenticated area. The session provider first tries a silent login (refresh with the stored
 * tokens); without a session the user goes to the login page, a user of another role to their home.
 */
export function RequireArea({ area }: { area: Area }) {
  const { status, user } = useSession();
  const location = useLocation();
  // The signed-in screens need the shell's texts, not only the public ones a signed-out visit loads.
  const signedInMessages = useSignedInMessages();
  if (status === 'checking' || (status === 'signedIn' && !signedInMessages)) {
    return <PageLoading />;
  }
  if (status === 'signedOut' || !user) {
    return <Navigate to="/" replace state={{ from: location.pathname }} />;
  }
  if (!canOpenArea(user.roles, area)) {
    return <Navigate to={homePath(user.roles)} replace />;
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <SignedInLayout user={user} />
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
        to={typeof from === 'string' && from.startsWith('/') ? from : homePath(user.roles)}
        replace
      />
    );
  }
  return <Outlet />;
}
