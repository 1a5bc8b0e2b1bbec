import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, type ReactNode } from 'react';
import {
  defaultLocale,
  isLocale,
  loadMessages,
  localeNames,
  supportedLocales,
  type CompiledMessages,
  type Locale,
} from '@oxilio/locales';
import { LocaleIntlProvider } from '../packages/ui/src/components/LocaleIntlProvider/LocaleIntlProvider';
import { themeClasses } from '../packages/ui/src/theme';
import { startMockApi } from './msw';
import { loadTranslations, translationsGlobal, withTranslations } from './translations';

function storyLocale(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : defaultLocale;
}

// Catalogues are loaded before the story renders, so play functions see translated text.
const loadLocale: Loader = async ({ globals }) => ({
  messages: await loadMessages(storyLocale(globals)),
});

type ThemeName = keyof typeof themeClasses;

function StoryShell({
  locale,
  themeName,
  messages,
  children,
}: {
  locale: Locale;
  themeName: ThemeName;
  messages: CompiledMessages;
  children: ReactNode;
}) {
  useEffect(() => {
    document.documentElement.lang = locale;
    document.body.classList.remove(...Object.values(themeClasses));
    document.body.classList.add(themeClasses[themeName]);
  }, [locale, themeName]);
  return (
    <LocaleIntlProvider
      locale={locale}
      defaultLocale={defaultLocale}
      messages={messages as Record<string, never>}
    >
      <div className={themeClasses[themeName]}>{children}</div>
    </LocaleIntlProvider>
  );
}

const withProviders: Decorator = (Story, context) => (
  <StoryShell
    locale={storyLocale(context.globals)}
    themeName={context.globals.theme === 'highContrast' ? 'highContrast' : 'light'}
    messages={(context.loaded as { messages?: CompiledMessages }).messages ?? {}}
  >
    <Story />
  </StoryShell>
);

/** Each story starts without the app's stored state (session, locale, dismissed invitations). */
function forgetAppStorage() {
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) {
      if (key.startsWith('oxilio.')) {
        storage.removeItem(key);
      }
    }
  }
}

const preview: Preview = {
  beforeEach: forgetAppStorage,
  // MSW answers the API calls of screen stories with the handlers of `parameters.msw`.
  loaders: [loadLocale, loadTranslations, mswLoader(startMockApi)],
  // The first decorator is the innermost: the translators' view records inside the IntlProvider.
  decorators: [withTranslations, withProviders],
  globalTypes: {
    locale: {
      description: 'Language of the interface',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: supportedLocales.map((value) => ({ value, title: localeNames[value] })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'highContrast', title: 'High contrast' },
        ],
        dynamicTitle: true,
      },
    },
    translations: translationsGlobal,
  },
  initialGlobals: { locale: defaultLocale, theme: 'light', translations: 'off' },
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
    layout: 'padded',
  },
  tags: ['autodocs'],
};

export default preview;
