import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';

/*
 * Names of the ranks and tags (docs/product.md#stars-ranks-and-tags). The API sends each one's
 * `nameKey` (`domain.rank.<name>`, `domain.tag.<name>`, apps/api/src/modules/stats/stars.ts); the
 * portal translates the names it knows and falls back to a sentence without the name for any other.
 */
const rankNames = defineMessages({
  starter: { id: 'portal.rank.starter', defaultMessage: 'Débutant' },
  bronze: { id: 'portal.rank.bronze', defaultMessage: 'Bronze' },
  silver: { id: 'portal.rank.silver', defaultMessage: 'Argent' },
  gold: { id: 'portal.rank.gold', defaultMessage: 'Or' },
  platinum: { id: 'portal.rank.platinum', defaultMessage: 'Platine' },
  diamond: { id: 'portal.rank.diamond', defaultMessage: 'Diamant' },
});

const tagNames = defineMessages({
  first_session: { id: 'portal.tag.firstSession', defaultMessage: 'Première séance' },
  sessions_10: { id: 'portal.tag.sessions10', defaultMessage: '10 séances' },
  sessions_50: { id: 'portal.tag.sessions50', defaultMessage: '50 séances' },
  streak_7: { id: 'portal.tag.streak7', defaultMessage: '7 jours d’affilée' },
  streak_30: { id: 'portal.tag.streak30', defaultMessage: '30 jours d’affilée' },
  distance_1km: { id: 'portal.tag.distance1km', defaultMessage: '1 km parcouru' },
  distance_10km: { id: 'portal.tag.distance10km', defaultMessage: '10 km parcourus' },
  distance_42km: { id: 'portal.tag.distance42km', defaultMessage: 'Un marathon parcouru' },
});

function lookup<K extends string>(
  names: Record<K, MessageDescriptor>,
  prefix: string,
  nameKey: string,
): MessageDescriptor | null {
  const name = nameKey.startsWith(prefix) ? nameKey.slice(prefix.length) : '';
  return Object.hasOwn(names, name) ? names[name as K] : null;
}

/** The translated name of a rank from its `nameKey`, or null for a rank the portal does not know. */
export const rankName = (nameKey: string) => lookup(rankNames, 'domain.rank.', nameKey);

/** The translated name of a tag from its `nameKey`, or null for a tag the portal does not know. */
export const tagName = (nameKey: string) => lookup(tagNames, 'domain.tag.', nameKey);
