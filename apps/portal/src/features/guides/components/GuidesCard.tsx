import { Card, Link, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { defineMessages } from '../../../i18n/defineMessages';
import { guideIds, guideSummaries, guideTitles, type GuideId } from '../guides';
import * as styles from './guides.css';

const messages = defineMessages({
  title: { id: 'patient.guides.cardTitle', defaultMessage: 'Guides d’utilisation' },
  intro: {
    id: 'patient.guides.cardIntro',
    defaultMessage: 'Des guides courts, à lire à l’écran ou à imprimer.',
  },
});

export interface GuidesCardProps {
  /** The page of a guide. */
  guideHref: (guide: GuideId) => string;
}

/** The user guides, each a link to its page. */
export function GuidesCard({ guideHref }: GuidesCardProps) {
  const intl = useIntl();
  return (
    <Card as="section" title={intl.formatMessage(messages.title)} headingLevel={3}>
      <Stack gap="lg">
        <Text tone="muted">{intl.formatMessage(messages.intro)}</Text>
        <ul className={styles.guideList}>
          {guideIds.map((guide) => (
            <li key={guide}>
              <Stack gap="xxs">
                <Link as={RouterLink} to={guideHref(guide)} weight="bold" standalone>
                  {intl.formatMessage(guideTitles[guide])}
                </Link>
                <Text tone="muted" size="small">
                  {intl.formatMessage(guideSummaries[guide])}
                </Text>
              </Stack>
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}
