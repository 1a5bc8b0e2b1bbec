import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { forwardRef, useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../../utils/cx';
import * as styles from './Dialog.css';

export const dialogSizes = ['small', 'medium', 'large'] as const;

export interface DialogProps {
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). @defaultValue false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, close button, Escape, outside click). */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog, usually a Button; the focus returns to it on close. */
  trigger?: ReactElement;
  /** Title, required: it names the dialog. */
  title: ReactNode;
  /** Sentence under the title, read when the dialog opens. */
  description?: ReactNode;
  /** Body of the dialog. */
  children?: ReactNode;
  /** Buttons at the bottom, the main one last. */
  footer?: ReactNode;
  /** Maximum width. @defaultValue 'medium' */
  size?: (typeof dialogSizes)[number];
  /** Element to focus on open, instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for a question that needs an answer (no close on outside click). @defaultValue 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** False renders the dialog in place, without overlay, focus trap or focus move. @defaultValue true */
  modal?: boolean;
  /** Element the modal dialog is rendered into. @defaultValue document.body */
  container?: HTMLElement | null;
  /** Extra class on the dialog box. */
  className?: string;
}

/**
 * A modal dialog: focus moves in and stays in, Escape or the close button closes it, and the focus
 * goes back to where it was.
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  {
    open,
    defaultOpen,
    onOpenChange,
    trigger,
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
  // Radix returns the focus to its Trigger only; without one, return it to where it was.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const content = (
    <RadixDialog.Content
      ref={ref}
      role={role}
      className={cx(styles.content({ size }), className)}
      onOpenAutoFocus={(event) => {
        returnFocusRef.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
        if (!modal) {
          event.preventDefault();
        } else if (initialFocusRef?.current) {
          event.preventDefault();
          initialFocusRef.current.focus();
        }
      }}
      onCloseAutoFocus={(event) => {
        const previous = returnFocusRef.current;
        if (!trigger && modal && previous?.isConnected) {
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
    <RadixDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      modal={modal}
    >
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
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
