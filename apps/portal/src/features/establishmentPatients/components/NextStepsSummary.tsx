import type { FollowUpFilter, NextStepCounts } from '@oxilio/domain/contract';
import { Heading, Stack, Text } from '@oxilio/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { followUpHref } from '../model/followUpSearch';
import { followUpMessages as messages } from './followUpMessages';
import * as styles from './establishmentPatients.css';

const kinds: [Exclude<FollowUpFilter, 'all' | 'nextSteps' | 'painIncrease'>, MessageDescriptor][] =
  [
    ['noRehabilitator', messages.filterNoRehabilitator],
    ['noDevice', messages.filterNoDevice],
    ['noCapacity', messages.filterNoCapacity],
    ['noObjectives', messages.filterNoObjectives],
  ];

export interface NextStepsSummaryProps {
  /** Over every current patient: the patients list's answer, or the follow-up list's. */
  counts: NextStepCounts;
  /** The follow-up list's path; the links add its filter. */
  listPath: string;
}

/**
 * The home's "patients without a next step": how many lack a rehabilitator, a device, a
 * functional capacity or objectives, each a link to the list filtered on it.
 */
export function NextStepsSummary({ counts, listPath }: NextStepsSummaryProps) {
  const intl = useIntl();
  return (
    <section aria-labelledby="manager-next-steps">
      <Stack gap="md">
        <Heading level={2} id="manager-next-steps">
          {intl.formatMessage(messages.homeTitle)}
        </Heading>
        <Text>
          {intl.formatMessage(messages.homeSummary, {
            count: counts.nextSteps,
            total: counts.patients,
          })}
        </Text>
        {counts.nextSteps > 0 ? (
          <>
            <ul
              className={styles.breakdown}
              aria-label={intl.formatMessage(messages.homeBreakdown)}
            >
              {kinds
                .filter(([kind]) => counts[kind] > 0)
                .map(([kind, label]) => (
                  <li key={kind}>
                    <RouterLink
                      className={styles.nameLink}
                      to={followUpHref(listPath, { filter: kind })}
                    >
                      {intl.formatMessage(label, { count: counts[kind] })}
                    </RouterLink>
                  </li>
                ))}
            </ul>
            <div>
              <RouterLink
                className={styles.nameLink}
                to={followUpHref(listPath, { filter: 'nextSteps', sort: 'nextSteps' })}
              >
                {intl.formatMessage(messages.homeSeeAll)}
              </RouterLink>
            </div>
          </>
        ) : null}
      </Stack>
    </section>
  );
}
