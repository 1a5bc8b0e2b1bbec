import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { localeNames, supportedLocales, type Locale } from '@oxilio/locales';
import { LanguageSwitcher } from './LanguageSwitcher';

function Harness({ onChange }: { onChange: (locale: Locale) => void }) {
  const [value, setValue] = useState<Locale>('fr');
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <LanguageSwitcher
        value={value}
        onChange={(locale) => {
          setValue(locale);
          onChange(locale);
        }}
      />
    </IntlProvider>
  );
}

describe('LanguageSwitcher', () => {
  it('offers the seven languages, each written in its own language', async () => {
    const screen = await render(<Harness onChange={() => {}} />);
    for (const locale of supportedLocales) {
      await expect
        .element(screen.getByRole('option', { name: localeNames[locale] }))
        .toHaveAttribute('lang', locale);
    }
  });

  it('is operable with the keyboard alone', async () => {
    const onChange = vi.fn();
    const screen = await render(<Harness onChange={onChange} />);
    await userEvent.keyboard('{Tab}');
    const select = screen.getByRole('combobox', { name: 'Langue' });
    await expect.element(select).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('de');
    await expect.element(select).toHaveValue('de');
  });
});
