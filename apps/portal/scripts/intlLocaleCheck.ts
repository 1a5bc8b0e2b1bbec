/**
 * Drops react-intl's start-up check that the browser has data for the chosen locale
 * (`Intl.NumberFormat.supportedLocalesOf(locale)`, then the same for `DateTimeFormat`, in
 * `createIntl` of @formatjs/intl). The check only reports, through `onError`, a locale without data
 * (the portal's `onError` logs in development only, and the portal's own formatting maps `lb`,
 * which some browsers lack, to `de-LU`); its cost is to make the browser load its Intl data (ICU)
 * during the first render: about 200 ms of main thread with Lighthouse's 4x CPU slowdown, on the
 * sign-in page, which formats no number nor date and otherwise never loads it
 * (docs/decisions/portal-intl-locale-check.md). A sign-in text with a placeholder or a plural would
 * bring the load back (intl-messageformat resolves its locale the same way).
 *
 * Build only, like the parser's alias in vite.config.ts. The client build fails if @formatjs/intl no
 * longer has these lines, or no longer comes from that file (an upgrade): look again then rather
 * than carry a patch that does nothing.
 */
import type { Plugin } from 'vite';

export const libraryFile = /[\\/]@formatjs[\\/]intl[\\/]index\.js$/;

/** The two checks as @formatjs/intl 6 writes them; each becomes `else if (false)`. */
const checks = [
  /else if \(!Intl\.NumberFormat\.supportedLocalesOf\(locale\)\.length && onError\)/,
  /else if \(!Intl\.DateTimeFormat\.supportedLocalesOf\(locale\)\.length && onError\)/,
];

/** The library's source without the two checks; throws if either is not found exactly once. */
export function withoutLocaleCheck(source: string): string {
  let result = source;
  for (const check of checks) {
    const found = result.match(new RegExp(check.source, 'g'))?.length ?? 0;
    if (found !== 1) {
      throw new Error(
        `@formatjs/intl: the locale data check (${check.source}) was found ${found} times, not once`,
      );
    }
    result = result.replace(check, 'else if (false)');
  }
  return result;
}

export function skipIntlLocaleCheck(): Plugin {
  let ssr = false;
  let patched = false;
  return {
    name: 'oxilio:skip-intl-locale-check',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    transform(code, id) {
      if (!libraryFile.test(id)) {
        return null;
      }
      patched = true;
      return { code: withoutLocaleCheck(code), map: null };
    },
    buildEnd(error) {
      // The prerender's server build may leave the library outside its bundle; the client's has it.
      if (!error && !ssr && !patched) {
        this.error('@formatjs/intl/index.js was never built: its locale data check is still there');
      }
    },
  };
}
