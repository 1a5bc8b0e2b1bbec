import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { forwardRef, useRef, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../../utils/cx';
import * as styles from './Dialog.css';
import type { DialogProps } from './Dialog';

/** What the open dialog is told: open, with its opener when it has a trigger. */
export type DialogModalProps = Omit<DialogProps, 'open' | 'defaultOpen' | 'trigger'> & {
  onOpenChange: (open: boolean) => void;
  /** The trigger the dialog opened from: the focus goes back to it. */
  opener?: RefObject<HTMLElement | null>;
};

/**
 * The open dialog (Radix), in its own chunk: `Dialog` loads it when it first opens (or earlier, on
 * an intent to open: a pointer over its trigger, the focus on it, `preloadDialog`).
 */
const DialogModal = forwardRef<HTMLDivElement, DialogModalProps>(function DialogModal(
  {
    onOpenChange,
    opener,
    title,
    description,
    children,
    footer,
    size = 'medium',
    initialFocusRef,
    role = 'dialog',
    modal = true,
    container,
    className,
  },
  ref,
) {
  const intl = useIntl();
  // The trigger is outside Radix (Dialog.tsx): the focus goes back to it, or to where it was.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const content = (
    <RadixDialog.Content
      ref={ref}
      role={role}
      className={cx(styles.content({ size }), className)}
      onOpenAutoFocus={(event) => {
        returnFocusRef.current =
          opener?.current ??
          (document.activeElement instanceof HTMLElement ? document.activeElement : null);
        if (!modal) {
          event.preventDefault();
        } else if (initialFocusRef?.current) {
          event.preventDefault();
          initialFocusRef.current.focus();
        }
      }}
      onCloseAutoFocus={(event) => {
        const previous = returnFocusRef.current;
        if (modal && previous?.isConnected) {
          event.preventDefault();
          previous.focus();
        }
      }}
      onPointerDownOutside={(event) => {
        if (role === 'alertdialog') {
          event.preventDefault();
        }
      }}
    >
      <div className={styles.header}>
        <div className={styles.headings}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
        </div>
        <RadixDialog.Close asChild>
          <IconButton
            icon={X}
            className={styles.close}
            label={intl.formatMessage({ id: 'ui.dialog.close', defaultMessage: 'Fermer' })}
          />
        </RadixDialog.Close>
      </div>
      {children !== undefined && children !== null ? (
        <div className={styles.body}>{children}</div>
      ) : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </RadixDialog.Content>
  );
  return (
    <RadixDialog.Root open onOpenChange={onOpenChange} modal={modal}>
      {modal ? (
        <RadixDialog.Portal container={container}>
          <RadixDialog.Overlay className={styles.overlay}>{content}</RadixDialog.Overlay>
        </RadixDialog.Portal>
      ) : (
        content
      )}
    </RadixDialog.Root>
  );
});

export default DialogModal;
