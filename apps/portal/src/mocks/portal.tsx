/**
 * The portal around a screen story, as the app mounts it (Boot.tsx, App.tsx): locale, session, SWR and
 * toasts, then, for whole screens, the app's own routes at a path. One place to re-point when the
 * portal's providers or routes move.
 */
import { tokenStorageKey } from '@oxilio/domain/client';
import type { CurrentUser } from '@oxilio/domain/contract';
import { defaultLocale, isLocale, type Locale } from '@oxilio/locales';
import { ToastProvider } from '@oxilio/ui';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type RouteObject,
} from 'react-router-dom';
import { RecordMessages } from '../../../../.storybook/translations';
// The stories open any screen of any area: every manifest loaded from the start.
import '../app/allAreas';
import { AppRoutes, buildRoutes, PreloadingRouter } from '../app/routes';
import { SessionCache } from '../app/SessionCache';
import { SessionProvider } from '../auth/session';
import { LocaleProvider, localeStorageKey } from '../i18n/LocaleProvider';
import { currentUsers } from './fixtures';
import { forgetRequests } from './handlers';
import { tokensFor } from './session';

/** `parameters.portal` of a screen story. */
export interface PortalParameters {
  /** Who is signed in; null: nobody. @defaultValue currentUsers.patient */
  user?: CurrentUser | null;
}

/**
 * What the app finds in the browser's storage when the story mounts: the session's tokens and the
 * chosen locale. The preview clears every `oxilio.` key before each story (see .storybook).
 */
function prepareStorage(user: CurrentUser | null, locale: Locale) {
  localStorage.setItem(localeStorageKey, locale);
  if (user) {
    localStorage.setItem(tokenStorageKey, JSON.stringify(tokensFor(user)));
  } else {
    localStorage.removeItem(tokenStorageKey);
  }
}

/** The app's providers, in the app's order, with a cache of its own for each story. */
export function PortalProviders({
  user,
  locale,
  children,
}: {
  user: CurrentUser | null;
  locale: Locale;
  children: ReactNode;
}) {
  useState(() => {
    forgetRequests();
    prepareStorage(user, locale);
    return null;
  });
  return (
    <LocaleProvider>
      <RecordMessages>
        <SessionProvider>
          <SessionCache>
            <ToastProvider>{children}</ToastProvider>
          </SessionCache>
        </SessionProvider>
      </RecordMessages>
    </LocaleProvider>
  );
}

/** Signs the user of `parameters.portal` in and mounts the portal's providers around the story. */
export const withPortal: Decorator = (Story, context) => {
  const { user = currentUsers.patient } = (context.parameters.portal ?? {}) as PortalParameters;
  const locale = isLocale(context.globals.locale) ? context.globals.locale : defaultLocale;
  return (
    <PortalProviders key={locale} user={user} locale={locale}>
      <Story />
    </PortalProviders>
  );
};

/** Built once, as the app does (app/App.tsx): a render that suspends would build them again. */
let portalRoutes: RouteObject[] | undefined;

/** The app's routes at a path, as the app renders them: guards, layout, lazily loaded pages. */
export function PortalRoutes({ path }: { path: string }) {
  portalRoutes ??= buildRoutes({ debug: false });
  const [history] = useState(() => createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  return (
    <PreloadingRouter history={history} routes={portalRoutes}>
      <AppRoutes routes={portalRoutes} />
    </PreloadingRouter>
  );
}
