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

/** The kinds of list the product writes: "A, B and C", "A, B or C", "3 h, 20 min". */
export type ListType = 'conjunction' | 'disjunction' | 'unit';

/**
 * Luxembourgish's "and" before a word: "an" before a vowel or h, n, d, t, z, "a" before any other
 * consonant (the Eifel rule: "Kaffi a Kuch", "Brout an Ham"). CLDR leaves the choice to the reader
 * ("a(n)"); a native speaker makes it.
 */
function luxembourgishAnd(next: string): string {
  const first = next.trimStart().charAt(0).toLowerCase();
  return /^[b-df-gj-mp-sv-xß]$/.test(first) && !/^[dhntz]$/.test(first) ? 'a' : 'an';
}

/**
 * A list in Luxembourgish, as a reader writes it where the runtime has no `lb` data (Chromium):
 * "A, B an C", "A, B oder C", "A, B, C" (CLDR's unit pattern).
 */
export function luxembourgishList(
  items: readonly string[],
  type: ListType = 'conjunction',
): string {
  if (items.length < 2 || type === 'unit') {
    return items.join(', ');
  }
  const last = items[items.length - 1]!;
  const word = type === 'disjunction' ? 'oder' : luxembourgishAnd(last);
  return `${items.slice(0, -1).join(', ')} ${word} ${last}`;
}
