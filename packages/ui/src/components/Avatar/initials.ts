/** First letter of the first and of the last word of a name, upper-cased ("Jean-Pierre de la Tour" gives "JT"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s\u00a0]+/)
    .filter((word) => /\p{L}/u.test(word));
  const first = words[0];
  if (!first) {
    return '';
  }
  const initial = (word: string) => (word.match(/\p{L}/u)?.[0] ?? '').toLocaleUpperCase();
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return initial(first) + (last ? initial(last) : '');
}
