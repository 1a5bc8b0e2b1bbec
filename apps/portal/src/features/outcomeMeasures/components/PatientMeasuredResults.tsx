import { formatDate } from '@oxilio/domain';
import type { OutcomeResult } from '@oxilio/domain/contract';
import { Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { outcomeMessages as m } from './messages';
import { useOutcomeText } from './useOutcomeText';

export interface PatientMeasuredResultsProps {
  /** The results the patient noted in their sessions (`MeasureGroup.patientMeasured`). */
  results: readonly OutcomeResult[];
  /** Who reads: the patient ("by you") or their care team ("by the patient"). */
  reader: 'patient' | 'careTeam';
}

/**
 * The results a patient noted in their own sessions, apart from the rehabilitators' tests and
 * said so (docs/decisions/outcome-measures.md): newest first, with no judgement. Nothing when
 * there are none.
 */
export function PatientMeasuredResults({ results, reader }: PatientMeasuredResultsProps) {
  const intl = useIntl();
  const text = useOutcomeText();
  if (results.length === 0) {
    return null;
  }
  const heading = reader === 'patient' ? m.ownMeasuredHeading : m.patientMeasuredHeading;
  const note = reader === 'patient' ? m.ownMeasuredNote : m.patientMeasuredNote;
  return (
    <Stack gap="xs">
      <Text weight="bold">{intl.formatMessage(heading)}</Text>
      <Text size="small" tone="muted">
        {intl.formatMessage(note)}
      </Text>
      <Stack as="ul" gap="xs" aria-label={intl.formatMessage(heading)}>
        {[...results].reverse().map((result) => (
          <Text as="span" key={result.id}>
            {intl.formatMessage(m.resultLine, {
              date: formatDate(result.measuredOn),
              value: text.value(result.measureKey, result.value),
            })}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
