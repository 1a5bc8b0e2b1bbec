/**
 * The two invitation emails of the establishment module, in the seven locales (French is the
 * source and the fallback). Kept here until they join the shared mail catalogue (src/mail/
 * catalogue.ts, whose TemplateName does not list them yet); same layout as src/mail/render.ts.
 */
import { defaultLocale, isLocale, type Locale } from '@oxilio/locales';
import type { RenderedEmail } from '../../mail/render';

export type InvitationTemplate = 'reeducator_invitation' | 'patient_invitation';

interface Texts {
  subject: string;
  greeting: (name: string) => string;
  body: (establishment: string) => string;
  action: string;
  linkFallback: string;
  footer: string;
}

const footer: Record<Locale, string> = {
  fr: 'Ce message vous a été envoyé automatiquement par oxilio. Merci de ne pas y répondre.',
  de: 'Diese Nachricht wurde automatisch von oxilio versendet. Bitte antworten Sie nicht darauf.',
  en: 'This message was sent automatically by oxilio. Please do not reply.',
  es: 'Este mensaje le ha sido enviado automáticamente por oxilio. Por favor, no responda.',
  it: 'Questo messaggio le è stato inviato automaticamente da oxilio. La preghiamo di non rispondere.',
  lb: 'Dëse Message gouf automatesch vun oxilio geschéckt. Äntwert w.e.g. net drop.',
  nl: 'Dit bericht is automatisch verzonden door oxilio. Gelieve niet te antwoorden.',
};

const linkFallback: Record<Locale, string> = {
  fr: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  de: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
  en: 'If the button does not work, copy this link into your browser:',
  es: 'Si el botón no funciona, copie este enlace en su navegador:',
  it: 'Se il pulsante non funziona, copi questo link nel suo browser:',
  lb: 'Wann de Knäppchen net funktionéiert, kopéiert dëse Link an Äre Browser:',
  nl: 'Werkt de knop niet? Kopieer dan deze link in uw browser:',
};

const greeting: Record<Locale, (name: string) => string> = {
  fr: (name) => `Bonjour ${name},`,
  de: (name) => `Guten Tag ${name},`,
  en: (name) => `Hello ${name},`,
  es: (name) => `Hola, ${name}:`,
  it: (name) => `Buongiorno ${name},`,
  lb: (name) => `Moien ${name},`,
  nl: (name) => `Beste ${name},`,
};

const templates: Record<
  InvitationTemplate,
  Record<Locale, Pick<Texts, 'subject' | 'body' | 'action'>>
> = {
  reeducator_invitation: {
    fr: {
      subject: 'Invitation à rejoindre une équipe sur oxilio',
      body: (e) =>
        `${e} vous invite à rejoindre son équipe sur oxilio pour suivre la rééducation de ses patients.`,
      action: 'Répondre à l’invitation',
    },
    de: {
      subject: 'Einladung in ein Team auf oxilio',
      body: (e) =>
        `${e} lädt Sie ein, seinem Team auf oxilio beizutreten, um die Rehabilitation seiner Patientinnen und Patienten zu begleiten.`,
      action: 'Auf die Einladung antworten',
    },
    en: {
      subject: 'Invitation to join a team on oxilio',
      body: (e) =>
        `${e} invites you to join its team on oxilio to follow the rehabilitation of its patients.`,
      action: 'Answer the invitation',
    },
    es: {
      subject: 'Invitación para unirse a un equipo en oxilio',
      body: (e) =>
        `${e} le invita a unirse a su equipo en oxilio para seguir la rehabilitación de sus pacientes.`,
      action: 'Responder a la invitación',
    },
    it: {
      subject: 'Invito a unirsi a un’équipe su oxilio',
      body: (e) =>
        `${e} la invita a unirsi alla sua équipe su oxilio per seguire la riabilitazione dei suoi pazienti.`,
      action: 'Rispondere all’invito',
    },
    lb: {
      subject: 'Invitatioun fir an eng Equipe op oxilio',
      body: (e) =>
        `${e} invitéiert Iech, senger Equipe op oxilio bäizetrieden, fir d’Rehabilitatioun vu senge Patiente mat ze verfollegen.`,
      action: 'Op d’Invitatioun äntweren',
    },
    nl: {
      subject: 'Uitnodiging om lid te worden van een team op oxilio',
      body: (e) =>
        `${e} nodigt u uit om lid te worden van het team op oxilio en de revalidatie van de patiënten te volgen.`,
      action: 'Op de uitnodiging antwoorden',
    },
  },
  patient_invitation: {
    fr: {
      subject: 'Votre inscription sur oxilio',
      body: (e) =>
        `${e} vous invite à créer votre compte oxilio pour suivre vos résultats et votre rééducation.`,
      action: 'Créer mon compte',
    },
    de: {
      subject: 'Ihre Anmeldung bei oxilio',
      body: (e) =>
        `${e} lädt Sie ein, Ihr oxilio-Konto zu erstellen, um Ihre Ergebnisse und Ihre Rehabilitation zu verfolgen.`,
      action: 'Mein Konto erstellen',
    },
    en: {
      subject: 'Your oxilio registration',
      body: (e) =>
        `${e} invites you to create your oxilio account to follow your results and your rehabilitation.`,
      action: 'Create my account',
    },
    es: {
      subject: 'Su registro en oxilio',
      body: (e) =>
        `${e} le invita a crear su cuenta de oxilio para seguir sus resultados y su rehabilitación.`,
      action: 'Crear mi cuenta',
    },
    it: {
      subject: 'La sua iscrizione a oxilio',
      body: (e) =>
        `${e} la invita a creare il suo account oxilio per seguire i suoi risultati e la sua riabilitazione.`,
      action: 'Creare il mio account',
    },
    lb: {
      subject: 'Är Umeldung op oxilio',
      body: (e) =>
        `${e} invitéiert Iech, Ären oxilio-Kont unzeleeën, fir Är Resultater an Är Rehabilitatioun ze verfollegen.`,
      action: 'Mäi Kont uleeën',
    },
    nl: {
      subject: 'Uw registratie bij oxilio',
      body: (e) =>
        `${e} nodigt u uit om uw oxilio-account aan te maken en zo uw resultaten en uw revalidatie te volgen.`,
      action: 'Mijn account aanmaken',
    },
  },
};

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Names come from users: one line, no control characters. */
const clean = (value: string) =>
  value
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

export function renderInvitation(input: {
  template: InvitationTemplate;
  locale: string;
  firstName: string;
  establishmentName: string;
  actionUrl: string;
}): RenderedEmail {
  const locale: Locale = isLocale(input.locale) ? input.locale : defaultLocale;
  const texts = templates[input.template][locale];
  const hello = greeting[locale](clean(input.firstName));
  const body = texts.body(clean(input.establishmentName));
  const text = [
    hello,
    '',
    body,
    '',
    `${texts.action}: ${input.actionUrl}`,
    '',
    '-- ',
    footer[locale],
  ].join('\n');
  const url = escapeHtml(input.actionUrl);
  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;font-size:18px;line-height:1.5;color:#1a1a1a">${escapeHtml(content)}</p>`;
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(texts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif">
<main style="max-width:600px;margin:0 auto">
${paragraph(hello)}
${paragraph(body)}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:14px 24px;background:#0c2298;color:#ffffff;font-size:18px;font-weight:bold;text-decoration:none;border-radius:8px">${escapeHtml(texts.action)}</a></p>
<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1a1a1a">${escapeHtml(linkFallback[locale])}<br><a href="${url}" style="color:#0c2298;word-break:break-all">${url}</a></p>
<p style="margin:32px 0 0;font-size:14px;line-height:1.5;color:#4a4a4a">${escapeHtml(footer[locale])}</p>
</main>
</body>
</html>`;
  // The outbox stores the template name as text; TemplateName of src/mail lists only its own.
  return {
    template: input.template as unknown as RenderedEmail['template'],
    locale,
    subject: texts.subject,
    text,
    html,
  };
}
