/**
 * The exercise library's text search (docs/decisions/portal-everyday-gestures.md): a query matches
 * a text when each of its words is found in it, whatever the accents and the case, in the language
 * the text is shown in ("etirement" and "ÉTIR" find "Étirement"; "strasse" finds "Straße"; in
 * German, "ae", "oe" and "ue" also find "ä", "ö" and "ü").
 */

/** Combining marks left by the canonical decomposition (accents, cedillas, umlauts' dots). */
const marks = /\p{M}+/gu;

/** Lower case without accents, "ß" as "ss", apostrophes and dashes as spaces, in the locale's rules. */
export function foldForSearch(text: string, locale: string): string {
  return text
    .toLocaleLowerCase(locale)
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .normalize('NFD')
    .replace(marks, '')
    .replace(/[’'`\-‐–—_.,;:!?()«»"“”/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query, folded; none for a blank query. */
export function queryWords(query: string, locale: string): string[] {
  const folded = foldForSearch(query, locale);
  return folded === '' ? [] : folded.split(' ');
}

/** German writes "ä" as "ae" where the letter is missing: both spellings are searched. */
const germanTranscription = (text: string) =>
  text.toLocaleLowerCase('de').replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue');

/** The forms of a text a query is looked for in. */
export function searchableForms(text: string, locale: string): string[] {
  const forms = [foldForSearch(text, locale)];
  if (locale.startsWith('de') || locale.startsWith('lb')) {
    const transcribed = foldForSearch(germanTranscription(text), locale);
    if (transcribed !== forms[0]) {
      forms.push(transcribed);
    }
  }
  return forms;
}

/** Whether every word of the query is in the text (in any order); a blank query matches all. */
export function matchesQuery(text: string, query: string, locale: string): boolean {
  const words = queryWords(query, locale);
  if (words.length === 0) {
    return true;
  }
  const forms = searchableForms(text, locale);
  return words.every((word) => forms.some((form) => form.includes(word)));
}
