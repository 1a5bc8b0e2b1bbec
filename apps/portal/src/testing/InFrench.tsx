import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LocaleProvider } from '../i18n/LocaleProvider';

const french = { locale: 'fr', messages: {} } as const;

/**
 * The providers a feature's component reads its language from, for a test's `wrapper`: the
 * portal's locale (French, whatever an earlier test stored) and react-intl with the code's French
 * texts, so that a test reads the source texts whatever the catalogues hold.
 */
export function InFrench({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider initial={french}>
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        {children}
      </IntlProvider>
    </LocaleProvider>
  );
}
