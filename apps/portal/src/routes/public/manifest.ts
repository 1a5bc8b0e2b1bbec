// The public screens (signed out), at the root of the portal.
import { defineArea, pathsOf } from '../../app/screens';
import { defineMessages } from '../../i18n/defineMessages';

const titles = defineMessages({
  login: { id: 'portal.title.login', defaultMessage: 'Connexion' },
  forgotPassword: { id: 'portal.title.forgotPassword', defaultMessage: 'Mot de passe oublié' },
  resetPassword: { id: 'portal.title.resetPassword', defaultMessage: 'Nouveau mot de passe' },
  confirm: { id: 'portal.title.confirm', defaultMessage: 'Confirmation du compte' },
  // One title for the whole signup journey, whichever of its three pages is open (issue 30).
  signup: { id: 'portal.title.signup', defaultMessage: 'Créer un compte' },
  debug: { id: 'portal.title.debug', defaultMessage: 'Débogage : boîte d’envoi' },
  notFound: { id: 'portal.title.notFound', defaultMessage: 'Page introuvable' },
});

export const publicArea = defineArea({
  area: null,
  base: '',
  roles: [],
  screens: {
    login: {
      path: '',
      title: titles.login,
      signedOutOnly: true,
      page: () => import('./Login/LoginPage'),
    },
    forgotPassword: {
      path: 'auth/forgotpassword',
      title: titles.forgotPassword,
      page: () => import('./ForgotPassword/ForgotPasswordPage'),
    },
    resetPassword: {
      path: 'auth/resetpassword',
      title: titles.resetPassword,
      page: () => import('./ResetPassword/ResetPasswordPage'),
    },
    confirm: {
      path: 'auth/confirm',
      title: titles.confirm,
      page: () => import('./Confirm/ConfirmPage'),
    },
    signup: {
      path: 'signup/:type',
      title: titles.signup,
      page: () => import('./Signup/SignupPage'),
    },
    registration: {
      path: 'enregistrement/:type/:step?',
      title: titles.signup,
      page: () => import('./Registration/RegistrationPage'),
    },
    inscription: {
      path: 'inscription/:step?',
      title: titles.signup,
      page: () => import('./Inscription/InscriptionPage'),
    },
    debug: {
      path: 'debug',
      title: titles.debug,
      debugOnly: true,
      page: () => import('./Debug/DebugPage'),
    },
    notFound: { path: '*', title: titles.notFound, page: () => import('./NotFound/NotFoundPage') },
  },
});

export const publicPaths = pathsOf(publicArea);
