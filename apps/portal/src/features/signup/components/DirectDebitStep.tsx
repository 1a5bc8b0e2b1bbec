import {
  applicationDocumentMaxBytes,
  type ApplicationDocument,
  type ApplicationView,
} from '@oxilio/domain/contract';
import { Alert, Button, FileUpload, ProgressBar, Stack, Text, formatFileSize } from '@oxilio/ui';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { downloadFile } from '../../../app/download';
import { useLocale } from '../../../i18n/LocaleProvider';
import { downloadDirectDebitMandate } from '../api/downloadDirectDebitMandate';
import { uploadDirectDebitOrder } from '../api/uploadDirectDebitOrder';
import { directDebitMessages } from '../messages';
import { mandateFileName, uploadFailureOf } from '../model/directDebit';
import type { ApplicationLinkParams } from '../useLinkedApplication';

const accept = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

type Upload =
  | { status: 'idle' }
  | { status: 'sending'; sent: number; total: number }
  | { status: 'done'; document: ApplicationDocument; name: string }
  | {
      status: 'failed';
      message: MessageDescriptor;
      values?: Record<string, string>;
      /** About the file (none chosen, too large, wrong type): said on the field, not below it. */
      ofFile: boolean;
    };

/** The refusals that are about the file itself, shown as the field's error. */
const fileMessages: readonly MessageDescriptor[] = [
  directDebitMessages.chooseFirst,
  directDebitMessages.tooLarge,
  directDebitMessages.wrongType,
];

/**
 * The mandate form to fill in, prefilled by the API (a PDF in the application's language), first:
 * a failed download says so beside its button and changes nothing else.
 */
function MandateDownload({
  application,
  link,
}: {
  application: ApplicationView;
  link: ApplicationLinkParams;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  async function download() {
    setState('loading');
    const result = await downloadDirectDebitMandate(
      application.type,
      application.applicationId,
      link.token,
      locale,
    );
    if (!result.ok) {
      setState('failed');
      return;
    }
    downloadFile(
      result.file,
      mandateFileName(intl.formatMessage(directDebitMessages.mandateFileName), application),
    );
    setState('idle');
  }
  return (
    <Stack gap="sm">
      <div>
        <Button
          size="large"
          variant="secondary"
          icon={Download}
          loading={state === 'loading'}
          onClick={() => void download()}
        >
          {intl.formatMessage(directDebitMessages.mandateDownload)}
        </Button>
      </div>
      <Text tone="muted">{intl.formatMessage(directDebitMessages.mandateHint)}</Text>
      {state === 'failed' ? (
        <Alert tone="danger">{intl.formatMessage(directDebitMessages.mandateFailed)}</Alert>
      ) : null}
    </Stack>
  );
}

/**
 * The direct debit order: the form to fill in (downloaded), then a PDF or a picture of the signed
 * form, sent with a progress bar (XHR upload events); an order already received lets the person
 * go on, or send a newer version.
 * One error at a time: a refusal about the file is the field's error, which the field's own
 * (a file of the wrong type or too large, refused before sending) replaces.
 */
export function DirectDebitStep({
  application,
  link,
  onContinue,
  onLinkRefused,
}: {
  application: ApplicationView;
  link: ApplicationLinkParams;
  onContinue: () => void;
  onLinkRefused: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const maxSize = formatFileSize(intl, applicationDocumentMaxBytes);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (upload.status === 'done') {
      doneRef.current?.focus();
    }
  }, [upload.status]);

  async function send() {
    if (!file) {
      setUpload({ status: 'failed', message: directDebitMessages.chooseFirst, ofFile: true });
      fileRef.current?.focus();
      return;
    }
    abort.current = new AbortController();
    setUpload({ status: 'sending', sent: 0, total: file.size });
    const result = await uploadDirectDebitOrder(
      application.type,
      application.applicationId,
      link.token,
      file,
      {
        locale,
        signal: abort.current.signal,
        onProgress: (sent, total) => setUpload({ status: 'sending', sent, total }),
      },
    );
    if (result.ok) {
      setUpload({ status: 'done', document: result.document, name: file.name });
      return;
    }
    const failure = uploadFailureOf(result.problem);
    if (failure === 'linkRefused') {
      onLinkRefused();
      return;
    }
    setUpload({
      status: 'failed',
      message: failure,
      values: { size: maxSize },
      ofFile: fileMessages.includes(failure),
    });
  }

  const received = upload.status === 'done' || application.hasDirectDebitOrder;
  const failure =
    upload.status === 'failed' ? intl.formatMessage(upload.message, upload.values) : null;
  const fileFailure = upload.status === 'failed' && upload.ofFile;
  return (
    <Stack gap="lg">
      <Text>{intl.formatMessage(directDebitMessages.intro)}</Text>
      <MandateDownload application={application} link={link} />
      {upload.status === 'done' ? (
        <Alert
          ref={doneRef}
          tabIndex={-1}
          tone="success"
          title={intl.formatMessage(directDebitMessages.received)}
        >
          <Text>
            {intl.formatMessage(directDebitMessages.receivedBody, {
              name: upload.name,
              size: formatFileSize(intl, upload.document.sizeBytes),
            })}
          </Text>
        </Alert>
      ) : application.hasDirectDebitOrder ? (
        <Alert tone="info">{intl.formatMessage(directDebitMessages.already)}</Alert>
      ) : null}
      <FileUpload
        ref={fileRef}
        name="file"
        label={intl.formatMessage(directDebitMessages.file)}
        hint={intl.formatMessage(directDebitMessages.hint, { size: maxSize })}
        accept={accept}
        acceptLabel="PDF, PNG, JPEG"
        maxSize={applicationDocumentMaxBytes}
        disabled={upload.status === 'sending'}
        error={fileFailure ? failure : undefined}
        onFilesChange={(files) => {
          setFile(files[0] ?? null);
          if (upload.status === 'failed') {
            setUpload({ status: 'idle' });
          }
        }}
      />
      {upload.status === 'sending' ? (
        <ProgressBar
          label={intl.formatMessage(directDebitMessages.progress)}
          value={upload.sent}
          max={upload.total || 1}
          valueText={`${formatFileSize(intl, upload.sent)} / ${formatFileSize(intl, upload.total)}`}
        />
      ) : null}
      {failure !== null && !fileFailure ? <Alert tone="danger">{failure}</Alert> : null}
      <Button
        size="large"
        variant={received ? 'secondary' : 'primary'}
        loading={upload.status === 'sending'}
        onClick={() => void send()}
      >
        {intl.formatMessage(directDebitMessages.send)}
      </Button>
      {received ? (
        <Button size="large" onClick={onContinue}>
          {intl.formatMessage(directDebitMessages.continue)}
        </Button>
      ) : null}
    </Stack>
  );
}
