/**
 * The user guides for patients (docs/decisions/patient-user-guides.md): short, printable, one text
 * per language in ./content/<locale>.ts, loaded with the guide (not in the first chunk). Titles and
 * summaries are messages, so that the account page lists them without loading the texts.
 */
import type { Locale } from '@oxilio/locales';
import { defineMessages } from '../../i18n/defineMessages';

export const guideIds = ['getting-started', 'self-rehabilitation', 'account-and-privacy'] as const;
export type GuideId = (typeof guideIds)[number];

export const isGuideId = (value: string | undefined): value is GuideId =>
  (guideIds as readonly string[]).includes(value ?? '');

/** One part of a guide: a heading, then paragraphs, numbered steps and/or tips. */
export interface GuideSection {
  heading: string;
  paragraphs?: readonly string[];
  /** Done in this order (a numbered list). */
  steps?: readonly string[];
  /** Good to know (a bulleted list). */
  tips?: readonly string[];
  /** A safety warning: shown and printed as such. */
  warning?: boolean;
}

export type GuideTexts = Readonly<Record<GuideId, readonly GuideSection[]>>;

export const guideTitles = defineMessages({
  'getting-started': { id: 'patient.guides.gettingStarted.title', defaultMessage: 'Bien démarrer' },
  'self-rehabilitation': {
    id: 'patient.guides.selfRehabilitation.title',
    defaultMessage: 'Faire ma séance d’auto-rééducation',
  },
  'account-and-privacy': {
    id: 'patient.guides.accountAndPrivacy.title',
    defaultMessage: 'Mon compte et mes données',
  },
});

export const guideSummaries = defineMessages({
  'getting-started': {
    id: 'patient.guides.gettingStarted.summary',
    defaultMessage: 'Se connecter, lire sa journée, comprendre les étoiles et les objectifs.',
  },
  'self-rehabilitation': {
    id: 'patient.guides.selfRehabilitation.summary',
    defaultMessage: 'Préparer, lancer et terminer une séance en toute sécurité.',
  },
  'account-and-privacy': {
    id: 'patient.guides.accountAndPrivacy.summary',
    defaultMessage:
      'Modifier ses informations, changer de mot de passe ou de langue, savoir qui consulte ses données.',
  },
});

const loaders: Record<Locale, () => Promise<{ guides: GuideTexts }>> = {
  fr: () => import('./content/fr'),
  de: () => import('./content/de'),
  en: () => import('./content/en'),
  es: () => import('./content/es'),
  it: () => import('./content/it'),
  lb: () => import('./content/lb'),
  nl: () => import('./content/nl'),
};

/** The guides' texts in a language. */
export async function loadGuideTexts(locale: Locale): Promise<GuideTexts> {
  return (await loaders[locale]()).guides;
}
