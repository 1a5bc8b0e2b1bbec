import { defineMessages } from '../../i18n/defineMessages';
import type { JourneyStep } from './model/journeys';

/** The names of the journey's steps (progress indicator and step headings). */
export const stepMessages = defineMessages({
  identity: { id: 'signup.step.identity', defaultMessage: 'Vos coordonnées' },
  address: { id: 'signup.step.address', defaultMessage: 'Votre adresse' },
  measures: { id: 'signup.step.measures', defaultMessage: 'Vos mesures' },
  establishment: { id: 'signup.step.establishment', defaultMessage: 'Votre établissement' },
  practice: { id: 'signup.step.practice', defaultMessage: 'Votre lieu d’exercice' },
  availability: { id: 'signup.step.availability', defaultMessage: 'Disponibilité' },
  directDebit: { id: 'signup.step.directDebit', defaultMessage: 'Mandat de prélèvement' },
  account: { id: 'signup.step.account', defaultMessage: 'Votre compte' },
} satisfies Record<JourneyStep, unknown>);

export const progressMessages = defineMessages({
  label: { id: 'signup.progress.label', defaultMessage: 'Étapes de l’inscription' },
  caption: {
    id: 'signup.progress.caption',
    defaultMessage: 'Étape {current} sur {total} : {name}',
  },
  done: { id: 'signup.progress.done', defaultMessage: '{name} (terminée)' },
  current: { id: 'signup.progress.current', defaultMessage: '{name} (en cours)' },
  todo: { id: 'signup.progress.todo', defaultMessage: '{name} (à venir)' },
});

export const formMessages = defineMessages({
  intro: {
    id: 'signup.form.intro',
    defaultMessage:
      'Quelques questions pour savoir si oxilio peut vous être proposé. Vous recevrez ensuite un lien par e-mail pour poursuivre.',
  },
  introInvitationHint: {
    id: 'signup.form.invitationHint',
    defaultMessage:
      'Vous avez reçu une invitation par e-mail ? Ouvrez plutôt son lien : votre formulaire sera déjà rempli.',
  },
  phone: { id: 'signup.form.phone', defaultMessage: 'Téléphone (facultatif)' },
  functionEstablishment: { id: 'signup.form.functionManager', defaultMessage: 'Votre fonction' },
  functionEstablishmentHint: {
    id: 'signup.form.functionManagerHint',
    defaultMessage: 'Par exemple : directrice, cadre de santé.',
  },
  functionRehabilitator: { id: 'signup.form.profession', defaultMessage: 'Votre profession' },
  functionRehabilitatorHint: {
    id: 'signup.form.professionHint',
    defaultMessage: 'Par exemple : kinésithérapeute, ergothérapeute.',
  },
  establishmentName: {
    id: 'signup.form.establishmentName',
    defaultMessage: 'Nom de l’établissement',
  },
  establishmentType: {
    id: 'signup.form.establishmentType',
    defaultMessage: 'Type d’établissement',
  },
  establishmentTypePlaceholder: {
    id: 'signup.form.establishmentTypePlaceholder',
    defaultMessage: 'Choisissez un type',
  },
  number: { id: 'signup.form.number', defaultMessage: 'Numéro (facultatif)' },
  street: { id: 'signup.form.street', defaultMessage: 'Rue' },
  zipCode: { id: 'signup.form.zipCode', defaultMessage: 'Code postal' },
  town: { id: 'signup.form.town', defaultMessage: 'Ville' },
  country: { id: 'signup.form.country', defaultMessage: 'Pays' },
  livesInEstablishment: {
    id: 'signup.form.livesInEstablishment',
    defaultMessage: 'Je vis dans un établissement (maison de retraite, résidence…)',
  },
  weight: { id: 'signup.form.weight', defaultMessage: 'Poids (kg)' },
  height: { id: 'signup.form.height', defaultMessage: 'Taille (cm)' },
  leg: { id: 'signup.form.leg', defaultMessage: 'Longueur de jambe (cm)' },
  legHint: {
    id: 'signup.form.legHint',
    defaultMessage: 'Mesurée à l’intérieur de la jambe, du sol à l’entrejambe.',
  },
  hands: {
    id: 'signup.form.hands',
    defaultMessage: 'Quelle main pouvez-vous utiliser pour les commandes ?',
  },
  handsHint: {
    id: 'signup.form.handsHint',
    defaultMessage: 'Les commandes se montent à gauche ou à droite. Cochez tout ce qui convient.',
  },
  left: { id: 'signup.form.left', defaultMessage: 'Main gauche' },
  right: { id: 'signup.form.right', defaultMessage: 'Main droite' },
  measuresIntro: {
    id: 'signup.form.measuresIntro',
    defaultMessage: 'Ces mesures disent si l’oxilio peut s’adapter à vous. Une estimation suffit.',
  },
  previous: { id: 'signup.form.previous', defaultMessage: 'Précédent' },
  next: { id: 'signup.form.next', defaultMessage: 'Suivant' },
  send: { id: 'signup.form.send', defaultMessage: 'Vérifier la disponibilité' },
  fixErrors: {
    id: 'signup.form.fixErrors',
    defaultMessage: 'Certaines informations sont à corriger.',
  },
});

export const fieldMessages = defineMessages({
  required: { id: 'signup.error.required', defaultMessage: 'Ce champ doit être renseigné.' },
  phone: {
    id: 'signup.error.phone',
    defaultMessage: 'Numéro de téléphone invalide (chiffres, espaces, +, de 6 à 20 caractères).',
  },
  zipCode: {
    id: 'signup.error.zipCode',
    defaultMessage: 'Code postal invalide pour ce pays.',
  },
  number: {
    id: 'signup.error.number',
    defaultMessage: 'Indiquez un nombre entre {min} et {max}.',
  },
  legTooLong: {
    id: 'signup.error.legTooLong',
    defaultMessage: 'La longueur de jambe doit être inférieure à 70 % de la taille.',
  },
  hands: {
    id: 'signup.error.hands',
    defaultMessage: 'Cochez au moins une main, ou les deux.',
  },
  invalid: { id: 'signup.error.invalid', defaultMessage: 'Cette valeur n’est pas acceptée.' },
});

export const availabilityMessages = defineMessages({
  sentAvailableTitle: {
    id: 'signup.availability.sentAvailableTitle',
    defaultMessage: 'Bonne nouvelle : oxilio peut vous être proposé',
  },
  sentWaitlistTitle: {
    id: 'signup.availability.sentWaitlistTitle',
    defaultMessage: 'oxilio ne peut pas encore vous être proposé',
  },
  sentAvailableBody: {
    id: 'signup.availability.sentAvailableBody',
    defaultMessage:
      'Nous avons envoyé un lien à {email}. Ouvrez-le pour confirmer votre demande et poursuivre votre inscription. Il est valable 7 jours.',
  },
  sentWaitlistBody: {
    id: 'signup.availability.sentWaitlistBody',
    defaultMessage:
      'Nous avons envoyé un lien à {email}. Ouvrez-le pour vous inscrire sur la liste d’attente : nous vous écrirons dès que ce sera possible.',
  },
  sentAccountHint: {
    id: 'signup.availability.sentAccountHint',
    defaultMessage:
      'Vous avez déjà un compte oxilio avec cette adresse ? L’e-mail vous le dit et vous propose de vous connecter, ou de choisir un nouveau mot de passe si vous l’avez oublié. Rien n’arrive ? Vérifiez vos courriers indésirables.',
  },
  reasons: { id: 'signup.availability.reasons', defaultMessage: 'Pour l’instant :' },
  outside_service_area: {
    id: 'signup.availability.reason.outsideServiceArea',
    defaultMessage: 'le service n’est pas encore proposé dans votre région',
  },
  weight_out_of_range: {
    id: 'signup.availability.reason.weight',
    defaultMessage: 'l’oxilio convient à un poids de 35 à 130 kg',
  },
  height_out_of_range: {
    id: 'signup.availability.reason.height',
    defaultMessage: 'l’oxilio convient à une taille de 140 à 200 cm',
  },
  leg_out_of_range: {
    id: 'signup.availability.reason.leg',
    defaultMessage: 'l’oxilio convient à une longueur de jambe de 60 à 100 cm',
  },
  no_usable_hand: {
    id: 'signup.availability.reason.hands',
    defaultMessage: 'les commandes demandent l’usage d’au moins une main',
  },
});

export const linkMessages = defineMessages({
  checking: { id: 'registration.link.checking', defaultMessage: 'Vérification de votre lien…' },
  retry: { id: 'registration.link.retry', defaultMessage: 'Réessayer' },
  closed: {
    id: 'registration.link.closed',
    defaultMessage: 'Cette demande est close. Pour recommencer, faites une nouvelle demande.',
  },
});

export const answerMessages = defineMessages({
  availableTitle: {
    id: 'registration.answer.availableTitle',
    defaultMessage: 'oxilio peut vous être proposé',
  },
  availableBody: {
    id: 'registration.answer.availableBody',
    defaultMessage: 'Confirmez votre demande pour poursuivre votre inscription.',
  },
  confirm: { id: 'registration.answer.confirm', defaultMessage: 'Confirmer ma demande' },
  unavailableTitle: {
    id: 'registration.answer.unavailableTitle',
    defaultMessage: 'oxilio ne peut pas encore vous être proposé',
  },
  unavailableBody: {
    id: 'registration.answer.unavailableBody',
    defaultMessage:
      'Inscrivez-vous sur la liste d’attente : nous vous écrirons dès que le service pourra vous être proposé.',
  },
  waitList: {
    id: 'registration.answer.waitList',
    defaultMessage: 'M’inscrire sur la liste d’attente',
  },
  waitListedTitle: {
    id: 'registration.answer.waitListedTitle',
    defaultMessage: 'Vous êtes sur la liste d’attente',
  },
  waitListedBody: {
    id: 'registration.answer.waitListedBody',
    defaultMessage:
      'Nous vous écrirons à {email} dès que le service pourra vous être proposé. Vous n’avez rien d’autre à faire.',
  },
});

export const directDebitMessages = defineMessages({
  intro: {
    id: 'inscription.directDebit.intro',
    defaultMessage:
      'Envoyez votre mandat de prélèvement signé : il permet le règlement mensuel du service. Un PDF ou une photo lisible convient.',
  },
  file: { id: 'inscription.directDebit.file', defaultMessage: 'Mandat de prélèvement signé' },
  hint: {
    id: 'inscription.directDebit.hint',
    defaultMessage: 'PDF, PNG ou JPEG, {size} au plus.',
  },
  send: { id: 'inscription.directDebit.send', defaultMessage: 'Envoyer le mandat' },
  progress: { id: 'inscription.directDebit.progress', defaultMessage: 'Envoi du mandat' },
  chooseFirst: {
    id: 'inscription.directDebit.chooseFirst',
    defaultMessage: 'Choisissez d’abord le fichier du mandat.',
  },
  received: { id: 'inscription.directDebit.received', defaultMessage: 'Mandat reçu' },
  receivedBody: {
    id: 'inscription.directDebit.receivedBody',
    defaultMessage: 'Votre mandat ({name}, {size}) est bien arrivé.',
  },
  already: {
    id: 'inscription.directDebit.already',
    defaultMessage:
      'Nous avons déjà reçu votre mandat. Vous pouvez continuer, ou envoyer une nouvelle version.',
  },
  tooLarge: {
    id: 'inscription.directDebit.tooLarge',
    defaultMessage: 'Ce fichier est trop lourd : {size} au plus.',
  },
  wrongType: {
    id: 'inscription.directDebit.wrongType',
    defaultMessage: 'Ce fichier n’est ni un PDF, ni une image PNG ou JPEG.',
  },
  continue: { id: 'inscription.directDebit.continue', defaultMessage: 'Continuer' },
  mandateDownload: {
    id: 'inscription.directDebit.mandateDownload',
    defaultMessage: 'Télécharger le mandat à remplir (PDF)',
  },
  mandateHint: {
    id: 'inscription.directDebit.mandateHint',
    defaultMessage:
      'Il porte déjà vos coordonnées : imprimez-le, ajoutez votre IBAN et votre BIC, datez-le et signez-le, puis envoyez-le ci-dessous.',
  },
  mandateFailed: {
    id: 'inscription.directDebit.mandateFailed',
    defaultMessage:
      'Le mandat n’a pas pu être téléchargé. Vérifiez votre connexion, puis réessayez.',
  },
  /** The downloaded file's name before the debtor's: letters, digits and dashes only. */
  mandateFileName: {
    id: 'inscription.directDebit.mandateFileName',
    defaultMessage: 'mandat-prelevement',
  },
});

export const accountStepMessages = defineMessages({
  intro: {
    id: 'inscription.account.intro',
    defaultMessage:
      'Vérifiez vos informations et choisissez un mot de passe pour créer votre compte.',
  },
  emailHint: {
    id: 'inscription.account.emailHint',
    defaultMessage: 'Vous vous connecterez avec cette adresse.',
  },
  doneTitle: { id: 'inscription.account.doneTitle', defaultMessage: 'Votre compte est créé' },
  doneSignIn: {
    id: 'inscription.account.doneSignIn',
    defaultMessage:
      'Un e-mail de bienvenue vous a été envoyé. Connectez-vous avec l’adresse {email} et le mot de passe que vous venez de choisir.',
  },
});
