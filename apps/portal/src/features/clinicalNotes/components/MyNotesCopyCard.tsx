import { apiRoutes } from '@oxilio/domain/contract';
import { Alert, Button, Card, Stack, Text } from '@oxilio/ui';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../../app/api';
import { downloadText } from '../../../app/download';
import { dataOf } from '../../../app/swr';
import { notesExportText } from '../model/notesExportText';
import { clinicalNotesMessages as messages } from './messages';

/**
 * On the patient's account page: their copy of the clinical notes their care team wrote about
 * them (every version, withdrawals), as a text file in their language. The notes are never shown
 * on the patient's screens (issue 28); the copy is their right of access. The read is audited.
 */
export function MyNotesCopyCard({ patientId }: { patientId: string }) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const download = async () => {
    setState('loading');
    try {
      const copy = await dataOf(
        api.call(apiRoutes.clinicalNotes.exportOfPatient, { params: { id: patientId } }),
      );
      const day = copy.exportedAt.slice(0, 10);
      downloadText(
        notesExportText(copy, intl),
        `${intl.formatMessage(messages.exportFileName)}-${day}.txt`,
        'text/plain',
      );
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Card as="section" title={intl.formatMessage(messages.myNotesTitle)} headingLevel={3}>
      <Stack gap="md">
        <Text tone="muted">{intl.formatMessage(messages.myNotesBody)}</Text>
        {state === 'failed' ? (
          <Alert tone="danger">{intl.formatMessage(messages.myNotesFailed)}</Alert>
        ) : null}
        <div>
          <Button
            variant="secondary"
            icon={Download}
            loading={state === 'loading'}
            onClick={() => void download()}
          >
            {intl.formatMessage(messages.myNotesDownload)}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
