/** The last segment of a path, without a trailing slash. */
export function lastSegment(pathname: string): string {
  return pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}
