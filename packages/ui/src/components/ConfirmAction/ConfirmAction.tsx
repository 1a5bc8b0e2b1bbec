import type { LucideIcon } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { ConfirmDialog, type confirmDialogTones } from '../ConfirmDialog/ConfirmDialog';
import { nextFocusAfterRemoval } from './nextFocus';

export interface ConfirmActionProps {
  /** The trigger's visible text, a verb ("Retirer"). */
  label: string;
  /** The trigger's icon (from lucide-react), decorative. */
  icon?: LucideIcon;
  /** The trigger's variant. @defaultValue 'ghost' */
  variant?: ButtonProps['variant'];
  /** Id of the element that names what is acted on (the row's name), read with the trigger. */
  'aria-describedby'?: string;
  /** The question, e.g. "Retirer Jeanne Dupont de l'équipe ?". */
  title: ReactNode;
  /** What will happen, read when the dialog opens. */
  description?: ReactNode;
  /** Text of the confirm button. @defaultValue label */
  confirmLabel?: string;
  /** Text of the cancel button ("Annuler", "Garder"). */
  cancelLabel: string;
  /** 'destructive' makes the confirm button red and puts the first focus on cancel. @defaultValue 'destructive' */
  tone?: (typeof confirmDialogTones)[number];
  /** The action is running: the trigger and the confirm button show busy and ignore clicks. @defaultValue false */
  pending?: boolean;
  /** The trigger cannot be used (another action of the list runs). @defaultValue false */
  disabled?: boolean;
  /**
   * Runs once on confirm. The dialog closes as it is called, the focus goes back to the trigger,
   * and the caller reports the outcome (with `pending` meanwhile); a rejection is the caller's to show.
   */
  onConfirm: () => void | Promise<unknown>;
}

/**
 * A button that asks before it acts: the trigger, its confirmation dialog and their open state in
 * one piece, so that a list row does not copy them. When the action removes the row (and the
 * trigger with it), the focus moves to the next row's action rather than being lost on the page.
 */
export function ConfirmAction({
  label,
  icon,
  variant = 'ghost',
  'aria-describedby': describedBy,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'destructive',
  pending = false,
  disabled = false,
  onConfirm,
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Read at removal: a row removed while its dialog is open had the focus in that dialog.
  const openRef = useRef(open);
  useLayoutEffect(() => {
    openRef.current = open;
  }, [open]);

  // A layout-effect cleanup runs while the removed row is still in the document: the only moment
  // to find where the focus should go once it is gone.
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    return () => {
      const focus = document.activeElement;
      if (!trigger || (focus !== trigger && !openRef.current)) {
        return;
      }
      const next = nextFocusAfterRemoval(trigger);
      setTimeout(() => {
        const lost = document.activeElement;
        if (next?.isConnected && (lost === null || lost === document.body)) {
          next.focus();
        }
      }, 0);
    };
  }, []);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      tone={tone}
      loading={pending}
      trigger={
        <Button
          ref={triggerRef}
          variant={variant}
          icon={icon}
          aria-describedby={describedBy}
          loading={pending}
          disabled={disabled}
        >
          {label}
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel ?? label}
      cancelLabel={cancelLabel}
      onConfirm={() => {
        setOpen(false);
        // Not returned: ConfirmDialog would keep itself open on it; `pending` shows the wait.
        void onConfirm();
      }}
    />
  );
}
