import { Card } from '@oxilio/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { myDayMessages as messages } from '../messages';

/** The stars section's card and title, around `StarsSummary` or its loading state. */
export function StarsCard({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <Card as="section" title={intl.formatMessage(messages.starsTitle)} headingLevel={2}>
      {children}
    </Card>
  );
}
