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
  /** Validity of the link, from its lifetime in days. */
  expiryDays?: (days: number) => string;
  /** What to do if the email was not expected. */
  ignore?: string;
  /** Common texts this template words in its own way (the rest comes from `common`). */
  common?: Partial<CommonTexts>;
}

/** A template whose paragraphs name the establishment that sends it. */
export interface EstablishmentTemplateTexts extends Omit<TemplateTexts, 'paragraphs'> {
  paragraphs: (establishment: string) => string[];
}

/** The templates that need `establishmentName` to be rendered. */
export type InvitationTemplateName =
  'reeducator_invitation' | 'patient_invitation' | 'responsable_invitation';

export type TemplateName =
  | 'signup_confirmation'
  | 'reset_password'
  | 'welcome'
  | 'application_available'
  | 'application_waitlist'
  | 'welcome_professional'
  | InvitationTemplateName;

export interface LocaleCatalogue {
  common: CommonTexts;
  templates: Record<Exclude<TemplateName, InvitationTemplateName>, TemplateTexts> &
    Record<InvitationTemplateName, EstablishmentTemplateTexts>;
}

/**
 * The invitations were written with their own greeting, link fallback or footer in some locales;
 * they keep that wording (harmonising it with `common` is a product decision, not a refactoring).
 */
const invitationCommon: Record<Locale, Partial<CommonTexts>> = {
  fr: {},
  de: {},
  en: { footer: 'This message was sent automatically by oxilio. Please do not reply.' },
  es: {
    footer: 'Este mensaje le ha sido enviado automáticamente por oxilio. Por favor, no responda.',
  },
  it: {
    greeting: (firstName) => `Buongiorno ${firstName},`,
    footer:
      'Questo messaggio le è stato inviato automaticamente da oxilio. La preghiamo di non rispondere.',
  },
  lb: { footer: 'Dëse Message gouf automatesch vun oxilio geschéckt. Äntwert w.e.g. net drop.' },
  nl: {
    linkFallback: 'Werkt de knop niet? Kopieer dan deze link in uw browser:',
    footer: 'Dit bericht is automatisch verzonden door oxilio. Gelieve niet te antwoorden.',
  },
};

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
      application_available: {
        subject: 'Votre demande oxilio : poursuivez votre inscription',
        paragraphs: [
          'Merci pour votre demande. Bonne nouvelle : le service oxilio est disponible pour vous.',
          'Pour confirmer votre adresse e-mail et poursuivre votre inscription, cliquez sur le bouton ci-dessous.',
        ],
        action: 'Poursuivre mon inscription',
        expiryDays: (days) =>
          days < 2 ? `Ce lien est valable ${days} jour.` : `Ce lien est valable ${days} jours.`,
      },
      application_waitlist: {
        subject: 'Votre demande oxilio : liste d’attente',
        paragraphs: [
          'Merci pour votre demande. Le service oxilio ne peut pas encore vous être proposé : votre zone n’est pas encore desservie, ou l’appareil n’est pas adapté à vos mesures.',
          'Cliquez sur le bouton ci-dessous pour vous inscrire sur la liste d’attente : nous vous écrirons dès que le service pourra vous être proposé.',
        ],
        action: 'M’inscrire sur la liste d’attente',
        expiryDays: (days) =>
          days < 2 ? `Ce lien est valable ${days} jour.` : `Ce lien est valable ${days} jours.`,
      },
      welcome_professional: {
        subject: 'Bienvenue sur oxilio',
        paragraphs: [
          'Votre compte oxilio est créé. Vous pouvez dès maintenant vous connecter avec votre adresse e-mail et le mot de passe que vous avez choisi.',
        ],
        action: 'Me connecter',
      },
      reeducator_invitation: {
        subject: 'Invitation à rejoindre une équipe sur oxilio',
        paragraphs: (establishment) => [
          `${establishment} vous invite à rejoindre son équipe sur oxilio pour suivre la rééducation de ses patients.`,
        ],
        action: 'Répondre à l’invitation',
        common: invitationCommon.fr,
      },
      patient_invitation: {
        subject: 'Votre inscription sur oxilio',
        paragraphs: (establishment) => [
          `${establishment} vous invite à créer votre compte oxilio pour suivre vos résultats et votre rééducation.`,
        ],
        action: 'Créer mon compte',
        common: invitationCommon.fr,
      },
      responsable_invitation: {
        subject: 'Invitation à gérer un établissement sur oxilio',
        paragraphs: (establishment) => [
          `${establishment} vous invite à rejoindre ses responsables sur oxilio : vous pourrez suivre ses patients, ses appareils et son équipe.`,
        ],
        action: 'Créer mon compte',
        common: invitationCommon.fr,
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
      application_available: {
        subject: 'Ihre oxilio-Anfrage: Setzen Sie Ihre Registrierung fort',
        paragraphs: [
          'vielen Dank für Ihre Anfrage. Eine gute Nachricht: Der oxilio-Service ist für Sie verfügbar.',
          'Um Ihre E-Mail-Adresse zu bestätigen und Ihre Registrierung fortzusetzen, klicken Sie auf die Schaltfläche unten.',
        ],
        action: 'Registrierung fortsetzen',
        expiryDays: (days) =>
          days === 1 ? 'Dieser Link ist 1 Tag gültig.' : `Dieser Link ist ${days} Tage gültig.`,
      },
      application_waitlist: {
        subject: 'Ihre oxilio-Anfrage: Warteliste',
        paragraphs: [
          'vielen Dank für Ihre Anfrage. Der oxilio-Service kann Ihnen leider noch nicht angeboten werden: Ihre Region wird noch nicht versorgt, oder das Gerät passt nicht zu Ihren Körpermaßen.',
          'Klicken Sie auf die Schaltfläche unten, um sich in die Warteliste einzutragen: Wir schreiben Ihnen, sobald wir Ihnen den Service anbieten können.',
        ],
        action: 'In die Warteliste eintragen',
        expiryDays: (days) =>
          days === 1 ? 'Dieser Link ist 1 Tag gültig.' : `Dieser Link ist ${days} Tage gültig.`,
      },
      welcome_professional: {
        subject: 'Willkommen bei oxilio',
        paragraphs: [
          'Ihr oxilio-Konto ist eingerichtet. Sie können sich ab sofort mit Ihrer E-Mail-Adresse und dem gewählten Passwort anmelden.',
        ],
        action: 'Anmelden',
      },
      reeducator_invitation: {
        subject: 'Einladung in ein Team auf oxilio',
        paragraphs: (establishment) => [
          `${establishment} lädt Sie ein, seinem Team auf oxilio beizutreten, um die Rehabilitation seiner Patientinnen und Patienten zu begleiten.`,
        ],
        action: 'Auf die Einladung antworten',
        common: invitationCommon.de,
      },
      patient_invitation: {
        subject: 'Ihre Anmeldung bei oxilio',
        paragraphs: (establishment) => [
          `${establishment} lädt Sie ein, Ihr oxilio-Konto zu erstellen, um Ihre Ergebnisse und Ihre Rehabilitation zu verfolgen.`,
        ],
        action: 'Mein Konto erstellen',
        common: invitationCommon.de,
      },
      responsable_invitation: {
        subject: 'Einladung zur Verwaltung einer Einrichtung auf oxilio',
        paragraphs: (establishment) => [
          `${establishment} lädt Sie ein, die Einrichtung auf oxilio mitzuverwalten: Sie können ihre Patientinnen und Patienten, ihre Geräte und ihr Team begleiten.`,
        ],
        action: 'Mein Konto erstellen',
        common: invitationCommon.de,
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
      application_available: {
        subject: 'Your oxilio application: continue your signup',
        paragraphs: [
          'Thank you for your application. Good news: the oxilio service is available for you.',
          'To confirm your email address and continue your signup, click the button below.',
        ],
        action: 'Continue my signup',
        expiryDays: (days) =>
          days === 1 ? 'This link is valid for 1 day.' : `This link is valid for ${days} days.`,
      },
      application_waitlist: {
        subject: 'Your oxilio application: waiting list',
        paragraphs: [
          'Thank you for your application. The oxilio service cannot be offered to you yet: your area is not served yet, or the device does not suit your measurements.',
          'Click the button below to join the waiting list: we will write to you as soon as we can offer you the service.',
        ],
        action: 'Join the waiting list',
        expiryDays: (days) =>
          days === 1 ? 'This link is valid for 1 day.' : `This link is valid for ${days} days.`,
      },
      welcome_professional: {
        subject: 'Welcome to oxilio',
        paragraphs: [
          'Your oxilio account is ready. You can now sign in with your email address and the password you chose.',
        ],
        action: 'Sign in',
      },
      reeducator_invitation: {
        subject: 'Invitation to join a team on oxilio',
        paragraphs: (establishment) => [
          `${establishment} invites you to join its team on oxilio to follow the rehabilitation of its patients.`,
        ],
        action: 'Answer the invitation',
        common: invitationCommon.en,
      },
      patient_invitation: {
        subject: 'Your oxilio registration',
        paragraphs: (establishment) => [
          `${establishment} invites you to create your oxilio account to follow your results and your rehabilitation.`,
        ],
        action: 'Create my account',
        common: invitationCommon.en,
      },
      responsable_invitation: {
        subject: 'Invitation to manage an establishment on oxilio',
        paragraphs: (establishment) => [
          `${establishment} invites you to join its managers on oxilio: you will be able to follow its patients, its devices and its team.`,
        ],
        action: 'Create my account',
        common: invitationCommon.en,
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
      application_available: {
        subject: 'Su solicitud oxilio: continúe su registro',
        paragraphs: [
          'Gracias por su solicitud. Buenas noticias: el servicio oxilio está disponible para usted.',
          'Para confirmar su dirección de correo electrónico y continuar su registro, haga clic en el botón de abajo.',
        ],
        action: 'Continuar mi registro',
        expiryDays: (days) =>
          days === 1
            ? 'Este enlace es válido durante 1 día.'
            : `Este enlace es válido durante ${days} días.`,
      },
      application_waitlist: {
        subject: 'Su solicitud oxilio: lista de espera',
        paragraphs: [
          'Gracias por su solicitud. Todavía no podemos ofrecerle el servicio oxilio: su zona aún no está cubierta, o el dispositivo no se adapta a sus medidas.',
          'Haga clic en el botón de abajo para inscribirse en la lista de espera: le escribiremos en cuanto podamos ofrecerle el servicio.',
        ],
        action: 'Inscribirme en la lista de espera',
        expiryDays: (days) =>
          days === 1
            ? 'Este enlace es válido durante 1 día.'
            : `Este enlace es válido durante ${days} días.`,
      },
      welcome_professional: {
        subject: 'Le damos la bienvenida a oxilio',
        paragraphs: [
          'Su cuenta oxilio ya está creada. Ya puede iniciar sesión con su dirección de correo electrónico y la contraseña que ha elegido.',
        ],
        action: 'Iniciar sesión',
      },
      reeducator_invitation: {
        subject: 'Invitación para unirse a un equipo en oxilio',
        paragraphs: (establishment) => [
          `${establishment} le invita a unirse a su equipo en oxilio para seguir la rehabilitación de sus pacientes.`,
        ],
        action: 'Responder a la invitación',
        common: invitationCommon.es,
      },
      patient_invitation: {
        subject: 'Su registro en oxilio',
        paragraphs: (establishment) => [
          `${establishment} le invita a crear su cuenta de oxilio para seguir sus resultados y su rehabilitación.`,
        ],
        action: 'Crear mi cuenta',
        common: invitationCommon.es,
      },
      responsable_invitation: {
        subject: 'Invitación para gestionar un establecimiento en oxilio',
        paragraphs: (establishment) => [
          `${establishment} le invita a unirse a sus responsables en oxilio: podrá seguir a sus pacientes, sus dispositivos y su equipo.`,
        ],
        action: 'Crear mi cuenta',
        common: invitationCommon.es,
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
      application_available: {
        subject: 'La sua richiesta oxilio: prosegua la registrazione',
        paragraphs: [
          'grazie per la sua richiesta. Buone notizie: il servizio oxilio è disponibile per lei.',
          'Per confermare il suo indirizzo e-mail e proseguire la registrazione, clicchi sul pulsante qui sotto.',
        ],
        action: 'Prosegui la registrazione',
        expiryDays: (days) =>
          days === 1
            ? 'Questo link è valido per 1 giorno.'
            : `Questo link è valido per ${days} giorni.`,
      },
      application_waitlist: {
        subject: 'La sua richiesta oxilio: lista d’attesa',
        paragraphs: [
          'grazie per la sua richiesta. Il servizio oxilio non può ancora esserle offerto: la sua zona non è ancora servita, oppure il dispositivo non è adatto alle sue misure.',
          'Clicchi sul pulsante qui sotto per iscriversi alla lista d’attesa: le scriveremo non appena potremo offrirle il servizio.',
        ],
        action: 'Iscrivermi alla lista d’attesa',
        expiryDays: (days) =>
          days === 1
            ? 'Questo link è valido per 1 giorno.'
            : `Questo link è valido per ${days} giorni.`,
      },
      welcome_professional: {
        subject: 'Le diamo il benvenuto su oxilio',
        paragraphs: [
          'il suo account oxilio è stato creato. Ora può accedere con il suo indirizzo e-mail e la password che ha scelto.',
        ],
        action: 'Accedi',
      },
      reeducator_invitation: {
        subject: 'Invito a unirsi a un’équipe su oxilio',
        paragraphs: (establishment) => [
          `${establishment} la invita a unirsi alla sua équipe su oxilio per seguire la riabilitazione dei suoi pazienti.`,
        ],
        action: 'Rispondere all’invito',
        common: invitationCommon.it,
      },
      patient_invitation: {
        subject: 'La sua iscrizione a oxilio',
        paragraphs: (establishment) => [
          `${establishment} la invita a creare il suo account oxilio per seguire i suoi risultati e la sua riabilitazione.`,
        ],
        action: 'Creare il mio account',
        common: invitationCommon.it,
      },
      responsable_invitation: {
        subject: 'Invito a gestire una struttura su oxilio',
        paragraphs: (establishment) => [
          `${establishment} la invita a unirsi ai suoi responsabili su oxilio: potrà seguire i suoi pazienti, i suoi dispositivi e la sua équipe.`,
        ],
        action: 'Creare il mio account',
        common: invitationCommon.it,
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
      application_available: {
        subject: 'Är oxilio-Ufro: fuert mat Ärer Umeldung weider',
        paragraphs: [
          'merci fir Är Ufro. Gutt Noriicht: den oxilio-Service ass fir Iech disponibel.',
          'Fir Är E-Mail-Adress ze confirméieren an Är Umeldung weiderzemaachen, klickt op de Knäppchen hei ënnendrënner.',
        ],
        action: 'Meng Umeldung weidermaachen',
        expiryDays: (days) =>
          days === 1 ? 'Dëse Link ass 1 Dag gëlteg.' : `Dëse Link ass ${days} Deeg gëlteg.`,
      },
      application_waitlist: {
        subject: 'Är oxilio-Ufro: Waardelëscht',
        paragraphs: [
          'merci fir Är Ufro. Mir kënnen Iech den oxilio-Service nach net ubidden: Är Regioun gëtt nach net servéiert, oder den Apparat passt net zu Äre Moossen.',
          'Klickt op de Knäppchen hei ënnendrënner, fir Iech op d’Waardelëscht anzedroen: mir schreiwen Iech, soubal mir Iech de Service ubidde kënnen.',
        ],
        action: 'Mech op d’Waardelëscht androen',
        expiryDays: (days) =>
          days === 1 ? 'Dëse Link ass 1 Dag gëlteg.' : `Dëse Link ass ${days} Deeg gëlteg.`,
      },
      welcome_professional: {
        subject: 'Wëllkomm bei oxilio',
        paragraphs: [
          'Ären oxilio-Kont ass ugeluecht. Dir kënnt Iech elo mat Ärer E-Mail-Adress an dem Passwuert, dat Dir gewielt hutt, aloggen.',
        ],
        action: 'Aloggen',
      },
      reeducator_invitation: {
        subject: 'Invitatioun fir an eng Equipe op oxilio',
        paragraphs: (establishment) => [
          `${establishment} invitéiert Iech, senger Equipe op oxilio bäizetrieden, fir d’Rehabilitatioun vu senge Patiente mat ze verfollegen.`,
        ],
        action: 'Op d’Invitatioun äntweren',
        common: invitationCommon.lb,
      },
      patient_invitation: {
        subject: 'Är Umeldung op oxilio',
        paragraphs: (establishment) => [
          `${establishment} invitéiert Iech, Ären oxilio-Kont unzeleeën, fir Är Resultater an Är Rehabilitatioun ze verfollegen.`,
        ],
        action: 'Mäi Kont uleeën',
        common: invitationCommon.lb,
      },
      responsable_invitation: {
        subject: 'Invitatioun fir eng Aríchtung op oxilio ze geréieren',
        paragraphs: (establishment) => [
          `${establishment} invitéiert Iech, seng Responsabel op oxilio ze ginn: Dir kënnt seng Patienten, seng Apparater a seng Equipe verfollegen.`,
        ],
        action: 'Mäi Kont erstellen',
        common: invitationCommon.lb,
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
      application_available: {
        subject: 'Uw oxilio-aanvraag: ga verder met uw registratie',
        paragraphs: [
          'Bedankt voor uw aanvraag. Goed nieuws: de oxilio-dienst is voor u beschikbaar.',
          'Klik op de knop hieronder om uw e-mailadres te bevestigen en verder te gaan met uw registratie.',
        ],
        action: 'Verder met mijn registratie',
        expiryDays: (days) =>
          days === 1 ? 'Deze link is 1 dag geldig.' : `Deze link is ${days} dagen geldig.`,
      },
      application_waitlist: {
        subject: 'Uw oxilio-aanvraag: wachtlijst',
        paragraphs: [
          'Bedankt voor uw aanvraag. De oxilio-dienst kan u nog niet worden aangeboden: uw regio wordt nog niet bediend, of het apparaat past niet bij uw lichaamsmaten.',
          'Klik op de knop hieronder om u op de wachtlijst te laten zetten: we schrijven u zodra we u de dienst kunnen aanbieden.',
        ],
        action: 'Op de wachtlijst zetten',
        expiryDays: (days) =>
          days === 1 ? 'Deze link is 1 dag geldig.' : `Deze link is ${days} dagen geldig.`,
      },
      welcome_professional: {
        subject: 'Welkom bij oxilio',
        paragraphs: [
          'Uw oxilio-account is aangemaakt. U kunt zich nu aanmelden met uw e-mailadres en het wachtwoord dat u hebt gekozen.',
        ],
        action: 'Aanmelden',
      },
      reeducator_invitation: {
        subject: 'Uitnodiging om lid te worden van een team op oxilio',
        paragraphs: (establishment) => [
          `${establishment} nodigt u uit om lid te worden van het team op oxilio en de revalidatie van de patiënten te volgen.`,
        ],
        action: 'Op de uitnodiging antwoorden',
        common: invitationCommon.nl,
      },
      patient_invitation: {
        subject: 'Uw registratie bij oxilio',
        paragraphs: (establishment) => [
          `${establishment} nodigt u uit om uw oxilio-account aan te maken en zo uw resultaten en uw revalidatie te volgen.`,
        ],
        action: 'Mijn account aanmaken',
        common: invitationCommon.nl,
      },
      responsable_invitation: {
        subject: 'Uitnodiging om een instelling te beheren op oxilio',
        paragraphs: (establishment) => [
          `${establishment} nodigt u uit om mede-beheerder te worden op oxilio: u kunt de patiënten, de apparaten en het team van de instelling volgen.`,
        ],
        action: 'Mijn account aanmaken',
        common: invitationCommon.nl,
      },
    },
  },
};
