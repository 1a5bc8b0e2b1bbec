/** The seven locales of the portal. French is the source, the default and the fallback. */
export const supportedLocales = ['fr', 'de', 'en', 'es', 'it', 'lb', 'nl'] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = 'fr';

/** Each locale's name in its own language, for the language switcher. */
export const localeNames: Record<Locale, string> = {
  fr: 'Français',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  it: 'Italiano',
  lb: 'Lëtzebuergesch',
  nl: 'Nederlands',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/** Picks the best supported locale from a list of BCP 47 tags (e.g. navigator.languages). */
export function matchLocale(candidates: readonly string[]): Locale {
  for (const candidate of candidates) {
    const base = candidate.toLowerCase().split('-')[0];
    if (isLocale(base)) {
      return base;
    }
  }
  return defaultLocale;
}

// Compiled catalogues (AST) are produced by `npm run i18n:compile` into ./compiled/.
// The ICU AST type is kept loose: react-intl accepts it as messages.
export type CompiledMessages = Record<string, unknown>;

/**
 * Which texts of a catalogue (scripts/i18n-compile.mjs): `public`, those of the signed-out screens
 * (and what they share with the others), enough for a visitor's first page; `shell`, those of the
 * signed-in portal around its pages (each page brings its own: `loadPageMessages`); `all`, every
 * text.
 */
export type CataloguePart = 'public' | 'shell' | 'all';

/** Loads one locale's compiled catalogue, or a part of it, on demand (one chunk each in a build). */
export async function loadMessages(
  locale: Locale,
  part: CataloguePart = 'all',
): Promise<CompiledMessages> {
  const module = (
    part === 'public'
      ? await import(`./compiled/public/${locale}.json`)
      : part === 'shell'
        ? await import(`./compiled/shell/${locale}.json`)
        : await import(`./compiled/${locale}.json`)
  ) as { default: CompiledMessages };
  return module.default;
}
