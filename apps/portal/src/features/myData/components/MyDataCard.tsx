import { Alert, Button, ButtonLink, Card, Stack, Text } from '@oxilio/ui';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { downloadText } from '../../../app/download';
import { readFhirPage } from '../api/readFhirPage';
import { collectRecord, everythingPath } from '../model/fhirRecord';
import { myDataMessages as messages } from './messages';

export interface MyDataCardProps {
  /** The patient whose record is downloaded. */
  patientId: string;
  /** Where the readable summary for their doctor opens (the patient's summary screen). */
  summaryHref: string;
}

/**
 * On the patient's account page, their data for their doctor (issue 29): a summary to read, print
 * or open as CSV (its own screen), and their whole record as a FHIR R4 Bundle
 * (Patient/{id}/$everything, every page) for their doctor's or another service's software. Each
 * read is audited by the API.
 */
export function MyDataCard({ patientId, summaryHref }: MyDataCardProps) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const download = async () => {
    setState('loading');
    try {
      const record = await collectRecord(everythingPath(patientId), readFhirPage);
      downloadText(
        JSON.stringify(record, null, 2),
        `${intl.formatMessage(messages.fileName)}-${record.timestamp.slice(0, 10)}.json`,
        'application/fhir+json',
      );
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Card as="section" title={intl.formatMessage(messages.title)} headingLevel={3}>
      <Stack gap="md">
        <Text tone="muted">{intl.formatMessage(messages.summaryBody)}</Text>
        <div>
          <ButtonLink as={RouterLink} to={summaryHref} variant="secondary" icon={FileText}>
            {intl.formatMessage(messages.summaryLink)}
          </ButtonLink>
        </div>
        <Text tone="muted">{intl.formatMessage(messages.body)}</Text>
        {state === 'failed' ? (
          <Alert tone="danger">{intl.formatMessage(messages.failed)}</Alert>
        ) : null}
        <div>
          <Button
            variant="secondary"
            icon={Download}
            loading={state === 'loading'}
            onClick={() => void download()}
          >
            {intl.formatMessage(messages.download)}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
