import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireArea, RedirectIfSignedIn } from '../auth/guards';
import { RouteError } from './RouteError';
import { importWithTimeout } from './lazy';

/* Each role's screens are one lazily loaded chunk; the public pages are another. */
const publicPages = () => importWithTimeout(() => import('../routes/public'));
const patientPages = () => importWithTimeout(() => import('../routes/patient'));
const reeducatorPages = () => importWithTimeout(() => import('../routes/reeducator'));
const managerPages = () => importWithTimeout(() => import('../routes/manager'));

type PageModule = Record<string, ComponentType>;

/** A route whose component is `name` in a lazily loaded page module. */
function page(load: () => Promise<PageModule>, name: string): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const module = await load();
      const Component = module[name];
      if (!Component) {
        throw new Error(`Missing page ${name}`);
      }
      return { Component };
    },
  };
}

const redirectTo = (to: string): RouteObject => ({
  index: true,
  element: <Navigate to={to} replace />,
});

export function buildRoutes({ debug }: { debug: boolean }): RouteObject[] {
  const publicRoutes: RouteObject[] = [
    {
      element: <RedirectIfSignedIn />,
      children: [{ index: true, ...page(publicPages, 'LoginPage') }],
    },
    { path: 'auth/forgotpassword', ...page(publicPages, 'ForgotPasswordPage') },
    { path: 'auth/resetpassword', ...page(publicPages, 'ResetPasswordPage') },
    { path: 'auth/confirm', ...page(publicPages, 'ConfirmPage') },
    { path: 'signup/:type', ...page(publicPages, 'SignupPage') },
    { path: 'enregistrement/:type', ...page(publicPages, 'RegistrationPage') },
    { path: 'enregistrement/:type/:step', ...page(publicPages, 'RegistrationPage') },
    { path: 'inscription', ...page(publicPages, 'InscriptionPage') },
    { path: 'inscription/:step', ...page(publicPages, 'InscriptionPage') },
  ];
  if (debug) {
    publicRoutes.push({ path: 'debug', ...page(publicPages, 'DebugPage') });
  }

  const patientRoutes: RouteObject = {
    element: <RequireArea area="patient" />,
    children: [
      { path: 'dashboard', ...page(patientPages, 'DashboardPage') },
      {
        path: 'evolution',
        ...page(patientPages, 'EvolutionPage'),
        children: [
          redirectTo('walk'),
          ...['walk', 'walk-quality', 'activity', 'rehabilitation', 'performance'].map((tab) => ({
            path: tab,
            ...page(patientPages, 'EvolutionTabPage'),
          })),
        ],
      },
      { path: 'auto-reeducation', ...page(patientPages, 'SelfRehabilitationPage') },
      { path: 'auto-reeducation/video', ...page(patientPages, 'SelfRehabilitationVideoPage') },
      { path: 'reeducation/video', ...page(patientPages, 'RehabilitationVideoPage') },
      { path: 'session', ...page(patientPages, 'SessionPlayerPage') },
      { path: 'apa', ...page(patientPages, 'ApaPage') },
      { path: 'activities', ...page(patientPages, 'ActivitiesPage') },
      {
        path: 'profil',
        ...page(patientPages, 'ProfilePage'),
        children: [
          redirectTo('rank'),
          { path: 'rank', ...page(patientPages, 'ProfileRankPage') },
          { path: 'success', ...page(patientPages, 'ProfileSuccessPage') },
          { path: 'account', ...page(patientPages, 'ProfileAccountPage') },
        ],
      },
    ],
  };

  const reeducatorRoutes: RouteObject = {
    path: 'reeducateur',
    element: <RequireArea area="reeducator" />,
    children: [
      redirectTo('patients'),
      { path: 'patients', ...page(reeducatorPages, 'PatientsPage') },
      { path: 'profile', ...page(reeducatorPages, 'ProfilePage') },
      {
        path: 'patients/:id',
        ...page(reeducatorPages, 'PatientPage'),
        children: [
          redirectTo('synthese'),
          ...['synthese', 'session', 'auto-reeducation', 'initialize'].map((tab) => ({
            path: tab,
            ...page(reeducatorPages, 'PatientTabPage'),
          })),
        ],
      },
      {
        path: 'programmes',
        ...page(reeducatorPages, 'ProgramsPage'),
        children: [
          redirectTo('mesProgrammes'),
          { path: 'mesProgrammes', ...page(reeducatorPages, 'MyProgramsPage') },
          { path: 'exercices', ...page(reeducatorPages, 'ExercisesPage') },
          { path: ':product', ...page(reeducatorPages, 'ProductProgramsPage') },
        ],
      },
      { path: 'nouveau-programme', ...page(reeducatorPages, 'NewProgramPage') },
      { path: 'nouveau-programme/:id', ...page(reeducatorPages, 'NewProgramPage') },
    ],
  };

  const managerRoutes: RouteObject = {
    path: 'responsable',
    element: <RequireArea area="manager" />,
    children: [
      redirectTo('home'),
      { path: 'home', ...page(managerPages, 'HomePage') },
      {
        path: 'patients',
        ...page(managerPages, 'PatientsPage'),
        children: [
          redirectTo('list'),
          { path: 'list', ...page(managerPages, 'PatientListPage') },
          { path: 'archives', ...page(managerPages, 'PatientArchivesPage') },
          { path: ':id', ...page(managerPages, 'PatientDetailPage') },
        ],
      },
      { path: 'oxilios', ...page(managerPages, 'DevicesPage') },
      { path: 'activites-adaptees', ...page(managerPages, 'AdaptedActivitiesPage') },
      { path: 'coaching', ...page(managerPages, 'CoachingPage') },
      { path: 'coaching/add', ...page(managerPages, 'CoachingAddPage') },
      {
        path: 'etablissement',
        ...page(managerPages, 'EstablishmentPage'),
        children: [
          redirectTo('equipe'),
          { path: 'equipe', ...page(managerPages, 'TeamPage') },
          { path: 'compte', ...page(managerPages, 'AccountPage') },
        ],
      },
    ],
  };

  return [
    {
      path: '/',
      errorElement: <RouteError />,
      children: [
        ...publicRoutes,
        patientRoutes,
        reeducatorRoutes,
        managerRoutes,
        { path: '*', ...page(publicPages, 'NotFoundPage') },
      ],
    },
  ];
}
