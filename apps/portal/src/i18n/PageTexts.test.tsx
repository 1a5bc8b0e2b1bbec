import { tokenStorageKey } from '@oxilio/domain/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { LocaleProvider, localeStorageKey, useLocale } from './LocaleProvider';
import { deferredModule, WhenNear } from '../app/WhenNear';
import { PageTexts, pageMessages } from './PageTexts';

/** A text of My day's page (not the shell's) and, optionally, one of another area's page. */
/** Each render's text of the shell (the menu's) and of the page (its heading). */
const shellAndPage: [string, string][] = [];

function MyDay({ foreignText = false }: { foreignText?: boolean }) {
  const { setLocale } = useLocale();
  const intl = useIntl();
  const shellText = intl.formatMessage({ id: 'portal.menu.myDay', defaultMessage: 'Ma journée' });
  const pageText = intl.formatMessage({
    id: 'portal.myDay.yesterday.title',
    defaultMessage: 'Défaut : hier',
  });
  shellAndPage.push([shellText, pageText]);
  return (
    <>
      <p>{shellText}</p>
      <h1>{pageText}</h1>
      {foreignText && (
        <p>
          <FormattedMessage id="manager.patients.mine" defaultMessage="Défaut : patients" />
        </p>
      )}
      <button type="button" onClick={() => setLocale('de')}>
        Deutsch
      </button>
    </>
  );
}

/** My day as its route shows it: its texts asked with its code, in the language shown. */
async function renderMyDay(foreignText = false, locale: 'fr' | 'de' = 'fr') {
  await pageMessages('patient.dashboard', locale);
  return render(
    <LocaleProvider>
      <PageTexts part="patient.dashboard">
        <MyDay foreignText={foreignText} />
      </PageTexts>
    </LocaleProvider>,
  );
}

/** My goals' heading (a text of My day's part loaded apart). */
function GoalsTitle() {
  const intl = useIntl();
  return <h2>{intl.formatMessage({ id: 'patient.goals.title', defaultMessage: 'Défaut' })}</h2>;
}

describe('PageTexts', () => {
  afterEach(() => {
    localStorage.removeItem(localeStorageKey);
    localStorage.removeItem(tokenStorageKey);
  });

  it('shows a signed-in page’s texts from its own part, over the shell’s', async () => {
    localStorage.setItem(localeStorageKey, 'fr');
    localStorage.setItem(tokenStorageKey, '{}');
    await renderMyDay();
    await expect.element(page.getByRole('heading', { name: 'Mes résultats d’hier' })).toBeVisible();
  });

  it('shows the page in the language the user picks at once, never half in the previous', async () => {
    localStorage.setItem(localeStorageKey, 'fr');
    localStorage.setItem(tokenStorageKey, '{}');
    await renderMyDay();
    await expect.element(page.getByRole('heading', { name: 'Mes résultats d’hier' })).toBeVisible();
    shellAndPage.length = 0;
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect
      .element(page.getByRole('heading', { name: 'Meine Ergebnisse von gestern' }))
      .toBeVisible();
    await expect.element(page.getByText('Mein Tag', { exact: true })).toBeVisible();
    // The shell's text and the page's changed in the same render.
    expect(shellAndPage).not.toContainEqual(['Mein Tag', 'Mes résultats d’hier']);
    expect(shellAndPage).not.toContainEqual(['Ma journée', 'Meine Ergebnisse von gestern']);
  });

  it('asks a part loaded apart for its own texts, and shows it with them', async () => {
    localStorage.setItem(localeStorageKey, 'de');
    localStorage.setItem(tokenStorageKey, '{}');
    // My day's part below its first screen (DashboardMore.tsx), rendered at once (no observer).
    const more = deferredModule(
      () => Promise.resolve({ Goals: () => <GoalsTitle /> }),
      'DashboardMore',
    );
    const observer = window.IntersectionObserver;
    Object.assign(window, { IntersectionObserver: undefined });
    const fetched: string[] = [];
    const fetchNow = window.fetch;
    window.fetch = (input, init) => {
      fetched.push(String(input));
      return fetchNow(input, init);
    };
    try {
      await pageMessages('patient.dashboard', 'de');
      await render(
        <LocaleProvider>
          <PageTexts part="patient.dashboard">
            <WhenNear placeholder={null} module={more}>
              {({ Goals }) => <Goals />}
            </WhenNear>
          </PageTexts>
        </LocaleProvider>,
      );
      await expect.element(page.getByRole('heading', { name: 'Meine Ziele' })).toBeVisible();
    } finally {
      Object.assign(window, { IntersectionObserver: observer });
      window.fetch = fetchNow;
    }
    expect(fetched.some((url) => url.endsWith('/patient.dashboard_DashboardMore.de.json'))).toBe(
      true,
    );
  });

  // In French, react-intl shows the code's default of a missing text, which is the French text.
  it('shows a text outside its part once the whole catalogue has come', async () => {
    localStorage.setItem(localeStorageKey, 'de');
    localStorage.setItem(tokenStorageKey, '{}');
    await renderMyDay(true, 'de');
    await expect
      .element(page.getByRole('heading', { name: 'Meine Ergebnisse von gestern' }))
      .toBeVisible();
    await expect.element(page.getByText('Meine Patienten', { exact: true })).toBeVisible();
  });

  it('is null for a page whose texts cannot be fetched', async () => {
    await expect(pageMessages('patient.noSuchPage', 'fr')).resolves.toBeNull();
  });
});
