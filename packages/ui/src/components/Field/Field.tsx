import { CircleAlert } from 'lucide-react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './Field.css';
import { isPresent, useFieldIds, type FieldIds } from './useFieldIds';

export interface FieldLabelProps {
  /** Element: a `label` tied to a control, a `legend` for a fieldset, or a `span`. @defaultValue 'label' */
  as?: 'label' | 'legend' | 'span';
  /** Id of the labelled control (for `label`). */
  htmlFor?: string;
  /** Id of the label itself, for `aria-labelledby`. */
  id?: string;
  /** Shows the translated "(obligatoire)" marker; hidden from screen readers, which announce the control's own required state. @defaultValue false */
  required?: boolean;
  /** Keeps the label for screen readers only. @defaultValue false */
  hidden?: boolean;
  /** Extra class name. */
  className?: string;
  /** Text of the label. */
  children: ReactNode;
}

/** The visible label of a form control, with the translated required marker. */
export function FieldLabel({
  as: Tag = 'label',
  htmlFor,
  id,
  required = false,
  hidden = false,
  className,
  children,
}: FieldLabelProps) {
  const intl = useIntl();
  const content = (
    <>
      {children}
      {required ? (
        <span aria-hidden="true" className={styles.required}>
          {intl.formatMessage({ id: 'ui.field.required', defaultMessage: '(obligatoire)' })}
        </span>
      ) : null}
    </>
  );
  // Hidden by class, not by a wrapper: a legend must stay the first child of its fieldset.
  const classes = cx(
    Tag === 'legend' ? styles.legend : styles.label,
    hidden && visuallyHidden,
    className,
  );
  return Tag === 'label' ? (
    <label htmlFor={htmlFor} id={id} className={classes}>
      {content}
    </label>
  ) : (
    <Tag id={id} className={classes}>
      {content}
    </Tag>
  );
}

export interface FieldHintProps {
  /** Id, for `aria-describedby`. */
  id: string;
  /** Text of the hint. */
  children: ReactNode;
}

/** Help under a label: format, example, constraints. */
export function FieldHint({ id, children }: FieldHintProps) {
  return (
    <div id={id} className={styles.hint}>
      {children}
    </div>
  );
}

export interface FieldErrorProps {
  /** Id, for `aria-describedby`. */
  id: string;
  /** Announces the error as it appears (for errors the component finds itself). @defaultValue false */
  live?: boolean;
  /** Text of the error; nothing is shown without it. */
  children?: ReactNode;
}

/** An error message: red, with an icon and a spoken "Erreur :" prefix, so it does not rest on colour. */
export function FieldError({ id, live = false, children }: FieldErrorProps) {
  const intl = useIntl();
  // The space keeps the prefix apart from the message in the computed description.
  const prefix = `${intl.formatMessage({ id: 'ui.field.errorPrefix', defaultMessage: 'Erreur :' })} `;
  const message = isPresent(children) ? (
    <>
      <CircleAlert
        aria-hidden="true"
        focusable="false"
        size="1.1em"
        strokeWidth={2.5}
        className={styles.errorIcon}
      />
      <span>
        <VisuallyHidden>{prefix}</VisuallyHidden>
        {children}
      </span>
    </>
  ) : null;
  // A live region must be in the page before its content changes, so it is always rendered.
  if (live) {
    return (
      <div id={id} className={styles.error} aria-live="polite">
        {message}
      </div>
    );
  }
  return message ? (
    <div id={id} className={styles.error}>
      {message}
    </div>
  ) : null;
}

/** What a form control receives from `Field`. */
export interface FieldControlProps {
  /** Id of the control, which the label points at. */
  id: string;
  /** Hint, error and the caller's descriptions. */
  'aria-describedby': string | undefined;
  /** Set while an error is shown. */
  'aria-invalid': true | undefined;
  /** Set for a required field. */
  required: boolean | undefined;
}

export interface FieldProps {
  /** Text of the label (or legend). */
  label: ReactNode;
  /** Help under the label. */
  hint?: ReactNode;
  /** Error message; sets `aria-invalid` and joins the description. */
  error?: ReactNode;
  /** Marks the field as required (marker on the label, `required` on the control). @defaultValue false */
  required?: boolean;
  /** Id of the control; generated when missing. */
  id?: string;
  /** 'fieldset' groups several controls under a `legend`. @defaultValue 'div' */
  as?: 'div' | 'fieldset';
  /** Keeps the label for screen readers only (when the context labels the field visibly). @defaultValue false */
  hideLabel?: boolean;
  /** Announces the error as it appears. @defaultValue false */
  liveError?: boolean;
  /** Ids of further descriptions for the control. */
  describedBy?: string;
  /** Disables every control of a fieldset. @defaultValue false */
  disabled?: boolean;
  /** Attributes for the root element (the fieldset, for instance its role). */
  rootProps?: HTMLAttributes<HTMLElement>;
  /** Ref to the fieldset, when `as` is 'fieldset'. */
  fieldsetRef?: Ref<HTMLFieldSetElement>;
  /** Extra class name on the root element. */
  className?: string;
  /** Renders the control, given the props that tie it to the label, hint and error (and all the ids). */
  children: (control: FieldControlProps, ids: FieldIds) => ReactNode;
}

/**
 * Label, hint, error and control, tied together by ids: the wiring every form control shares.
 * In a fieldset, the description goes on the fieldset.
 */
export function Field({
  label,
  hint,
  error,
  required = false,
  id,
  as = 'div',
  hideLabel = false,
  liveError = false,
  describedBy,
  disabled = false,
  rootProps,
  fieldsetRef,
  className,
  children,
}: FieldProps) {
  const hasHint = isPresent(hint);
  const hasError = isPresent(error);
  const ids = useFieldIds({ id, hasHint, hasError, describedBy });
  const control: FieldControlProps = {
    id: ids.controlId,
    'aria-describedby': ids.describedBy,
    'aria-invalid': ids.invalid ? true : undefined,
    required: required || undefined,
  };
  const parts = (
    <>
      {hasHint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <FieldError id={ids.errorId} live={liveError}>
        {error}
      </FieldError>
      {children(control, ids)}
    </>
  );
  if (as === 'fieldset') {
    return (
      <fieldset
        ref={fieldsetRef}
        // Named by the legend explicitly, so that it stays named whatever role it is given.
        aria-labelledby={ids.labelId}
        aria-describedby={ids.describedBy}
        disabled={disabled}
        {...rootProps}
        className={cx(styles.field, className)}
      >
        <FieldLabel as="legend" id={ids.labelId} required={required} hidden={hideLabel}>
          {label}
        </FieldLabel>
        <div className={styles.fieldsetBody}>{parts}</div>
      </fieldset>
    );
  }
  return (
    <div {...rootProps} className={cx(styles.field, className)}>
      <FieldLabel htmlFor={ids.controlId} id={ids.labelId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {parts}
    </div>
  );
}
