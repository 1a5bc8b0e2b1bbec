/**
 * The language a visitor picked with the switcher of a signed-out page (the sign-in page, the
 * password reset, the signup): the next sign-in sends it, and the API saves it on the account, so
 * that the portal stays in it after signing in and the emails follow. A language that was not
 * picked (the browser's, or the one left on this device by the previous user) is not sent: the
 * account's language applies. docs/decisions/portal-sign-in-language.md.
 *
 * Kept in this tab's session storage: it survives a reload or a move between the signed-out
 * pages, not the tab, and the sign-in that sends it forgets it, so the next person signing in on
 * a shared computer gets their own language.
 */
import { isLocale, type Locale } from '@oxilio/locales';
import { pickedLocaleStorageKey } from '../boot/constants';

export function rememberPickedLocale(locale: Locale): void {
  try {
    sessionStorage.setItem(pickedLocaleStorageKey, locale);
  } catch {
    // storage unavailable: the account's language will apply
  }
}

/** The language picked since the last sign-in in this tab, if any. */
export function pickedLocale(): Locale | undefined {
  try {
    const picked = sessionStorage.getItem(pickedLocaleStorageKey);
    return isLocale(picked) ? picked : undefined;
  } catch {
    return undefined;
  }
}

/** Once a sign-in has saved it on the account (or at sign-out): the pick is spent. */
export function forgetPickedLocale(): void {
  try {
    sessionStorage.removeItem(pickedLocaleStorageKey);
  } catch {
    // nothing was kept
  }
}
