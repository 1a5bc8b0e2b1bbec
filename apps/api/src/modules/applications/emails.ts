/**
 * Emails of the signup journeys that the shared catalogue (src/mail/catalogue.ts) does not have
 * yet: the answer to an application (available, or waiting list) and the welcome of a
 * professional. Greeting, link fallback and footer come from the shared catalogue; the layout is
 * the one of src/mail/render.ts. The patient's welcome is the shared `welcome` template.
 * When these texts move into the shared catalogue, this file reduces to `renderEmail` calls.
 */
import { defaultLocale, isLocale, type Locale } from '@oxilio/locales';
import { mailCatalogue, type TemplateName } from '../../mail/catalogue';
import type { RenderedEmail } from '../../mail/render';

export type ApplicationTemplate =
  'application_available' | 'application_waitlist' | 'welcome_professional';

interface Texts {
  subject: string;
  paragraphs: string[];
  action: string;
  expiry?: (days: number) => string;
}

const texts: Record<Locale, Record<ApplicationTemplate, Texts>> = {
  fr: {
    application_available: {
      subject: 'Votre demande oxilio : poursuivez votre inscription',
      paragraphs: [
        'Merci pour votre demande. Bonne nouvelle : le service oxilio est disponible pour vous.',
        'Pour confirmer votre adresse e-mail et poursuivre votre inscription, cliquez sur le bouton ci-dessous.',
      ],
      action: 'Poursuivre mon inscription',
      expiry: (days) => `Ce lien est valable ${days} jours.`,
    },
    application_waitlist: {
      subject: 'Votre demande oxilio : liste d’attente',
      paragraphs: [
        'Merci pour votre demande. Le service oxilio ne peut pas encore vous être proposé : votre zone n’est pas encore desservie, ou l’appareil n’est pas adapté à vos mesures.',
        'Cliquez sur le bouton ci-dessous pour vous inscrire sur la liste d’attente : nous vous écrirons dès que le service pourra vous être proposé.',
      ],
      action: 'M’inscrire sur la liste d’attente',
      expiry: (days) => `Ce lien est valable ${days} jours.`,
    },
    welcome_professional: {
      subject: 'Bienvenue sur oxilio',
      paragraphs: [
        'Votre compte oxilio est créé. Vous pouvez dès maintenant vous connecter avec votre adresse e-mail et le mot de passe que vous avez choisi.',
      ],
      action: 'Me connecter',
    },
  },
  de: {
    application_available: {
      subject: 'Ihre oxilio-Anfrage: Setzen Sie Ihre Registrierung fort',
      paragraphs: [
        'vielen Dank für Ihre Anfrage. Eine gute Nachricht: Der oxilio-Service ist für Sie verfügbar.',
        'Um Ihre E-Mail-Adresse zu bestätigen und Ihre Registrierung fortzusetzen, klicken Sie auf die Schaltfläche unten.',
      ],
      action: 'Registrierung fortsetzen',
      expiry: (days) => `Dieser Link ist ${days} Tage gültig.`,
    },
    application_waitlist: {
      subject: 'Ihre oxilio-Anfrage: Warteliste',
      paragraphs: [
        'vielen Dank für Ihre Anfrage. Der oxilio-Service kann Ihnen leider noch nicht angeboten werden: Ihre Region wird noch nicht versorgt, oder das Gerät passt nicht zu Ihren Körpermaßen.',
        'Klicken Sie auf die Schaltfläche unten, um sich in die Warteliste einzutragen: Wir schreiben Ihnen, sobald wir Ihnen den Service anbieten können.',
      ],
      action: 'In die Warteliste eintragen',
      expiry: (days) => `Dieser Link ist ${days} Tage gültig.`,
    },
    welcome_professional: {
      subject: 'Willkommen bei oxilio',
      paragraphs: [
        'Ihr oxilio-Konto ist eingerichtet. Sie können sich ab sofort mit Ihrer E-Mail-Adresse und dem gewählten Passwort anmelden.',
      ],
      action: 'Anmelden',
    },
  },
  en: {
    application_available: {
      subject: 'Your oxilio application: continue your signup',
      paragraphs: [
        'Thank you for your application. Good news: the oxilio service is available for you.',
        'To confirm your email address and continue your signup, click the button below.',
      ],
      action: 'Continue my signup',
      expiry: (days) => `This link is valid for ${days} days.`,
    },
    application_waitlist: {
      subject: 'Your oxilio application: waiting list',
      paragraphs: [
        'Thank you for your application. The oxilio service cannot be offered to you yet: your area is not served yet, or the device does not suit your measurements.',
        'Click the button below to join the waiting list: we will write to you as soon as we can offer you the service.',
      ],
      action: 'Join the waiting list',
      expiry: (days) => `This link is valid for ${days} days.`,
    },
    welcome_professional: {
      subject: 'Welcome to oxilio',
      paragraphs: [
        'Your oxilio account is ready. You can now sign in with your email address and the password you chose.',
      ],
      action: 'Sign in',
    },
  },
  es: {
    application_available: {
      subject: 'Su solicitud oxilio: continúe su registro',
      paragraphs: [
        'Gracias por su solicitud. Buenas noticias: el servicio oxilio está disponible para usted.',
        'Para confirmar su dirección de correo electrónico y continuar su registro, haga clic en el botón de abajo.',
      ],
      action: 'Continuar mi registro',
      expiry: (days) => `Este enlace es válido durante ${days} días.`,
    },
    application_waitlist: {
      subject: 'Su solicitud oxilio: lista de espera',
      paragraphs: [
        'Gracias por su solicitud. Todavía no podemos ofrecerle el servicio oxilio: su zona aún no está cubierta, o el dispositivo no se adapta a sus medidas.',
        'Haga clic en el botón de abajo para inscribirse en la lista de espera: le escribiremos en cuanto podamos ofrecerle el servicio.',
      ],
      action: 'Inscribirme en la lista de espera',
      expiry: (days) => `Este enlace es válido durante ${days} días.`,
    },
    welcome_professional: {
      subject: 'Le damos la bienvenida a oxilio',
      paragraphs: [
        'Su cuenta oxilio ya está creada. Ya puede iniciar sesión con su dirección de correo electrónico y la contraseña que ha elegido.',
      ],
      action: 'Iniciar sesión',
    },
  },
  it: {
    application_available: {
      subject: 'La sua richiesta oxilio: prosegua la registrazione',
      paragraphs: [
        'grazie per la sua richiesta. Buone notizie: il servizio oxilio è disponibile per lei.',
        'Per confermare il suo indirizzo e-mail e proseguire la registrazione, clicchi sul pulsante qui sotto.',
      ],
      action: 'Prosegui la registrazione',
      expiry: (days) => `Questo link è valido per ${days} giorni.`,
    },
    application_waitlist: {
      subject: 'La sua richiesta oxilio: lista d’attesa',
      paragraphs: [
        'grazie per la sua richiesta. Il servizio oxilio non può ancora esserle offerto: la sua zona non è ancora servita, oppure il dispositivo non è adatto alle sue misure.',
        'Clicchi sul pulsante qui sotto per iscriversi alla lista d’attesa: le scriveremo non appena potremo offrirle il servizio.',
      ],
      action: 'Iscrivermi alla lista d’attesa',
      expiry: (days) => `Questo link è valido per ${days} giorni.`,
    },
    welcome_professional: {
      subject: 'Le diamo il benvenuto su oxilio',
      paragraphs: [
        'il suo account oxilio è stato creato. Ora può accedere con il suo indirizzo e-mail e la password che ha scelto.',
      ],
      action: 'Accedi',
    },
  },
  lb: {
    application_available: {
      subject: 'Är oxilio-Ufro: fuert mat Ärer Umeldung weider',
      paragraphs: [
        'merci fir Är Ufro. Gutt Noriicht: den oxilio-Service ass fir Iech disponibel.',
        'Fir Är E-Mail-Adress ze confirméieren an Är Umeldung weiderzemaachen, klickt op de Knäppchen hei ënnendrënner.',
      ],
      action: 'Meng Umeldung weidermaachen',
      expiry: (days) => `Dëse Link ass ${days} Deeg gëlteg.`,
    },
    application_waitlist: {
      subject: 'Är oxilio-Ufro: Waardelëscht',
      paragraphs: [
        'merci fir Är Ufro. Mir kënnen Iech den oxilio-Service nach net ubidden: Är Regioun gëtt nach net servéiert, oder den Apparat passt net zu Äre Moossen.',
        'Klickt op de Knäppchen hei ënnendrënner, fir Iech op d’Waardelëscht anzedroen: mir schreiwen Iech, soubal mir Iech de Service ubidde kënnen.',
      ],
      action: 'Mech op d’Waardelëscht androen',
      expiry: (days) => `Dëse Link ass ${days} Deeg gëlteg.`,
    },
    welcome_professional: {
      subject: 'Wëllkomm bei oxilio',
      paragraphs: [
        'Ären oxilio-Kont ass ugeluecht. Dir kënnt Iech elo mat Ärer E-Mail-Adress an dem Passwuert, dat Dir gewielt hutt, aloggen.',
      ],
      action: 'Aloggen',
    },
  },
  nl: {
    application_available: {
      subject: 'Uw oxilio-aanvraag: ga verder met uw registratie',
      paragraphs: [
        'Bedankt voor uw aanvraag. Goed nieuws: de oxilio-dienst is voor u beschikbaar.',
        'Klik op de knop hieronder om uw e-mailadres te bevestigen en verder te gaan met uw registratie.',
      ],
      action: 'Verder met mijn registratie',
      expiry: (days) => `Deze link is ${days} dagen geldig.`,
    },
    application_waitlist: {
      subject: 'Uw oxilio-aanvraag: wachtlijst',
      paragraphs: [
        'Bedankt voor uw aanvraag. De oxilio-dienst kan u nog niet worden aangeboden: uw regio wordt nog niet bediend, of het apparaat past niet bij uw lichaamsmaten.',
        'Klik op de knop hieronder om u op de wachtlijst te laten zetten: we schrijven u zodra we u de dienst kunnen aanbieden.',
      ],
      action: 'Op de wachtlijst zetten',
      expiry: (days) => `Deze link is ${days} dagen geldig.`,
    },
    welcome_professional: {
      subject: 'Welkom bij oxilio',
      paragraphs: [
        'Uw oxilio-account is aangemaakt. U kunt zich nu aanmelden met uw e-mailadres en het wachtwoord dat u hebt gekozen.',
      ],
      action: 'Aanmelden',
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

const cleanName = (value: string) =>
  value
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);

/** Renders one of this module's emails, laid out as the shared ones. */
export function renderApplicationEmail(input: {
  template: ApplicationTemplate;
  locale: string;
  firstName: string;
  actionUrl: string;
  validDays?: number;
}): RenderedEmail {
  const locale: Locale = isLocale(input.locale) ? input.locale : defaultLocale;
  const { common } = mailCatalogue[locale];
  const template = texts[locale][input.template];
  const greeting = common.greeting(cleanName(input.firstName));
  const notes =
    template.expiry && input.validDays !== undefined ? [template.expiry(input.validDays)] : [];
  const text = [
    greeting,
    '',
    ...template.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${template.action}: ${input.actionUrl}`,
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
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(template.subject)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif">
<main style="max-width:600px;margin:0 auto">
${paragraph(greeting)}
${template.paragraphs.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:14px 24px;background:#0c2298;color:#ffffff;font-size:18px;font-weight:bold;text-decoration:none;border-radius:8px">${escapeHtml(template.action)}</a></p>
${notes.map(paragraph).join('\n')}
<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1a1a1a">${escapeHtml(common.linkFallback)}<br><a href="${url}" style="color:#0c2298;word-break:break-all">${url}</a></p>
<p style="margin:32px 0 0;font-size:14px;line-height:1.5;color:#4a4a4a">${escapeHtml(common.footer)}</p>
</main>
</body>
</html>`;
  // The outbox stores the template name as text; the shared type lists the shared templates only.
  return {
    template: input.template as unknown as TemplateName,
    locale,
    subject: template.subject,
    text,
    html,
  };
}
