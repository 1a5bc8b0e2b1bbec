import { LanguageSwitcher } from '@oxilio/ui';
import type { Locale } from '@oxilio/locales';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useLocale } from '../../i18n/LocaleProvider';
import { rememberPickedLocale } from '../../i18n/pickedLocale';
import * as styles from './PublicLayout.css';
import { commonMessages } from '../../app/commonMessages';

const messages = defineMessages({
  tagline: { id: 'portal.public.tagline', defaultMessage: 'Suivi de rééducation et de mobilité' },
});

/**
 * The frame of the signed-out pages: brand, language switcher, one panel. A language picked here
 * becomes the account's at the next sign-in (i18n/pickedLocale.ts).
 */
export function PublicLayout({
  children,
  wide = false,
}: {
  children: ReactNode;
  /** A table's page (the debug outbox): the frame takes the window's width, up to 1200 px. */
  wide?: boolean;
}) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const pick = (next: Locale) => {
    setLocale(next);
    rememberPickedLocale(next);
  };
  return (
    <div className={styles.page}>
      <header className={wide ? `${styles.top} ${styles.wide}` : styles.top}>
        <div>
          <p className={styles.brand}>{intl.formatMessage(commonMessages.brandName)}</p>
          <p>{intl.formatMessage(messages.tagline)}</p>
        </div>
        <LanguageSwitcher value={locale} onChange={pick} />
      </header>
      <main id="main" className={wide ? `${styles.main} ${styles.wide}` : styles.main}>
        <div className={styles.panel}>{children}</div>
      </main>
    </div>
  );
}
