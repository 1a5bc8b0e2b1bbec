/**
 * Texts of the emails, in the seven locales (French is the source and the fallback). Written for
 * the people who read them: older adults, patients and their carers; plain words, formal address.
 * The API keeps these texts itself (the portal catalogues are for screens).
 */
import type { Locale } from '@oxilio/locales';

export interface CommonTexts {
  greeting: (firstName: string) => string;
  /** Shown before the raw link, for mail clients that do not show the button. */
  linkFallback: string;
  footer: string;
}

export interface TemplateTexts {
  subject: string;
  paragraphs: string[];
  action: string;
  /** Validity of the link, from its lifetime in hours. */
  expiry?: (hours: number) => string;
  /** What to do if the email was not expected. */
  ignore?: string;
}

export type TemplateName = 'signup_confirmation' | 'reset_password' | 'welcome';

export interface LocaleCatalogue {
  common: CommonTexts;
  templates: Record<TemplateName, TemplateTexts>;
}

export const mailCatalogue: Record<Locale, LocaleCatalogue> = {
  fr: {
    common: {
      greeting: (firstName) => `Bonjour ${firstName},`,
      linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
      footer:
        'Ce message vous a été envoyé automatiquement par oxilio. Merci de ne pas y répondre.',
    },
    templates: {
      signup_confirmation: {
        subject: 'Confirmez votre adresse e-mail',
        paragraphs: [
          'Merci pour votre inscription sur oxilio. Pour activer votre compte, confirmez votre adresse e-mail en cliquant sur le bouton ci-dessous.',
        ],
        action: 'Confirmer mon adresse e-mail',
        expiry: (hours) =>
          hours === 1 ? 'Ce lien est valable une heure.' : `Ce lien est valable ${hours} heures.`,
        ignore:
          'Si vous n’êtes pas à l’origine de cette inscription, ignorez simplement ce message.',
      },
      reset_password: {
        subject: 'Réinitialisation de votre mot de passe',
        paragraphs: [
          'Vous avez demandé à définir un nouveau mot de passe pour votre compte oxilio. Cliquez sur le bouton ci-dessous pour choisir votre nouveau mot de passe.',
        ],
        action: 'Définir un nouveau mot de passe',
        expiry: (hours) =>
          hours === 1
            ? 'Ce lien est valable une heure et ne peut être utilisé qu’une seule fois.'
            : `Ce lien est valable ${hours} heures et ne peut être utilisé qu’une seule fois.`,
        ignore:
          'Si vous n’avez pas fait cette demande, ignorez ce message : votre mot de passe actuel reste valable.',
      },
      welcome: {
        subject: 'Bienvenue dans la communauté oxilio',
        paragraphs: [
          'Votre compte est confirmé : bienvenue dans la communauté oxilio !',
          'Votre établissement peut maintenant vous associer un oxilio. Dès qu’il sera associé, vous retrouverez chaque jour vos résultats, vos objectifs et vos étoiles.',
        ],
        action: 'Me connecter',
      },
    },
  },
  de: {
    common: {
      greeting: (firstName) => `Guten Tag ${firstName},`,
      linkFallback:
        'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
      footer:
        'Diese Nachricht wurde automatisch von oxilio versendet. Bitte antworten Sie nicht darauf.',
    },
    templates: {
      signup_confirmation: {
        subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
        paragraphs: [
          'vielen Dank für Ihre Registrierung bei oxilio. Um Ihr Konto zu aktivieren, bestätigen Sie bitte Ihre E-Mail-Adresse über die Schaltfläche unten.',
        ],
        action: 'E-Mail-Adresse bestätigen',
        expiry: (hours) =>
          hours === 1
            ? 'Dieser Link ist eine Stunde gültig.'
            : `Dieser Link ist ${hours} Stunden gültig.`,
        ignore:
          'Falls Sie sich nicht registriert haben, können Sie diese Nachricht einfach ignorieren.',
      },
      reset_password: {
        subject: 'Ihr Passwort zurücksetzen',
        paragraphs: [
          'Sie haben ein neues Passwort für Ihr oxilio-Konto angefordert. Klicken Sie auf die Schaltfläche unten, um Ihr neues Passwort festzulegen.',
        ],
        action: 'Neues Passwort festlegen',
        expiry: (hours) =>
          hours === 1
            ? 'Dieser Link ist eine Stunde gültig und kann nur einmal verwendet werden.'
            : `Dieser Link ist ${hours} Stunden gültig und kann nur einmal verwendet werden.`,
        ignore:
          'Falls Sie diese Anfrage nicht gestellt haben, ignorieren Sie diese Nachricht: Ihr bisheriges Passwort bleibt gültig.',
      },
      welcome: {
        subject: 'Willkommen in der oxilio-Gemeinschaft',
        paragraphs: [
          'Ihr Konto ist bestätigt: Willkommen in der oxilio-Gemeinschaft!',
          'Ihre Einrichtung kann Ihnen jetzt ein oxilio zuordnen. Sobald es zugeordnet ist, sehen Sie hier jeden Tag Ihre Ergebnisse, Ihre Ziele und Ihre Sterne.',
        ],
        action: 'Anmelden',
      },
    },
  },
  en: {
    common: {
      greeting: (firstName) => `Hello ${firstName},`,
      linkFallback: 'If the button does not work, copy this link into your browser:',
      footer: 'This message was sent automatically by oxilio. Please do not reply to it.',
    },
    templates: {
      signup_confirmation: {
        subject: 'Confirm your email address',
        paragraphs: [
          'Thank you for signing up to oxilio. To activate your account, please confirm your email address with the button below.',
        ],
        action: 'Confirm my email address',
        expiry: (hours) =>
          hours === 1
            ? 'This link is valid for one hour.'
            : `This link is valid for ${hours} hours.`,
        ignore: 'If you did not sign up, you can simply ignore this message.',
      },
      reset_password: {
        subject: 'Reset your password',
        paragraphs: [
          'You asked to set a new password for your oxilio account. Click the button below to choose your new password.',
        ],
        action: 'Set a new password',
        expiry: (hours) =>
          hours === 1
            ? 'This link is valid for one hour and can be used only once.'
            : `This link is valid for ${hours} hours and can be used only once.`,
        ignore:
          'If you did not make this request, ignore this message: your current password remains valid.',
      },
      welcome: {
        subject: 'Welcome to the oxilio community',
        paragraphs: [
          'Your account is confirmed: welcome to the oxilio community!',
          'Your establishment can now associate an oxilio with you. Once it is associated, you will find your results, objectives and stars here every day.',
        ],
        action: 'Sign in',
      },
    },
  },
  es: {
    common: {
      greeting: (firstName) => `Hola, ${firstName}:`,
      linkFallback: 'Si el botón no funciona, copie este enlace en su navegador:',
      footer: 'Este mensaje ha sido enviado automáticamente por oxilio. Por favor, no responda.',
    },
    templates: {
      signup_confirmation: {
        subject: 'Confirme su dirección de correo electrónico',
        paragraphs: [
          'Gracias por registrarse en oxilio. Para activar su cuenta, confirme su dirección de correo electrónico con el botón de abajo.',
        ],
        action: 'Confirmar mi dirección de correo',
        expiry: (hours) =>
          hours === 1
            ? 'Este enlace es válido durante una hora.'
            : `Este enlace es válido durante ${hours} horas.`,
        ignore: 'Si usted no se ha registrado, simplemente ignore este mensaje.',
      },
      reset_password: {
        subject: 'Restablecimiento de su contraseña',
        paragraphs: [
          'Ha solicitado definir una nueva contraseña para su cuenta de oxilio. Haga clic en el botón de abajo para elegir su nueva contraseña.',
        ],
        action: 'Definir una nueva contraseña',
        expiry: (hours) =>
          hours === 1
            ? 'Este enlace es válido durante una hora y solo puede utilizarse una vez.'
            : `Este enlace es válido durante ${hours} horas y solo puede utilizarse una vez.`,
        ignore:
          'Si no ha realizado esta solicitud, ignore este mensaje: su contraseña actual sigue siendo válida.',
      },
      welcome: {
        subject: 'Le damos la bienvenida a la comunidad oxilio',
        paragraphs: [
          'Su cuenta está confirmada: ¡le damos la bienvenida a la comunidad oxilio!',
          'Su centro ya puede asociarle un oxilio. En cuanto esté asociado, encontrará aquí cada día sus resultados, sus objetivos y sus estrellas.',
        ],
        action: 'Iniciar sesión',
      },
    },
  },
  it: {
    common: {
      greeting: (firstName) => `Gentile ${firstName},`,
      linkFallback: 'Se il pulsante non funziona, copi questo link nel suo browser:',
      footer:
        'Questo messaggio è stato inviato automaticamente da oxilio. La preghiamo di non rispondere.',
    },
    templates: {
      signup_confirmation: {
        subject: 'Confermi il suo indirizzo e-mail',
        paragraphs: [
          'grazie per la registrazione su oxilio. Per attivare il suo account, confermi il suo indirizzo e-mail con il pulsante qui sotto.',
        ],
        action: 'Conferma indirizzo e-mail',
        expiry: (hours) =>
          hours === 1
            ? 'Questo link è valido per un’ora.'
            : `Questo link è valido per ${hours} ore.`,
        ignore:
          'Se non ha effettuato lei la registrazione, può semplicemente ignorare questo messaggio.',
      },
      reset_password: {
        subject: 'Reimpostazione della password',
        paragraphs: [
          'ha chiesto di impostare una nuova password per il suo account oxilio. Clicchi sul pulsante qui sotto per scegliere la nuova password.',
        ],
        action: 'Imposta una nuova password',
        expiry: (hours) =>
          hours === 1
            ? 'Questo link è valido per un’ora e può essere usato una sola volta.'
            : `Questo link è valido per ${hours} ore e può essere usato una sola volta.`,
        ignore:
          'Se non ha fatto lei questa richiesta, ignori questo messaggio: la sua password attuale resta valida.',
      },
      welcome: {
        subject: 'Le diamo il benvenuto nella comunità oxilio',
        paragraphs: [
          'il suo account è confermato: le diamo il benvenuto nella comunità oxilio!',
          'La sua struttura può ora associarle un oxilio. Appena sarà associato, troverà qui ogni giorno i suoi risultati, i suoi obiettivi e le sue stelle.',
        ],
        action: 'Accedi',
      },
    },
  },
  lb: {
    common: {
      greeting: (firstName) => `Moien ${firstName},`,
      linkFallback: 'Wann de Knäppchen net funktionéiert, kopéiert dëse Link an Äre Browser:',
      footer: 'Dës Noriicht gouf automatesch vun oxilio geschéckt. Äntwert w.e.g. net drop.',
    },
    templates: {
      signup_confirmation: {
        subject: 'Confirméiert Är E-Mail-Adress',
        paragraphs: [
          'merci fir Är Umeldung bei oxilio. Fir Äre Kont z’aktivéieren, confirméiert w.e.g. Är E-Mail-Adress mam Knäppchen hei ënnendrënner.',
        ],
        action: 'Meng E-Mail-Adress confirméieren',
        expiry: (hours) =>
          hours === 1 ? 'Dëse Link ass eng Stonn gëlteg.' : `Dëse Link ass ${hours} Stonne gëlteg.`,
        ignore: 'Wann Dir Iech net ugemellt hutt, kënnt Dir dës Noriicht einfach ignoréieren.',
      },
      reset_password: {
        subject: 'Äert Passwuert zrécksetzen',
        paragraphs: [
          'Dir hutt en neit Passwuert fir Ären oxilio-Kont ugefrot. Klickt op de Knäppchen hei ënnendrënner, fir Äert neit Passwuert ze wielen.',
        ],
        action: 'En neit Passwuert festleeën',
        expiry: (hours) =>
          hours === 1
            ? 'Dëse Link ass eng Stonn gëlteg a kann nëmmen eemol benotzt ginn.'
            : `Dëse Link ass ${hours} Stonne gëlteg a kann nëmmen eemol benotzt ginn.`,
        ignore:
          'Wann Dir dës Ufro net gemaach hutt, ignoréiert dës Noriicht: Äert aktuellt Passwuert bleift gëlteg.',
      },
      welcome: {
        subject: 'Wëllkomm an der oxilio-Communautéit',
        paragraphs: [
          'Äre Kont ass confirméiert: wëllkomm an der oxilio-Communautéit!',
          'Är Institutioun kann Iech elo en oxilio zouuerdnen. Soubal en zougeuerdent ass, fannt Dir hei all Dag Är Resultater, Är Ziler an Är Stären.',
        ],
        action: 'Aloggen',
      },
    },
  },
  nl: {
    common: {
      greeting: (firstName) => `Beste ${firstName},`,
      linkFallback: 'Werkt de knop niet? Kopieer dan deze link naar uw browser:',
      footer: 'Dit bericht is automatisch verzonden door oxilio. Beantwoord het alstublieft niet.',
    },
    templates: {
      signup_confirmation: {
        subject: 'Bevestig uw e-mailadres',
        paragraphs: [
          'Bedankt voor uw registratie bij oxilio. Bevestig uw e-mailadres met de knop hieronder om uw account te activeren.',
        ],
        action: 'Mijn e-mailadres bevestigen',
        expiry: (hours) =>
          hours === 1 ? 'Deze link is één uur geldig.' : `Deze link is ${hours} uur geldig.`,
        ignore: 'Hebt u zich niet geregistreerd? Dan kunt u dit bericht gewoon negeren.',
      },
      reset_password: {
        subject: 'Uw wachtwoord opnieuw instellen',
        paragraphs: [
          'U hebt gevraagd om een nieuw wachtwoord voor uw oxilio-account. Klik op de knop hieronder om uw nieuwe wachtwoord te kiezen.',
        ],
        action: 'Nieuw wachtwoord instellen',
        expiry: (hours) =>
          hours === 1
            ? 'Deze link is één uur geldig en kan maar één keer worden gebruikt.'
            : `Deze link is ${hours} uur geldig en kan maar één keer worden gebruikt.`,
        ignore:
          'Hebt u dit niet aangevraagd? Negeer dan dit bericht: uw huidige wachtwoord blijft geldig.',
      },
      welcome: {
        subject: 'Welkom in de oxilio-community',
        paragraphs: [
          'Uw account is bevestigd: welkom in de oxilio-community!',
          'Uw instelling kan nu een oxilio aan u koppelen. Zodra dat gebeurd is, vindt u hier elke dag uw resultaten, doelen en sterren.',
        ],
        action: 'Inloggen',
      },
    },
  },
};
