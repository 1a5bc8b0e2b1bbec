/**
 * The BCP 47 tag to hand to Intl for one of the product's locales, in a module of its own: the
 * design system's react-intl provider needs it on the sign-in page, whose budget cannot carry the
 * formatters and the metric definitions (scripts/bundle-budget.ts). Import it from
 * `@oxilio/domain/intl-locale` where the page weight matters, from `@oxilio/domain` elsewhere.
 */
import type { Locale } from '@oxilio/locales';

/** Number conventions to use when the runtime's Intl lacks the locale. */
const intlFallback: Partial<Record<Locale, string>> = { lb: 'de-LU' };

function runtimeSupports(locale: string): boolean {
  return Intl.NumberFormat.supportedLocalesOf(locale).length > 0;
}

/**
 * The BCP 47 tag to hand to Intl for one of our locales. Only a locale with a fallback is checked:
 * every runtime has the six others, and the check itself loads the runtime's locale data, which a
 * page that formats nothing should not pay for (docs/decisions/portal-intl-locale-check.md).
 */
export function intlLocale(locale: Locale): string {
  const fallback = intlFallback[locale];
  return fallback === undefined || runtimeSupports(locale) ? locale : fallback;
}
