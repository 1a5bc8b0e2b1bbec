import type { MetricKey } from '@oxilio/domain';
import { Card } from '@oxilio/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { myDayMessages as messages } from '../messages';

/** The stats keys the usage card reads, over the 7 days ending yesterday. */
export const usageKeys = [
  'Usage',
  'sittingTime',
  'StandTime',
  'WalkTime',
  'SelfRehabilitation',
] as const satisfies readonly MetricKey[];

export interface UsageCardProps {
  /** The card's content: the detail, or its loading and error states. */
  children: ReactNode;
}

/** The usage section's card and title, around `UsageDetail` or its loading state. */
export function UsageCard({ children }: UsageCardProps) {
  const intl = useIntl();
  return (
    <Card as="section" title={intl.formatMessage(messages.usageTitle)} headingLevel={2}>
      {children}
    </Card>
  );
}
