import { tokenStorageKey } from '@oxilio/domain/client';
import type * as Locales from '@oxilio/locales';
import { FormattedMessage, useIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { LocaleProvider, localeStorageKey, useSignedInMessages } from './LocaleProvider';

/** The catalogues a test lets load (any other fails, as on a lost connection), and those asked. */
const catalogues = vi.hoisted(() => ({
  available: new Set<string>(),
  /** Parts that fail even in an available locale (`<locale>/<part>`). */
  failing: new Set<string>(),
  asked: [] as string[],
  /** When set, every catalogue waits for it (a slow connection). */
  gate: null as Promise<void> | null,
}));

vi.mock('@oxilio/locales', async (importOriginal) => {
  const actual = await importOriginal<typeof Locales>();
  return {
    ...actual,
    loadMessages: (locale: Locales.Locale, part: Locales.CataloguePart = 'all') => {
      catalogues.asked.push(`${locale}/${part}`);
      const load = () =>
        catalogues.available.has(locale) && !catalogues.failing.has(`${locale}/${part}`)
          ? actual.loadMessages(locale, part)
          : Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      return catalogues.gate ? catalogues.gate.then(load) : load();
    },
  };
});

/**
 * A text of the sign-in page (in the public part) and, optionally, one of the signed-in shell (the
 * menu) and one of a signed-in page (My day's goals, in neither).
 */
function Texts({
  signInText = true,
  signedInText = false,
  pageText = false,
}: {
  signInText?: boolean;
  signedInText?: boolean;
  pageText?: boolean;
}) {
  return (
    <>
      {signInText && (
        <p>
          <FormattedMessage id="portal.login.submit" defaultMessage="Texte par défaut du code" />
        </p>
      )}
      {signedInText && (
        <p>
          <FormattedMessage id="portal.menu.myDay" defaultMessage="Défaut : ma journée" />
        </p>
      )}
      {pageText && (
        <p>
          <FormattedMessage id="patient.goals.title" defaultMessage="Défaut : mes objectifs" />
        </p>
      )}
    </>
  );
}

function SignedInArea({ pageText = false }: { pageText?: boolean }) {
  return useSignedInMessages() ? (
    <Texts signInText={false} signedInText pageText={pageText} />
  ) : (
    <p>…</p>
  );
}

describe('LocaleProvider', () => {
  afterEach(() => {
    localStorage.removeItem(localeStorageKey);
    localStorage.removeItem(tokenStorageKey);
    catalogues.available.clear();
    catalogues.failing.clear();
    catalogues.asked.length = 0;
    catalogues.gate = null;
    document.documentElement.lang = '';
  });

  it('shows its fallback until the first catalogue has loaded, then the texts in its place', async () => {
    catalogues.available.add('de');
    localStorage.setItem(localeStorageKey, 'de');
    let open = () => {};
    catalogues.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    render(
      <LocaleProvider fallback={<p>En attente des textes</p>}>
        <Texts />
      </LocaleProvider>,
    );
    await expect.element(page.getByText('En attente des textes')).toBeVisible();
    expect(page.getByText('Anmelden').elements()).toHaveLength(0);
    open();
    await expect.element(page.getByText('Anmelden', { exact: true })).toBeVisible();
    expect(page.getByText('En attente des textes').elements()).toHaveLength(0);
  });

  it('writes Luxembourgish numbers as Luxembourg does although Chromium lacks the locale', async () => {
    catalogues.available.add('lb');
    localStorage.setItem(localeStorageKey, 'lb');
    function Figure() {
      const intl = useIntl();
      return <p>{`${intl.locale}: ${intl.formatNumber(12345.6)}`}</p>;
    }
    render(
      <LocaleProvider>
        <Figure />
      </LocaleProvider>,
    );
    await expect.element(page.getByText('lb: 12.345,6')).toBeVisible();
  });

  it('shows the chosen language, from the public texts only for a signed-out visitor', async () => {
    catalogues.available.add('de').add('fr');
    localStorage.setItem(localeStorageKey, 'de');
    render(
      <LocaleProvider>
        <Texts />
      </LocaleProvider>,
    );
    await expect.element(page.getByText('Anmelden', { exact: true })).toBeVisible();
    await expect.poll(() => document.documentElement.lang).toBe('de');
    expect(catalogues.asked).toEqual(['de/public']);
  });

  it('loads the signed-in shell’s texts at once when a session is stored', async () => {
    catalogues.available.add('de');
    localStorage.setItem(localeStorageKey, 'de');
    localStorage.setItem(tokenStorageKey, '{}');
    render(
      <LocaleProvider>
        <SignedInArea />
      </LocaleProvider>,
    );
    await expect.element(page.getByText('Mein Tag', { exact: true })).toBeVisible();
    expect(catalogues.asked).toEqual(['de/shell']);
  });

  it('adds the signed-in shell’s texts to the public ones for a signed-in area', async () => {
    catalogues.available.add('de');
    localStorage.setItem(localeStorageKey, 'de');
    render(
      <LocaleProvider>
        <Texts />
        <SignedInArea />
      </LocaleProvider>,
    );
    await expect.element(page.getByText('Mein Tag', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Anmelden', { exact: true })).toBeVisible();
    expect(catalogues.asked).toEqual(['de/public', 'de/public', 'de/shell']);
  });

  it('loads every text when a signed-in screen shows one outside the parts loaded', async () => {
    catalogues.available.add('de');
    localStorage.setItem(localeStorageKey, 'de');
    localStorage.setItem(tokenStorageKey, '{}');
    render(
      <LocaleProvider>
        <SignedInArea pageText />
      </LocaleProvider>,
    );
    await expect.element(page.getByText('Meine Ziele', { exact: true })).toBeVisible();
    expect(catalogues.asked).toEqual(['de/shell', 'de/all']);
  });

  it('loads every text when a signed-out screen shows one the public part lacks', async () => {
    catalogues.available.add('de');
    localStorage.setItem(localeStorageKey, 'de');
    render(
      <LocaleProvider>
        <Texts pageText />
      </LocaleProvider>,
    );
    await expect.element(page.getByText('Meine Ziele', { exact: true })).toBeVisible();
    expect(catalogues.asked).toEqual(['de/public', 'de/all']);
  });

  it('falls back to the French catalogue when the chosen one cannot be loaded', async () => {
    catalogues.available.add('fr');
    localStorage.setItem(localeStorageKey, 'de');
    render(
      <LocaleProvider>
        <Texts />
      </LocaleProvider>,
    );
    // The catalogue's French text, not the code's default: no message is parsed at run time.
    await expect.element(page.getByText('Connexion', { exact: true })).toBeVisible();
    await expect.poll(() => document.documentElement.lang).toBe('fr');
  });

  it('shows the French defaults of the code when no catalogue loads at all', async () => {
    localStorage.setItem(localeStorageKey, 'de');
    render(
      <LocaleProvider>
        <Texts />
      </LocaleProvider>,
    );
    await expect.element(page.getByText('Texte par défaut du code', { exact: true })).toBeVisible();
  });

  it('keeps the texts it shows when the whole catalogue cannot load after them', async () => {
    // The build takes the defaults out of the signed-in chunks (scripts/stripDefaultMessages.ts):
    // what stays on screen is the shell's German, not the code's defaults nor the texts' ids.
    catalogues.available.add('de');
    catalogues.available.add('fr');
    catalogues.failing.add('de/all');
    catalogues.failing.add('fr/all');
    localStorage.setItem(localeStorageKey, 'de');
    localStorage.setItem(tokenStorageKey, '{}');
    render(
      <LocaleProvider>
        <SignedInArea pageText />
      </LocaleProvider>,
    );
    await expect.element(page.getByText('Mein Tag', { exact: true })).toBeVisible();
    await expect.poll(() => catalogues.asked).toEqual(['de/shell', 'de/all', 'fr/all']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect.element(page.getByText('Mein Tag', { exact: true })).toBeVisible();
    expect(document.documentElement.lang).toBe('de');
  });
});
