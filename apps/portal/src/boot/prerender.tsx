/**
 * The sign-in page rendered at build time, one HTML document per locale
 * (apps/portal/scripts/prerender.ts): the page paints with the HTML, before any script has run,
 * and main.tsx hydrates it. Runs in Node: the storages are the prerender's empty ones.
 */
import { loadMessages, supportedLocales, type Locale } from '@oxilio/locales';
import { lightTheme } from '@oxilio/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createIntl, IntlProvider } from 'react-intl';
import { publicArea } from '../routes/public/manifest';
import { ErrorScreen } from '../app/ErrorScreen';
import { ChunkLoadError } from '../app/lazy';
import { PageLoading } from '../app/PageLoading';
import { documentTitle } from '../app/useScreenTitle';
import { Boot } from './Boot';

export { lightTheme, supportedLocales };

export async function renderSignIn(locale: Locale): Promise<{ html: string; title: string }> {
  const messages = await loadMessages(locale, 'public');
  const intl = createIntl({ locale, messages: messages as Record<string, never> });
  return {
    html: renderToString(
      <StrictMode>
        <Boot initial={{ locale, messages }} />
      </StrictMode>,
    ),
    title: documentTitle(intl, [publicArea.screens.login.title]),
  };
}

/**
 * What index.html shows before any script has run (every visit but the sign-in page's, most of
 * them a signed-in screen): the portal's loading spinner, silent, which React replaces.
 */
export function renderLoading(): string {
  return renderToString(
    <IntlProvider locale="fr" messages={{}}>
      <PageLoading silent />
    </IntlProvider>,
  );
}

/**
 * The screen start.js (start.ts) shows, in `locale`, when the portal's scripts never run (they failed
 * to load, or nothing has started after 120 s): the error screen of a chunk that did not load, its
 * button reloading the page.
 */
export async function renderStartFailure(locale: Locale): Promise<string> {
  const messages = await loadMessages(locale, 'public');
  return renderToString(
    <IntlProvider locale={locale} messages={messages as Record<string, never>}>
      <ErrorScreen error={new ChunkLoadError('failed')} />
    </IntlProvider>,
  );
}
