/** Renders an email of the catalogue in a locale: subject, plain text and accessible HTML. */
import { defaultLocale, isLocale, type Locale } from '@oxilio/locales';
import {
  mailCatalogue,
  type EstablishmentTemplateTexts,
  type InvitationTemplateName,
  type TemplateName,
  type TemplateTexts,
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
  /** Lifetime of the link, for the expiry sentence of the templates that count in hours. */
  validHours?: number;
  /** Lifetime of the link, for the expiry sentence of the templates that count in days. */
  validDays?: number;
}

export type RenderInput = CommonInput &
  (
    | { template: Exclude<TemplateName, InvitationTemplateName>; establishmentName?: string }
    | {
        template: InvitationTemplateName;
        /** The establishment that invites, named in the text. */
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

export function renderEmail(input: RenderInput): RenderedEmail {
  const locale: Locale = isLocale(input.locale) ? input.locale : defaultLocale;
  const texts: TemplateTexts | EstablishmentTemplateTexts =
    mailCatalogue[locale].templates[input.template];
  const common = { ...mailCatalogue[locale].common, ...texts.common };
  const greeting = common.greeting(cleanName(input.firstName, 100));
  const paragraphs =
    typeof texts.paragraphs === 'function'
      ? texts.paragraphs(cleanName(input.establishmentName ?? '', 200))
      : texts.paragraphs;
  const notes = [
    texts.expiry && input.validHours !== undefined ? texts.expiry(input.validHours) : null,
    texts.expiryDays && input.validDays !== undefined ? texts.expiryDays(input.validDays) : null,
    texts.ignore ?? null,
  ].filter((note): note is string => note !== null);

  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${texts.action}: ${input.actionUrl}`,
    '',
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
${notes.map(paragraph).join('\n')}
<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1a1a1a">${escapeHtml(common.linkFallback)}<br><a href="${url}" style="color:#0c2298;word-break:break-all">${url}</a></p>
<p style="margin:32px 0 0;font-size:14px;line-height:1.5;color:#4a4a4a">${escapeHtml(common.footer)}</p>
</main>
</body>
</html>`;

  return { template: input.template, locale, subject: texts.subject, text, html };
}
