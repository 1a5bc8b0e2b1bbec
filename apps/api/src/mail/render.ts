/**
 * Renders an email of the catalogue in a locale: subject, plain text and accessible HTML. The texts
 * are formatted as plain text first and escaped for the HTML part afterwards, so a value a user typed
 * (a first name, an establishment's name) can never become markup.
 */
import {
  createIntl,
  createIntlCache,
  IntlErrorCode,
  type IntlShape,
  type MessageDescriptor,
  type OnErrorFn,
} from '@formatjs/intl';
import { defaultLocale, isLocale, type Locale } from '@oxilio/locales';
import { mailMessages } from '@oxilio/locales/mail';
import {
  mailTemplates,
  type InvitationTemplateName,
  type RegistrationTemplateName,
  type TemplateName,
} from './catalogue';

export interface RenderedEmail {
  template: TemplateName;
  locale: Locale;
  subject: string;
  text: string;
  html: string;
}

interface CommonInput {
  /** Falls back to French for an unknown locale. */
  locale: string;
  firstName: string;
  /** Absolute URL of the call to action. */
  actionUrl: string;
  /** The second link of the templates that have one (`secondaryAction`), shown under the button. */
  secondaryUrl?: string;
  /** Lifetime of the link, for the expiry sentence of the templates that count in hours. */
  validHours?: number;
  /** Lifetime of the link, for the expiry sentence of the templates that count in days. */
  validDays?: number;
}

export type RenderInput = CommonInput &
  (
    | {
        template: Exclude<TemplateName, InvitationTemplateName | RegistrationTemplateName>;
        establishmentName?: string;
      }
    | {
        template: InvitationTemplateName | RegistrationTemplateName;
        /** The establishment that invites, or that the patient asked, named in the text. */
        establishmentName: string;
      }
  );

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Names come from users: keep them on one line and free of control characters. */
const cleanName = (value: string, maxLength: number) =>
  value
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength);

/**
 * A translation missing from a catalogue falls back to the French default (`npm run i18n:check`
 * keeps that from happening); any other error is a broken message, which must not send a mail.
 */
const onError: OnErrorFn = (error) => {
  if (error.code !== IntlErrorCode.MISSING_TRANSLATION) {
    throw error;
  }
};

const intlCache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** One formatter per locale, made with its first email. */
function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      { locale, defaultLocale, messages: mailMessages(locale), onError },
      intlCache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

/** One message of the emails in `locale`, as plain text. */
export function formatMailText(
  locale: Locale,
  message: MessageDescriptor,
  values?: Record<string, string | number>,
): string {
  return intlFor(locale).formatMessage(message, values);
}

export function renderEmail(input: RenderInput): RenderedEmail {
  const locale: Locale = isLocale(input.locale) ? input.locale : defaultLocale;
  const messages = mailTemplates[input.template];
  const format = (message: MessageDescriptor, values?: Record<string, string | number>) =>
    formatMailText(locale, message, values);
  const texts = { subject: format(messages.subject), action: format(messages.action) };
  const secondary =
    'secondaryAction' in messages && messages.secondaryAction && input.secondaryUrl
      ? { label: format(messages.secondaryAction), url: input.secondaryUrl }
      : null;
  const common = {
    linkFallback: format(messages.frame.linkFallback),
    footer: format(messages.frame.footer),
  };
  const greeting = format(messages.frame.greeting, {
    firstName: cleanName(input.firstName, 100),
  });
  const establishment = cleanName(input.establishmentName ?? '', 200);
  const paragraphs = messages.paragraphs.map((paragraph) => format(paragraph, { establishment }));
  const notes = [
    messages.expiry && input.validHours !== undefined
      ? format(messages.expiry, { hours: input.validHours })
      : null,
    messages.expiryDays && input.validDays !== undefined
      ? format(messages.expiryDays, { days: input.validDays })
      : null,
    messages.ignore ? format(messages.ignore) : null,
  ].filter((note): note is string => note !== null);

  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${texts.action}: ${input.actionUrl}`,
    '',
    ...(secondary ? [`${secondary.label} ${secondary.url}`, ''] : []),
    ...notes.flatMap((note) => [note, '']),
    '-- ',
    common.footer,
  ].join('\n');

  const url = escapeHtml(input.actionUrl);
  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;font-size:18px;line-height:1.5;color:#1a1a1a">${escapeHtml(content)}</p>`;
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(texts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif">
<main style="max-width:600px;margin:0 auto">
${paragraph(greeting)}
${paragraphs.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:14px 24px;background:#0c2298;color:#ffffff;font-size:18px;font-weight:bold;text-decoration:none;border-radius:8px">${escapeHtml(texts.action)}</a></p>
${secondary ? `<p style="margin:0 0 16px;font-size:18px;line-height:1.5"><a href="${escapeHtml(secondary.url)}" style="color:#0c2298">${escapeHtml(secondary.label)}</a></p>\n` : ''}${notes.map(paragraph).join('\n')}
<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1a1a1a">${escapeHtml(common.linkFallback)}<br><a href="${url}" style="color:#0c2298;word-break:break-all">${url}</a></p>
<p style="margin:32px 0 0;font-size:14px;line-height:1.5;color:#4a4a4a">${escapeHtml(common.footer)}</p>
</main>
</body>
</html>`;

  return { template: input.template, locale, subject: texts.subject, text, html };
}
