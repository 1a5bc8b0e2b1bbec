import { EmptyState, Heading, PageHeader } from '@oxilio/ui';
import { Construction } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { usePageTitle } from './usePageTitle';

export const comingSoonMessages = defineMessages({
  title: { id: 'portal.comingSoon.title', defaultMessage: 'Bientôt disponible' },
  body: {
    id: 'portal.comingSoon.body',
    defaultMessage:
      'Cet écran est en cours de préparation. Il arrivera dans une prochaine version.',
  },
});

/** A screen not built yet, shown inside the real layout with its real title. */
export function ComingSoon({
  title,
  headingLevel = 1,
}: {
  title: MessageDescriptor;
  headingLevel?: 1 | 2;
}) {
  const intl = useIntl();
  const text = intl.formatMessage(title);
  usePageTitle(headingLevel === 1 ? text : null);
  return (
    <>
      {headingLevel === 1 ? <PageHeader title={text} /> : <Heading level={2}>{text}</Heading>}
      <EmptyState
        icon={Construction}
        title={intl.formatMessage(comingSoonMessages.title)}
        description={intl.formatMessage(comingSoonMessages.body)}
        headingLevel={headingLevel === 1 ? 2 : 3}
      />
    </>
  );
}
