/**
 * `/start.js`: runs first, before the page paints (scripts/prerender.ts puts it in every page), and
 * looks after the page until the portal's scripts have taken over (docs/decisions/portal-start.md).
 * A classic script, not a module of the app: scripts/bootScripts.ts builds it on its own, so it
 * must stay small and import only constants.
 */
import {
  localeStorageKey,
  signInReadyEvent,
  startFailureAfterMs,
  tokenStorageKey,
} from './constants';

const root = document.documentElement;
let chosen: string | null = null;
try {
  chosen = localStorage.getItem(localeStorageKey);
  // The prerendered sign-in page hides before it paints when this visit will show something
  // else: a path other than the sign-in page (the offline shell), a stored session (the user's
  // home comes next), or another language chosen on this device. main.tsx then renders the
  // portal in its place.
  if (
    location.pathname !== '/' ||
    localStorage.getItem(tokenStorageKey) ||
    sessionStorage.getItem(tokenStorageKey) ||
    (chosen && chosen !== root.lang)
  ) {
    root.setAttribute('data-no-prerender', '');
  }
} catch {
  root.setAttribute('data-no-prerender', '');
}

/**
 * The failure screen in the portal's language (i18n/LocaleProvider.tsx): the one chosen on this
 * device, else the browser's first the portal speaks (the build keeps one screen per language),
 * else French.
 */
function failureScreen(): HTMLTemplateElement | null {
  const wanted = [chosen, ...(navigator.languages ?? [navigator.language]), 'fr'];
  for (const language of wanted) {
    const base = String(language).toLowerCase().split('-')[0];
    const screen = document.querySelector<HTMLTemplateElement>(
      `template[data-start-failure="${base}"]`,
    );
    if (screen) {
      return screen;
    }
  }
  return null;
}

const portalRoot = () => document.getElementById('root');

// A sign-in sent before the scripts have taken over the prerendered form is held (the browser
// would send it itself), then sent by the portal once the form is its own (boot/Boot.tsx).
let held: HTMLFormElement | null = null;
document.addEventListener(
  'submit',
  (event) => {
    const page = portalRoot();
    if (
      page?.hasAttribute('data-prerendered') &&
      event.target instanceof HTMLFormElement &&
      page.contains(event.target)
    ) {
      event.preventDefault();
      held = event.target;
    }
  },
  true,
);
window.addEventListener(signInReadyEvent, () => {
  const form = held;
  held = null;
  if (form?.isConnected && typeof form.requestSubmit === 'function') {
    form.requestSubmit();
  }
});

/**
 * The portal's scripts failed to load, or nothing has started after 120 s (the portal's wait for a
 * page's code): the page says so, in the visitor's language, with a button to reload, instead of a
 * spinner or a form that never answers.
 */
function showFailure() {
  const page = portalRoot();
  if (!page?.hasAttribute('data-booting')) {
    return;
  }
  const screen = failureScreen();
  if (!screen) {
    return;
  }
  held = null;
  page.removeAttribute('data-booting');
  page.removeAttribute('data-prerendered');
  root.removeAttribute('data-no-prerender');
  root.lang = screen.getAttribute('data-start-failure') ?? root.lang;
  page.replaceChildren(screen.content.cloneNode(true));
  const reload = page.querySelector('button');
  if (reload) {
    reload.addEventListener('click', () => location.reload());
    reload.focus();
  }
}
window.addEventListener(
  'error',
  (event) => {
    const target = event.target;
    if (target instanceof HTMLScriptElement && target.type === 'module') {
      showFailure();
    }
  },
  true,
);
setTimeout(showFailure, startFailureAfterMs);
