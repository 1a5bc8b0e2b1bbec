import { Alert, Button, Card, Stack, Text } from '@oxilio/ui';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { downloadText } from '../../../app/download';
import { readFhirPage } from '../api/readFhirPage';
import { collectRecord, everythingPath } from '../model/fhirRecord';
import { myDataMessages as messages } from './messages';

/**
 * On the patient's account page: their whole record as a FHIR R4 Bundle (Patient/{id}/$everything,
 * every page), to give their doctor or another service (issue 29). Each read is audited by the API.
 */
export function MyDataCard({ patientId }: { patientId: string }) {
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
