/** The language a client reads, from its Accept-Language header (docs/product.md#languages). */
import { matchLocale, type Locale } from '@oxilio/locales';

/** Languages of the Accept-Language header, best first (`q=0` means "not this one"). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = Number(
        params.find((param) => param.trim().startsWith('q='))?.split('=')[1] ?? 1,
      );
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0 };
    })
    .filter((language) => language.tag && language.quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .map((language) => language.tag);
}

/** The supported locale the header prefers, French when it names none of them. */
export function preferredLocale(header: string | undefined): Locale {
  return matchLocale(acceptedLanguages(header));
}
