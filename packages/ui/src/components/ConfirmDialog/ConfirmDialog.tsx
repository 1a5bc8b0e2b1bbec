import { LoaderCircle } from 'lucide-react';
import { forwardRef, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { useControllableState } from '../../utils/useControllableState';
import * as styles from './ConfirmDialog.css';

export const confirmDialogTones = ['default', 'destructive'] as const;

export interface ConfirmDialogProps {
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). @defaultValue false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog, usually a Button. */
  trigger?: ReactElement;
  /** The question, e.g. "Supprimer la séance ?". */
  title: ReactNode;
  /** What will happen, read when the dialog opens. */
  description?: ReactNode;
  /** More content between the description and the buttons. */
  children?: ReactNode;
  /** Text of the confirm button, a verb ("Supprimer"). */
  confirmLabel: string;
  /** Text of the cancel button ("Annuler"). */
  cancelLabel: string;
  /** Runs on confirm; a returned promise shows the loading state, and closes the dialog when it resolves (it stays open on rejection). */
  onConfirm: () => void | Promise<unknown>;
  /** Runs on cancel, Escape or the close button. */
  onCancel?: () => void;
  /** 'destructive' makes the confirm button red and puts the first focus on cancel. @defaultValue 'default' */
  tone?: (typeof confirmDialogTones)[number];
  /** Shows the confirm button as busy and keeps the dialog open. @defaultValue false */
  loading?: boolean;
  /** False renders it in place, without overlay or focus trap (previews). @defaultValue true */
  modal?: boolean;
}

/** Asks the user to confirm an action (role="alertdialog"). */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(function ConfirmDialog(
  {
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    trigger,
    title,
    description,
    children,
    confirmLabel,
    cancelLabel,
    onConfirm,
    onCancel,
    tone = 'default',
    loading = false,
    modal = true,
  },
  ref,
) {
  const intl = useIntl();
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const busy = loading || pending;

  const requestOpenChange = (next: boolean) => {
    if (!next && busy) {
      return;
    }
    if (!next) {
      onCancel?.();
    }
    setOpen(next);
  };

  const confirm = () => {
    if (busy) {
      return;
    }
    const result = onConfirm();
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setPending(true);
      (result as Promise<unknown>).then(
        () => {
          setPending(false);
          setOpen(false);
        },
        () => setPending(false),
      );
    } else if (!loading) {
      setOpen(false);
    }
  };

  return (
    <Dialog
      ref={ref}
      role="alertdialog"
      size="small"
      modal={modal}
      open={open}
      onOpenChange={requestOpenChange}
      trigger={trigger}
      title={title}
      description={description}
      initialFocusRef={tone === 'destructive' ? cancelRef : undefined}
      footer={
        <>
          <Button
            ref={cancelRef}
            variant="secondary"
            aria-disabled={busy || undefined}
            onClick={() => requestOpenChange(false)}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'destructive' ? 'danger' : 'primary'}
            aria-disabled={busy || undefined}
            className={busy ? styles.busy : undefined}
            onClick={confirm}
          >
            {busy ? (
              <LoaderCircle
                aria-hidden="true"
                focusable="false"
                className={styles.spinner}
                size={20}
              />
            ) : null}
            {confirmLabel}
          </Button>
          <VisuallyHidden>
            <span role="status">
              {busy
                ? intl.formatMessage({
                    id: 'ui.confirmDialog.pending',
                    defaultMessage: 'Traitement en cours…',
                  })
                : null}
            </span>
          </VisuallyHidden>
        </>
      }
    >
      {children}
    </Dialog>
  );
});
