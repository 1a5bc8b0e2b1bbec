import type { PatientRehabilitatorInvitation } from '@oxilio/domain/contract';
import { Alert, Button, Dialog, VisuallyHidden } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { startupMessages as messages } from './messages';

export interface InvitationDialogProps {
  /** The rehabilitator's invitation to answer. */
  invitation: Pick<PatientRehabilitatorInvitation, 'id' | 'reeducator'>;
  /** Whether an answer is being sent: the buttons ignore clicks meanwhile. @defaultValue false */
  pending?: boolean;
  /** Why the last answer failed (translated), shown in the dialog; the buttons stay usable. */
  error?: string | null;
  /** Called with the patient's answer. */
  onAnswer: (accepted: boolean) => void;
  /** Called when the patient closes the dialog without answering (close button, Escape). */
  onDismiss: () => void;
}

/**
 * A rehabilitator asks to follow the patient: accept or refuse. A question that
 * needs an answer: an outside click does not close it, Escape and the close button do.
 */
export function InvitationDialog({
  invitation,
  pending = false,
  error = null,
  onAnswer,
  onDismiss,
}: InvitationDialogProps) {
  const intl = useIntl();
  const answer = (accepted: boolean) => {
    if (!pending) {
      onAnswer(accepted);
    }
  };
  return (
    <Dialog
      open
      role="alertdialog"
      size="small"
      onOpenChange={(open) => {
        if (!open) {
          onDismiss();
        }
      }}
      title={intl.formatMessage(messages.invitationTitle)}
      description={intl.formatMessage(messages.invitationText, {
        firstName: invitation.reeducator.firstName,
        lastName: invitation.reeducator.lastName,
      })}
      footer={
        <>
          <Button variant="secondary" aria-disabled={pending} onClick={() => answer(false)}>
            {intl.formatMessage(messages.refuse)}
          </Button>
          <Button aria-disabled={pending} onClick={() => answer(true)}>
            {intl.formatMessage(messages.accept)}
          </Button>
        </>
      }
    >
      <div role="status">
        {pending ? <VisuallyHidden>{intl.formatMessage(messages.sending)}</VisuallyHidden> : null}
      </div>
      {error ? (
        <Alert tone="danger" title={intl.formatMessage(messages.answerFailed)}>
          {error}
        </Alert>
      ) : null}
    </Dialog>
  );
}
