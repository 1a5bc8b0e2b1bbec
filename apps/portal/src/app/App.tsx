import { lightTheme, ToastProvider } from '@oxilio/ui';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SessionProvider } from '../auth/session';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { swrConfig } from './swr';
import { buildRoutes } from './routes';

document.body.classList.add(lightTheme);

export function App() {
  const router = useMemo(() => createBrowserRouter(buildRoutes({ debug: __DEBUG_ROUTES__ })), []);
  return (
    <LocaleProvider>
      <SWRConfig value={swrConfig}>
        <SessionProvider>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </SessionProvider>
      </SWRConfig>
    </LocaleProvider>
  );
}
