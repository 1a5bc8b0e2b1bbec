import { ApiNetworkError, type Problem } from '@oxilio/domain/client';
import { type MessageDescriptor } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';

/** A translated message per problem code the portal may show (docs/product.md#errors). */
export const problemMessages = defineMessages({
  invalid_credentials: {
    id: 'portal.problem.invalidCredentials',
    defaultMessage: 'Adresse e-mail ou mot de passe incorrect.',
  },
  invalid_verification_token: {
    id: 'portal.problem.invalidVerificationToken',
    defaultMessage: 'Ce lien de vérification n’est pas valide ou a expiré.',
  },
  invalid_information: {
    id: 'portal.problem.invalidInformation',
    defaultMessage: 'Les informations saisies ne sont pas valides.',
  },
  email_already_used: {
    id: 'portal.problem.emailAlreadyUsed',
    defaultMessage: 'Cette adresse e-mail est déjà associée à un compte.',
  },
  email_not_recognised: {
    id: 'portal.problem.emailNotRecognised',
    defaultMessage: 'Adresse e-mail non reconnue.',
  },
  email_not_confirmed: {
    id: 'portal.problem.emailNotConfirmed',
    defaultMessage:
      'Votre adresse e-mail n’est pas encore confirmée. Ouvrez le lien reçu par e-mail pour activer votre compte.',
  },
  account_disabled: {
    id: 'portal.problem.accountDisabled',
    defaultMessage: 'Ce compte est désactivé. Contactez votre établissement.',
  },
  too_many_requests: {
    id: 'portal.problem.tooManyRequests',
    defaultMessage: 'Trop de tentatives. Patientez quelques minutes avant de réessayer.',
  },
  too_many_emails: {
    id: 'portal.problem.tooManyEmails',
    defaultMessage:
      'Cette adresse a déjà reçu plusieurs e-mails d’oxilio dans l’heure. Réessayez dans une heure.',
  },
  prescription_mismatch: {
    id: 'portal.problem.prescriptionMismatch',
    defaultMessage:
      'Ce programme demande plus que la capacité fonctionnelle du patient : confirmez-le pour continuer.',
  },
  outcome_value_out_of_range: {
    id: 'portal.problem.outcomeValueOutOfRange',
    defaultMessage: 'Ce résultat est en dehors des valeurs possibles pour ce test.',
  },
  outcome_value_too_precise: {
    id: 'portal.problem.outcomeValueTooPrecise',
    defaultMessage: 'Ce résultat a plus de décimales que le test n’en mesure.',
  },
  outcome_date_in_future: {
    id: 'portal.problem.outcomeDateInFuture',
    defaultMessage: 'La date du test ne peut pas être dans le futur.',
  },
  outcome_test_not_in_session: {
    id: 'portal.problem.outcomeTestNotInSession',
    defaultMessage: 'Cet exercice n’est pas un test que l’on peut noter dans cette séance.',
  },
  outcome_session_too_old: {
    id: 'portal.problem.outcomeSessionTooOld',
    defaultMessage:
      'Cette séance est trop ancienne : un résultat se note le jour de la séance ou le lendemain.',
  },
  fhir_client_keys_missing: {
    id: 'portal.problem.fhirClientKeysMissing',
    defaultMessage:
      'Indiquez les clés publiques du logiciel ou l’adresse https où il les publie, l’une des deux.',
  },
  fhir_client_keys_invalid: {
    id: 'portal.problem.fhirClientKeysInvalid',
    defaultMessage:
      'Ces clés ne sont pas des clés publiques de signature RS384 ou ES384 (P-384), chacune avec un identifiant « kid » différent.',
  },
  conflict: {
    id: 'portal.problem.conflict',
    defaultMessage: 'Cette demande a déjà été traitée.',
  },
  forbidden: {
    id: 'portal.problem.forbidden',
    defaultMessage: 'Vous n’avez pas accès à ces informations.',
  },
  not_found: {
    id: 'portal.problem.notFound',
    defaultMessage: 'Ces informations sont introuvables.',
  },
  network: {
    id: 'portal.problem.network',
    defaultMessage: 'Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.',
  },
  unexpected: {
    id: 'portal.problem.unexpected',
    defaultMessage: 'Une erreur inattendue est survenue. Réessayez dans un instant.',
  },
});

/** The message to show for a problem; unknown codes get the generic message. */
export function problemMessage(
  problem: Pick<Problem, 'code'> | null | undefined,
): MessageDescriptor {
  const code = problem?.code;
  if (code && Object.hasOwn(problemMessages, code)) {
    return problemMessages[code as keyof typeof problemMessages];
  }
  return problemMessages.unexpected;
}

/** The message for a call that threw instead of answering: the connection lost, or anything else. */
export function thrownMessage(caught: unknown): MessageDescriptor {
  return caught instanceof ApiNetworkError ? problemMessages.network : problemMessages.unexpected;
}

/** Success notices (docs/product.md#errors). */
export const noticeMessages = defineMessages({
  resetEmailSent: {
    id: 'portal.notice.resetEmailSent',
    defaultMessage:
      'E-mail envoyé. Vous allez recevoir un lien pour définir un nouveau mot de passe.',
  },
  passwordChanged: {
    id: 'portal.notice.passwordChanged',
    defaultMessage: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
  },
});
