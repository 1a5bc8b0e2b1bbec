import { useId } from 'react';

export interface FieldIdsOptions {
  /** Id of the control; generated when missing. */
  id?: string;
  /** Whether a hint is shown (its id then joins `aria-describedby`). */
  hasHint: boolean;
  /** Whether an error is shown (its id then joins `aria-describedby` and sets `aria-invalid`). */
  hasError: boolean;
  /** Ids of further descriptions, given by the caller's own `aria-describedby`. */
  describedBy?: string;
}

export interface FieldIds {
  /** Id of the control (the one given, or a generated one). */
  controlId: string;
  /** Id of the label or legend. */
  labelId: string;
  /** Id of the hint. */
  hintId: string;
  /** Id of the error message. */
  errorId: string;
  /** `aria-describedby` for the control: hint, then error, then the caller's ids. */
  describedBy: string | undefined;
  /** Whether an error is shown. */
  invalid: boolean;
}

/** The ids that tie a control to its label, hint and error: written once for every form control. */
export function useFieldIds({ id, hasHint, hasError, describedBy }: FieldIdsOptions): FieldIds {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const described = [hasHint ? hintId : null, hasError ? errorId : null, describedBy ?? null]
    .filter(Boolean)
    .join(' ');
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId,
    errorId,
    describedBy: described === '' ? undefined : described,
    invalid: hasError,
  };
}

/** True when a label, hint or error prop holds something to show. */
export function isPresent(node: unknown): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}
