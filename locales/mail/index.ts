/**
 * The emails' catalogues, for the API only: they live apart from the portal's (`../<locale>.json`)
 * so that no portal build ships them. Each locale's file is read on its first email, so a start-up
 * parses none and a locale nobody writes in is never read.
 */
import { readFileSync } from 'node:fs';
import type { Locale } from '../index';

export type MailMessages = Record<string, string>;

const loaded = new Map<Locale, MailMessages>();

/** The ICU messages of `locale`'s emails, by id (`mail.<template>.<part>`). */
export function mailMessages(locale: Locale): MailMessages {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = JSON.parse(
      readFileSync(new URL(`./${locale}.json`, import.meta.url), 'utf8'),
    ) as MailMessages;
    loaded.set(locale, messages);
  }
  return messages;
}
