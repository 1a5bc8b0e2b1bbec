import { Alert, Button } from '@oxilio/ui';
import type { ReactNode, Ref } from 'react';

export interface RetryAlertProps {
  /** What failed, said to the user. */
  children: ReactNode;
  /** The button's text ("Réessayer", "Vérifier à nouveau"…). */
  retryLabel: string;
  onRetry: () => void;
  /** The button, for a page that moves the focus to it. */
  retryRef?: Ref<HTMLButtonElement>;
}

/** A failure the user can try again: a read, the check of an emailed link. */
export function RetryAlert({ children, retryLabel, onRetry, retryRef }: RetryAlertProps) {
  return (
    <Alert
      tone="danger"
      action={
        <Button ref={retryRef} variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
