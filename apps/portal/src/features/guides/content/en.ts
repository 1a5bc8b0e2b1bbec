import type { GuideTexts } from '../guides';

/** The guides in English. */
export const guides: GuideTexts = {
  'getting-started': [
    {
      heading: 'Signing in',
      steps: [
        'Open oxilio and enter your email address and your password.',
        'Tick “Remember me” only on your own device.',
        'Forgotten your password? Tap “Forgotten your password?”: we email you a link to choose a new one.',
      ],
    },
    {
      heading: 'My day',
      paragraphs: [
        'The “My day” page shows yesterday’s results (steps, time standing, distance…) next to your objectives, then today’s objectives.',
        'These figures come from your oxilio: wear it every day to keep them up to date. They arrive the next day.',
      ],
    },
    {
      heading: 'Stars and ranks',
      paragraphs: [
        'Each objective you reach in a day earns you a star. So does each self-rehabilitation session you finish, up to three a day.',
        'Stars add up and move you from rank to rank. Your profile shows your rank and what is left to reach the next one.',
      ],
    },
    {
      heading: 'My progress',
      paragraphs: [
        'In “Progress”, the charts show how you are doing day by day, by week or by month. Each chart can also be read as a table.',
      ],
    },
    {
      heading: 'Need help?',
      tips: [
        'Your rehabilitation therapist sets your objectives: tell them if one is too easy or too hard.',
        'A problem with your oxilio? Ask your facility.',
        'Text and buttons are large, and you can enlarge the page further with the Ctrl and + keys.',
      ],
    },
  ],
  'self-rehabilitation': [
    {
      heading: 'Before you start',
      steps: [
        'Settle in a clear space, with something stable to hold within reach (a table, an armrest).',
        'Get ready the equipment the session needs, for example a table or a glass.',
        'Keep some water and your phone close by.',
      ],
    },
    {
      heading: 'Starting the session',
      steps: [
        'Open “Self-rehabilitation”: today’s session is shown with its exercises, equipment and estimated length.',
        'Start the session with its button.',
        'For each exercise, follow the instructions and the countdown of each set. There is a rest between sets.',
      ],
    },
    {
      heading: 'During the session',
      tips: [
        'You can pause and carry on at any time.',
        'An exercise you cannot do today? Skip it: that is allowed.',
        'Finished exercises are saved as you go, even if the connection drops.',
        'If you like, play a sound programme (walking rhythm, breathing) from “Adapted activities”.',
      ],
    },
    {
      heading: 'At the end',
      paragraphs: [
        'Say how hard it felt, from 1 (extremely easy) to 10 (maximum effort), then your pain and how difficult the session was. Your rehabilitation therapist uses this to adapt your programme.',
        'A session you have already done can be started again the same day.',
      ],
    },
    {
      heading: 'Your safety first',
      warning: true,
      tips: [
        'Stop if you feel sharp pain, dizziness, unusual breathlessness or chest pain, and tell a carer.',
        'In an emergency, call 112.',
        'Only do standing exercises that are meant to be done standing, always with the oxilio or something stable to hold.',
      ],
    },
  ],
  'account-and-privacy': [
    {
      heading: 'Editing my information',
      steps: [
        'Open “Profile”, then the “Account” tab.',
        'Tap “Edit my information”, correct what needs correcting, then “Save”.',
        'If a field is not filled in correctly, a message right below it explains what to fix.',
      ],
      tips: ['Your email address is what you sign in with: to change it, ask your facility.'],
    },
    {
      heading: 'Changing my password',
      steps: [
        'In “Account”, tap “Get the link by email”.',
        'Open the email and follow the link: it is only valid for a short time.',
        'Choose a password of at least 8 characters that you do not use anywhere else.',
      ],
    },
    {
      heading: 'Changing the language',
      paragraphs: [
        'Choose the language under “App language”. It is saved to your account and follows you on all your devices.',
      ],
    },
    {
      heading: 'Who sees my data?',
      paragraphs: [
        'Only the professionals who follow you, your rehabilitation therapist and your facility’s management, can see your data. Never other patients.',
        'The “Who viewed my data” section shows who viewed or changed it, what and when.',
      ],
    },
    {
      heading: 'Signing out',
      paragraphs: ['On a shared device, tap “Sign out” when you have finished.'],
    },
  ],
};
