import { EmptyState, Stack } from '@oxilio/ui';
import { ClipboardList } from 'lucide-react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { strikeOutcomeResult, useOutcomeResults } from '../api/outcomeResults';
import { measureGroups } from '../model/outcomeView';
import { outcomeMessages as m } from './messages';
import { OutcomeMeasureCard } from './OutcomeMeasureCard';
import { OutcomeResultForm } from './OutcomeResultForm';

/**
 * The standardised tests of a patient's file: the form to record a result (for a rehabilitator
 * following the patient), then each test's card, in the catalogue's order.
 */
export function PatientOutcomeTests({ patientId }: { patientId: string }) {
  const intl = useIntl();
  const query = useOutcomeResults(patientId);
  const strike = useWrite({ ...strikeOutcomeResult(patientId), success: m.struckDone });
  return (
    <DataState query={query}>
      {(data) => {
        const groups = measureGroups(data.results);
        return (
          <Stack gap="lg">
            {data.canRecord ? <OutcomeResultForm patientId={patientId} today={data.today} /> : null}
            <WriteNotice notice={strike.notice} />
            {groups.length === 0 ? (
              <EmptyState
                icon={ClipboardList}
                title={intl.formatMessage(m.emptyTitle)}
                description={intl.formatMessage(m.emptyDescription)}
              />
            ) : (
              groups.map((group) => (
                <OutcomeMeasureCard
                  key={group.key}
                  group={group}
                  {...(strike.writing ? { striking: strike.writing.id } : {})}
                  onStrike={(id, reason) => strike.trigger({ id, reason })}
                />
              ))
            )}
          </Stack>
        );
      }}
    </DataState>
  );
}
