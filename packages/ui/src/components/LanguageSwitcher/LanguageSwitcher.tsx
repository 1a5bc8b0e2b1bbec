import { ChevronDown, Globe } from 'lucide-react';
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { localeNames, supportedLocales, type Locale } from '@oxilio/locales';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { cx } from '../../utils/cx';
import * as styles from './LanguageSwitcher.css';

export const languageSwitcherLayouts = ['stacked', 'inline'] as const;

export interface LanguageSwitcherProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'children'
> {
  /** The current interface language. */
  value: Locale;
  /** Called with the language the user picks. */
  onChange: (locale: Locale) => void;
  /** Languages offered, each written in its own language. @defaultValue supportedLocales */
  locales?: readonly Locale[];
  /** Label above the list or beside it. @defaultValue 'stacked' */
  layout?: (typeof languageSwitcherLayouts)[number];
  /** Keeps the "Langue" label for screen readers only (the globe icon stays visible). @defaultValue false */
  hideLabel?: boolean;
}

/** Picks the interface language: a native select, keyboard operable everywhere. */
export const LanguageSwitcher = forwardRef<HTMLSelectElement, LanguageSwitcherProps>(
  function LanguageSwitcher(
    {
      value,
      onChange,
      locales = supportedLocales,
      layout = 'stacked',
      hideLabel = false,
      id,
      className,
      ...rest
    },
    ref,
  ) {
    const intl = useIntl();
    const generatedId = useId();
    const selectId = id ?? generatedId;
    const label = intl.formatMessage({
      id: 'ui.languageSwitcher.label',
      defaultMessage: 'Langue',
    });
    return (
      <div className={cx(styles.root, layout === 'inline' ? styles.inline : null, className)}>
        {hideLabel ? (
          <VisuallyHidden>
            <label htmlFor={selectId}>{label}</label>
          </VisuallyHidden>
        ) : (
          <label htmlFor={selectId} className={styles.label}>
            {label}
          </label>
        )}
        <span className={styles.field}>
          <Globe aria-hidden="true" focusable="false" size={20} className={styles.globe} />
          <select
            ref={ref}
            id={selectId}
            className={styles.select}
            value={value}
            onChange={(event) => onChange(event.target.value as Locale)}
            {...rest}
          >
            {locales.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {localeNames[locale]}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden="true" focusable="false" size={20} className={styles.chevron} />
        </span>
      </div>
    );
  },
);
