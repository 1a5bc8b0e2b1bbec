import { intlLocale } from '@oxilio/domain/intl-locale';
import type { Locale } from '@oxilio/locales';

/**
 * The browser's first date or number formatter loads its locale and time zone data: about 50 ms
 * of main thread on a slow phone (CPU 4x slower), paid inside the first screen's render, where it
 * made the manager's home one task of 200-220 ms (issue 27, point 5). Started here in a task of
 * its own, while the first screen's code and answers are on their way, the first render then
 * finds them ready (docs/performance.md#first-screens-issue-27).
 */
export function warmIntl(locale: Locale): void {
  const warm = () => {
    try {
      const tag = intlLocale(locale);
      new Intl.DateTimeFormat(tag, { timeZone: 'Europe/Luxembourg' }).format(0);
      new Intl.NumberFormat(tag).format(1.5);
    } catch {
      // A runtime without this locale: the screens format with their own fallback.
    }
  };
  // A task of its own, at once: an idle callback came too late, after the first render.
  setTimeout(warm, 0);
}
