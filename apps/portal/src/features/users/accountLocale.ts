import type { CurrentUser } from '@oxilio/domain/contract';
import type { Locale } from '@oxilio/locales';
import { useCallback, useEffect, useRef } from 'react';
import { useLocale } from '../../i18n/LocaleProvider';
import { useWrite } from '../../app/useWrite';
import { currentUserKey, fetchCurrentUser, useCurrentUser } from './api/getCurrentUser';
import { saveLocale } from './api/saveLocale';

/**
 * The language saved on the account is applied once the signed-in user is known (at sign-in and
 * when a session resumes), so the portal speaks the same language on every device. A language
 * picked on the sign-in page is the account's already: the sign-in saved it
 * (i18n/pickedLocale.ts). A language the user chose here before the account arrived wins (it is
 * being saved on the account).
 */
export function useAccountLocale(account: CurrentUser | undefined): void {
  const { locale, setLocale } = useLocale();
  const applied = useRef<string | null>(null);
  const localeAtStart = useRef(locale);
  useEffect(() => {
    if (!account || applied.current === account.userId) {
      return;
    }
    applied.current = account.userId;
    if (locale === localeAtStart.current && account.locale !== locale) {
      setLocale(account.locale);
    }
  }, [account, locale, setLocale]);
}

/**
 * Chooses the language here and saves it on the account (it stays chosen here if saving fails).
 * For a signed-in user only: the account is read first when it has not arrived yet.
 */
export function useChooseLocale() {
  const { setLocale } = useLocale();
  const account = useCurrentUser().data;
  // In the background, with nothing to show: a failure keeps the language chosen on this device.
  const save = useWrite({
    call: async (next: Locale) => saveLocale((account ?? (await fetchCurrentUser())).userId, next),
    key: currentUserKey,
  });
  const { trigger } = save;
  return useCallback(
    (next: Locale) => {
      setLocale(next);
      void trigger(next);
    },
    [setLocale, trigger],
  );
}
