/**
 * The debug token the API asks for before it shows the outbox (docs/decisions/api-debug-token.md).
 * The API prints the outbox's link at start, `/debug#token=...`: the page takes the token from the
 * fragment once, keeps it for the tab (sessionStorage, as a reload must keep the page working) and
 * removes it from the address bar, so that the address can be copied or shared without it.
 */
export const debugTokenStorageKey = 'oxilio.debugToken';

/** The token of the link this page was opened with, else the one this tab kept; null if none. */
export function takeDebugToken(): string | null {
  const fromLink = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  try {
    if (fromLink) {
      sessionStorage.setItem(debugTokenStorageKey, fromLink);
      history.replaceState(history.state, '', `${location.pathname}${location.search}`);
      return fromLink;
    }
    return sessionStorage.getItem(debugTokenStorageKey);
  } catch {
    // Storage refused (a private mode): the link's token still serves this visit.
    return fromLink;
  }
}
