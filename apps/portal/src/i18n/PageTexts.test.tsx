import { tokenStorageKey } from '@oxilio/domain/client';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { LocaleProvider, localeStorageKey, useLocale } from './LocaleProvider';
import { PageTexts, pageMessages } from './PageTexts';

/** A text of My day's page (not the shell's) and, optionally, one of another area's page. */
function MyDay({ foreignText = false }: { foreignText?: boolean }) {
  const { setLocale } = useLocale();
  return (
    <>
      <h1>
        <FormattedMessage id="portal.myDay.yesterday.title" defaultMessage="Défaut : hier" />
      </h1>
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

async function renderMyDay(foreignText = false, locale: 'fr' | 'de' = 'fr') {
  const messages = await pageMessages('patient.dashboard', locale);
  return render(
    <LocaleProvider>
      <PageTexts part="patient.dashboard" initial={{ locale, messages }}>
        <MyDay foreignText={foreignText} />
      </PageTexts>
    </LocaleProvider>,
  );
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

  it('fetches the page’s part in the language the user picks', async () => {
    localStorage.setItem(localeStorageKey, 'fr');
    localStorage.setItem(tokenStorageKey, '{}');
    await renderMyDay();
    await expect.element(page.getByRole('heading', { name: 'Mes résultats d’hier' })).toBeVisible();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect
      .element(page.getByRole('heading', { name: 'Meine Ergebnisse von gestern' }))
      .toBeVisible();
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
