/** The tokens of an `accept` attribute, lower-cased: extensions (".pdf") and MIME types ("image/*"). */
export function acceptTokens(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether a file matches `accept` as the browser's picker would (any file when it is empty). */
export function matchesAccept(
  file: Pick<File, 'name' | 'type'>,
  accept: string | undefined,
): boolean {
  const tokens = acceptTokens(accept);
  if (tokens.length === 0) {
    return true;
  }
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) {
      return name.endsWith(token);
    }
    if (token.endsWith('/*')) {
      return type.startsWith(token.slice(0, -1));
    }
    return type === token;
  });
}

/** Short names of the accepted formats for people ("PDF", "PNG"), without duplicates. */
export function formatNames(accept: string | undefined): string[] {
  const names = acceptTokens(accept).map((token) => {
    if (token.startsWith('.')) {
      return token.slice(1).toUpperCase();
    }
    const subtype = token.split('/')[1];
    return subtype === '*' || subtype === undefined ? token : subtype.toUpperCase();
  });
  return [...new Set(names)];
}
