import type { CurrentUser } from '@oxilio/domain/contract';
import type { Locale } from '@oxilio/locales';
import { useCallback, useEffect, useRef } from 'react';
import { useLocale } from '../../i18n/LocaleProvider';
import { saveLocale } from './api/saveLocale';

/**
 * The language saved on the account is applied once the signed-in user is known (at sign-in and
 * when a session resumes), so the portal speaks the same language on every device.
 */
export function useAccountLocale(account: CurrentUser | undefined): void {
  const { locale, setLocale } = useLocale();
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!account || applied.current === account.userId) {
      return;
    }
    applied.current = account.userId;
    if (account.locale !== locale) {
      setLocale(account.locale);
    }
  }, [account, locale, setLocale]);
}

/** Chooses the language here and saves it on the account (it stays chosen here if saving fails). */
export function useChooseLocale(userId: string | null | undefined) {
  const { setLocale } = useLocale();
  return useCallback(
    (next: Locale) => {
      setLocale(next);
      if (userId) {
        saveLocale(userId, next).catch(() => undefined);
      }
    },
    [setLocale, userId],
  );
}
