import { defineMessages } from '../../i18n/defineMessages';

/** Texts shared by the account pages (signup, invitation signup, confirmation, coming soon). */
export const accountMessages = defineMessages({
  firstName: { id: 'portal.signup.firstName', defaultMessage: 'Prénom' },
  lastName: { id: 'portal.signup.lastName', defaultMessage: 'Nom' },
  email: { id: 'portal.signup.email', defaultMessage: 'Adresse e-mail' },
  password: { id: 'portal.signup.password', defaultMessage: 'Mot de passe' },
  passwordHint: {
    id: 'portal.signup.passwordHint',
    defaultMessage: 'Au moins {min} caractères. Une phrase facile à retenir convient très bien.',
  },
  submit: { id: 'portal.signup.submit', defaultMessage: 'Créer mon compte' },
  backToLogin: { id: 'portal.signup.toLogin', defaultMessage: 'Retour à la connexion' },
  welcomeTitle: {
    id: 'portal.confirm.welcomeTitle',
    defaultMessage: 'Bienvenue dans la communauté oxilio !',
  },
  signIn: { id: 'portal.confirm.toLogin', defaultMessage: 'Se connecter' },
});
