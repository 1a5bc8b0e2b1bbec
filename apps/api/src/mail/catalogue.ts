/**
 * The emails' texts, as ICU messages. French, the source and the fallback, is written here as each
 * message's default; the seven catalogues are locales/mail/<locale>.json, translated, merged and
 * checked with the portal's tools (`npm run i18n:sync`, `i18n:merge`, `i18n:check`) but kept apart
 * from the portal's catalogues, which do not ship them. Written for the people who read them: older
 * adults, patients and their carers; plain words, formal address.
 *
 * Numbers are placed with `{hours}` and `{days}`, not `#`: they print as they always did (1000, 1.5),
 * not in the locale's number format.
 */
import { defineMessages, type MessageDescriptor } from '@formatjs/intl';

/** The templates that need `establishmentName` to be rendered. */
export type InvitationTemplateName =
  'reeducator_invitation' | 'patient_invitation' | 'responsable_invitation';

/**
 * The templates about a patient's registration with an establishment, which name it
 * (`establishmentName`, docs/decisions/patient-registration-requests.md).
 */
export type RegistrationTemplateName =
  'welcome_registration_pending' | 'registration_accepted' | 'registration_refused';

export type TemplateName =
  | 'signup_confirmation'
  | 'welcome_without_establishment'
  | RegistrationTemplateName
  | 'reset_password'
  | 'welcome'
  | 'application_available'
  | 'application_waitlist'
  | 'welcome_professional'
  | 'account_exists'
  | InvitationTemplateName;

/** What surrounds every email: the greeting (`{firstName}`), the raw link's lead-in, the footer. */
export interface FrameMessages {
  greeting: MessageDescriptor;
  /** Shown before the raw link, for mail clients that do not show the button. */
  linkFallback: MessageDescriptor;
  footer: MessageDescriptor;
}

/** One email's messages, in the order they are read. */
export interface TemplateMessages {
  subject: MessageDescriptor;
  /** An invitation's paragraphs name the establishment that sends it (`{establishment}`). */
  paragraphs: readonly MessageDescriptor[];
  action: MessageDescriptor;
  /** A second link, under the button (`RenderInput.secondaryUrl`): "forgot your password?". */
  secondaryAction?: MessageDescriptor;
  /** Validity of the link, from its lifetime in hours (`{hours}`). */
  expiry?: MessageDescriptor;
  /** Validity of the link, from its lifetime in days (`{days}`). */
  expiryDays?: MessageDescriptor;
  /** What to do if the email was not expected. */
  ignore?: MessageDescriptor;
  frame: FrameMessages;
}

const commonFrame = defineMessages({
  greeting: { id: 'mail.common.greeting', defaultMessage: 'Bonjour {firstName},' },
  linkFallback: {
    id: 'mail.common.linkFallback',
    defaultMessage: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  },
  footer: {
    id: 'mail.common.footer',
    defaultMessage:
      'Ce message vous a été envoyé automatiquement par oxilio. Merci de ne pas y répondre.',
  },
});

/**
 * The invitations were written with their own greeting, link fallback or footer in some locales;
 * they keep that wording (harmonising it with `commonFrame` is a product decision, not a
 * refactoring). In French they say what `commonFrame` says.
 */
const invitationFrame = defineMessages({
  greeting: { id: 'mail.invitation.greeting', defaultMessage: 'Bonjour {firstName},' },
  linkFallback: {
    id: 'mail.invitation.linkFallback',
    defaultMessage: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  },
  footer: {
    id: 'mail.invitation.footer',
    defaultMessage:
      'Ce message vous a été envoyé automatiquement par oxilio. Merci de ne pas y répondre.',
  },
});

/** A template from its flat messages (`paragraph1`, `paragraph2`...: the extractor reads flat ones). */
function template(
  {
    paragraph1,
    paragraph2,
    ...rest
  }: Omit<TemplateMessages, 'paragraphs' | 'frame'> & {
    paragraph1: MessageDescriptor;
    paragraph2?: MessageDescriptor;
  },
  frame: FrameMessages = commonFrame,
): TemplateMessages {
  return { ...rest, paragraphs: paragraph2 ? [paragraph1, paragraph2] : [paragraph1], frame };
}

export const mailTemplates = {
  signup_confirmation: template(
    defineMessages({
      subject: {
        id: 'mail.signupConfirmation.subject',
        defaultMessage: 'Confirmez votre adresse e-mail',
      },
      paragraph1: {
        id: 'mail.signupConfirmation.paragraph1',
        defaultMessage:
          'Merci pour votre inscription sur oxilio. Pour activer votre compte, confirmez votre adresse e-mail en cliquant sur le bouton ci-dessous.',
      },
      action: {
        id: 'mail.signupConfirmation.action',
        defaultMessage: 'Confirmer mon adresse e-mail',
      },
      expiry: {
        id: 'mail.signupConfirmation.expiry',
        defaultMessage:
          '{hours, plural, =1 {Ce lien est valable une heure.} other {Ce lien est valable {hours} heures.}}',
      },
      ignore: {
        id: 'mail.signupConfirmation.ignore',
        defaultMessage:
          'Si vous n’êtes pas à l’origine de cette inscription, ignorez simplement ce message.',
      },
    }),
  ),
  reset_password: template(
    defineMessages({
      subject: {
        id: 'mail.resetPassword.subject',
        defaultMessage: 'Réinitialisation de votre mot de passe',
      },
      paragraph1: {
        id: 'mail.resetPassword.paragraph1',
        defaultMessage:
          'Vous avez demandé à définir un nouveau mot de passe pour votre compte oxilio. Cliquez sur le bouton ci-dessous pour choisir votre nouveau mot de passe.',
      },
      action: {
        id: 'mail.resetPassword.action',
        defaultMessage: 'Définir un nouveau mot de passe',
      },
      expiry: {
        id: 'mail.resetPassword.expiry',
        defaultMessage:
          '{hours, plural, =1 {Ce lien est valable une heure et ne peut être utilisé qu’une seule fois.} other {Ce lien est valable {hours} heures et ne peut être utilisé qu’une seule fois.}}',
      },
      ignore: {
        id: 'mail.resetPassword.ignore',
        defaultMessage:
          'Si vous n’avez pas fait cette demande, ignorez ce message : votre mot de passe actuel reste valable.',
      },
    }),
  ),
  welcome: template(
    defineMessages({
      subject: {
        id: 'mail.welcome.subject',
        defaultMessage: 'Bienvenue dans la communauté oxilio',
      },
      paragraph1: {
        id: 'mail.welcome.paragraph1',
        defaultMessage: 'Votre compte est confirmé : bienvenue dans la communauté oxilio !',
      },
      paragraph2: {
        id: 'mail.welcome.paragraph2',
        defaultMessage:
          'Votre établissement peut maintenant vous associer un oxilio. Dès qu’il sera associé, vous retrouverez chaque jour vos résultats, vos objectifs et vos étoiles.',
      },
      action: { id: 'mail.welcome.action', defaultMessage: 'Me connecter' },
    }),
  ),
  welcome_without_establishment: template(
    defineMessages({
      subject: {
        id: 'mail.welcomeWithoutEstablishment.subject',
        defaultMessage: 'Bienvenue dans la communauté oxilio',
      },
      paragraph1: {
        id: 'mail.welcomeWithoutEstablishment.paragraph1',
        defaultMessage:
          'Votre compte est confirmé : bienvenue dans la communauté oxilio ! Pour recevoir un oxilio, un établissement doit assurer votre suivi : c’est lui qui vous le prête et vous l’associe.',
      },
      paragraph2: {
        id: 'mail.welcomeWithoutEstablishment.paragraph2',
        defaultMessage:
          'Aucun établissement ne vous suit pour le moment. Connectez-vous, puis dans Mon profil, onglet Compte, cherchez le vôtre et demandez-lui de vous suivre : son équipe vous répondra par e-mail.',
      },
      action: { id: 'mail.welcomeWithoutEstablishment.action', defaultMessage: 'Me connecter' },
    }),
  ),
  welcome_registration_pending: template(
    defineMessages({
      subject: {
        id: 'mail.welcomeRegistrationPending.subject',
        defaultMessage: 'Bienvenue dans la communauté oxilio',
      },
      paragraph1: {
        id: 'mail.welcomeRegistrationPending.paragraph1',
        defaultMessage:
          'Votre compte est confirmé : bienvenue dans la communauté oxilio ! Votre demande d’inscription a été transmise à l’établissement {establishment}.',
      },
      paragraph2: {
        id: 'mail.welcomeRegistrationPending.paragraph2',
        defaultMessage:
          'Son équipe va l’examiner et vous recevrez un e-mail dès sa réponse. Une fois votre demande acceptée, l’établissement pourra vous associer un oxilio.',
      },
      action: { id: 'mail.welcomeRegistrationPending.action', defaultMessage: 'Me connecter' },
    }),
  ),
  registration_accepted: template(
    defineMessages({
      subject: {
        id: 'mail.registrationAccepted.subject',
        defaultMessage: 'Votre établissement vous suit sur oxilio',
      },
      paragraph1: {
        id: 'mail.registrationAccepted.paragraph1',
        defaultMessage:
          'L’établissement {establishment} a accepté votre demande : il vous suit désormais sur oxilio.',
      },
      paragraph2: {
        id: 'mail.registrationAccepted.paragraph2',
        defaultMessage:
          'Son équipe peut maintenant vous associer un oxilio. Dès qu’il sera associé, vous retrouverez chaque jour vos résultats, vos objectifs et vos étoiles.',
      },
      action: { id: 'mail.registrationAccepted.action', defaultMessage: 'Me connecter' },
    }),
  ),
  registration_refused: template(
    defineMessages({
      subject: {
        id: 'mail.registrationRefused.subject',
        defaultMessage: 'Votre demande d’inscription auprès d’un établissement',
      },
      paragraph1: {
        id: 'mail.registrationRefused.paragraph1',
        defaultMessage:
          'L’établissement {establishment} n’a pas accepté votre demande d’inscription : il ne vous suit pas sur oxilio.',
      },
      paragraph2: {
        id: 'mail.registrationRefused.paragraph2',
        defaultMessage:
          'S’il s’agit d’une erreur, contactez directement l’établissement. Si un autre établissement vous accueille, demandez-lui de vous suivre depuis Mon profil, onglet Compte.',
      },
      action: { id: 'mail.registrationRefused.action', defaultMessage: 'Me connecter' },
    }),
  ),
  application_available: template(
    defineMessages({
      subject: {
        id: 'mail.applicationAvailable.subject',
        defaultMessage: 'Votre demande oxilio : poursuivez votre inscription',
      },
      paragraph1: {
        id: 'mail.applicationAvailable.paragraph1',
        defaultMessage:
          'Merci pour votre demande. Bonne nouvelle : le service oxilio est disponible pour vous.',
      },
      paragraph2: {
        id: 'mail.applicationAvailable.paragraph2',
        defaultMessage:
          'Pour confirmer votre adresse e-mail et poursuivre votre inscription, cliquez sur le bouton ci-dessous.',
      },
      action: {
        id: 'mail.applicationAvailable.action',
        defaultMessage: 'Poursuivre mon inscription',
      },
      expiryDays: {
        id: 'mail.applicationAvailable.expiryDays',
        defaultMessage:
          '{days, plural, one {Ce lien est valable {days} jour.} other {Ce lien est valable {days} jours.}}',
      },
    }),
  ),
  application_waitlist: template(
    defineMessages({
      subject: {
        id: 'mail.applicationWaitlist.subject',
        defaultMessage: 'Votre demande oxilio : liste d’attente',
      },
      paragraph1: {
        id: 'mail.applicationWaitlist.paragraph1',
        defaultMessage:
          'Merci pour votre demande. Le service oxilio ne peut pas encore vous être proposé : votre zone n’est pas encore desservie, ou l’appareil n’est pas adapté à vos mesures.',
      },
      paragraph2: {
        id: 'mail.applicationWaitlist.paragraph2',
        defaultMessage:
          'Cliquez sur le bouton ci-dessous pour vous inscrire sur la liste d’attente : nous vous écrirons dès que le service pourra vous être proposé.',
      },
      action: {
        id: 'mail.applicationWaitlist.action',
        defaultMessage: 'M’inscrire sur la liste d’attente',
      },
      expiryDays: {
        id: 'mail.applicationWaitlist.expiryDays',
        defaultMessage:
          '{days, plural, one {Ce lien est valable {days} jour.} other {Ce lien est valable {days} jours.}}',
      },
    }),
  ),
  welcome_professional: template(
    defineMessages({
      subject: { id: 'mail.welcomeProfessional.subject', defaultMessage: 'Bienvenue sur oxilio' },
      paragraph1: {
        id: 'mail.welcomeProfessional.paragraph1',
        defaultMessage:
          'Votre compte oxilio est créé. Vous pouvez dès maintenant vous connecter avec votre adresse e-mail et le mot de passe que vous avez choisi.',
      },
      action: { id: 'mail.welcomeProfessional.action', defaultMessage: 'Me connecter' },
    }),
  ),
  // Sent instead of an application's link when the address has an account: the form answers the
  // same for everyone, the mailbox's owner learns what to do (docs/decisions/mail-per-recipient-limit.md).
  account_exists: template(
    defineMessages({
      subject: {
        id: 'mail.accountExists.subject',
        defaultMessage: 'Vous avez déjà un compte oxilio',
      },
      paragraph1: {
        id: 'mail.accountExists.paragraph1',
        defaultMessage:
          'Une demande d’inscription sur oxilio a été faite avec cette adresse e-mail. Vous avez déjà un compte oxilio avec cette adresse : inutile d’en créer un autre.',
      },
      paragraph2: {
        id: 'mail.accountExists.paragraph2',
        defaultMessage:
          'Connectez-vous avec votre adresse e-mail et votre mot de passe. Si vous l’avez oublié, choisissez-en un nouveau avec le lien « Mot de passe oublié ? » ci-dessous.',
      },
      action: { id: 'mail.accountExists.action', defaultMessage: 'Me connecter' },
      secondaryAction: {
        id: 'mail.accountExists.secondaryAction',
        defaultMessage: 'Mot de passe oublié ?',
      },
      ignore: {
        id: 'mail.accountExists.ignore',
        defaultMessage:
          'Si vous n’avez pas fait cette demande, ignorez ce message : votre compte ne change pas.',
      },
    }),
  ),
  reeducator_invitation: template(
    defineMessages({
      subject: {
        id: 'mail.reeducatorInvitation.subject',
        defaultMessage: 'Invitation à rejoindre une équipe sur oxilio',
      },
      paragraph1: {
        id: 'mail.reeducatorInvitation.paragraph1',
        defaultMessage:
          '{establishment} vous invite à rejoindre son équipe sur oxilio pour suivre la rééducation de ses patients.',
      },
      action: { id: 'mail.reeducatorInvitation.action', defaultMessage: 'Répondre à l’invitation' },
    }),
    invitationFrame,
  ),
  patient_invitation: template(
    defineMessages({
      subject: {
        id: 'mail.patientInvitation.subject',
        defaultMessage: 'Votre inscription sur oxilio',
      },
      paragraph1: {
        id: 'mail.patientInvitation.paragraph1',
        defaultMessage:
          '{establishment} vous invite à créer votre compte oxilio pour suivre vos résultats et votre rééducation.',
      },
      action: { id: 'mail.patientInvitation.action', defaultMessage: 'Créer mon compte' },
    }),
    invitationFrame,
  ),
  responsable_invitation: template(
    defineMessages({
      subject: {
        id: 'mail.responsableInvitation.subject',
        defaultMessage: 'Invitation à gérer un établissement sur oxilio',
      },
      paragraph1: {
        id: 'mail.responsableInvitation.paragraph1',
        defaultMessage:
          '{establishment} vous invite à rejoindre ses responsables sur oxilio : vous pourrez suivre ses patients, ses appareils et son équipe.',
      },
      action: { id: 'mail.responsableInvitation.action', defaultMessage: 'Créer mon compte' },
    }),
    invitationFrame,
  ),
} satisfies Record<TemplateName, TemplateMessages>;

export const templateNames = Object.keys(mailTemplates) as TemplateName[];
