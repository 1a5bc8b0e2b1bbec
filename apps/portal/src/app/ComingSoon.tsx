import { EmptyState, Heading, PageHeader } from '@oxilio/ui';
import { Construction } from 'lucide-react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useScreenTitle } from './useScreenTitle';

export const comingSoonMessages = defineMessages({
  title: { id: 'portal.comingSoon.title', defaultMessage: 'Bientôt disponible' },
  body: {
    id: 'portal.comingSoon.body',
    defaultMessage:
      'Cet écran est en cours de préparation. Il arrivera dans une prochaine version.',
  },
});

/** A screen (level 1) or tab (level 2) without a page yet, in the real layout under its title. */
export function ComingSoon({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const intl = useIntl();
  const title = useScreenTitle();
  return (
    <>
      {headingLevel === 1 ? <PageHeader title={title} /> : <Heading level={2}>{title}</Heading>}
      <EmptyState
        icon={Construction}
        title={intl.formatMessage(comingSoonMessages.title)}
        description={intl.formatMessage(comingSoonMessages.body)}
        headingLevel={headingLevel === 1 ? 2 : 3}
      />
    </>
  );
}
