/**
 * The portal's entry (index.html's module script): hydrates the prerendered sign-in page, or
 * renders the portal in place of the loading spinner, then registers the service worker. The
 * order of the whole start, from the HTML to the first screen: README.md in this folder.
 */
import { isLocale, loadMessages, type CompiledMessages, type Locale } from '@oxilio/locales';
import { lightTheme } from '@oxilio/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { tokenStore } from '../app/api';
import { initialLocale } from '../i18n/LocaleProvider';
import { Boot } from './Boot';
import { registerServiceWorker } from './registerServiceWorker';

const root = document.getElementById('root');
if (!root) {
  throw new Error('Missing #root element');
}
const container: HTMLElement = root;
document.body.classList.add(lightTheme);

function render() {
  // A prerendered sign-in page goes: this visit shows something else (see boot/start.ts).
  // index.html's loading spinner stays until React's first render replaces it.
  if (container.hasAttribute('data-prerendered')) {
    container.replaceChildren();
    container.removeAttribute('data-prerendered');
  }
  const root = createRoot(container);
  // A transition: the first render yields to the browser every few milliseconds instead of holding
  // the main thread (a slow phone stays responsive while the portal starts).
  startTransition(() =>
    root.render(
      <StrictMode>
        <Boot />
      </StrictMode>,
    ),
  );
}

function hydrate(locale: Locale, messages: CompiledMessages) {
  // A transition, as above: hydrating yields to the browser, and to what the visitor does.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Boot initial={{ locale, messages }} />
      </StrictMode>,
    );
  });
}

// `/` comes prerendered in the browser's language (apps/portal/scripts/prerender.ts): the sign-in
// page is hydrated when it is what this visit shows, in that language.
const prerendered = container.dataset.prerendered;
if (
  isLocale(prerendered) &&
  prerendered === initialLocale() &&
  window.location.pathname === '/' &&
  !tokenStore.read() &&
  !document.documentElement.hasAttribute('data-no-prerender')
) {
  loadMessages(prerendered, 'public').then((messages) => hydrate(prerendered, messages), render);
} else {
  render();
}
// The player keeps working offline once the session is loaded (sw.ts).
registerServiceWorker();
