import { FileText, Upload, X } from 'lucide-react';
import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type DragEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Field } from '../Field/Field';
import { isPresent } from '../Field/useFieldIds';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './FileUpload.css';
import { formatNames, matchesAccept } from './fileChecks';

export interface FileUploadProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'size'
> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Help under the label (formats, size limit). */
  hint?: ReactNode;
  /** Error from the caller; wrong-type and too-large errors are built in. */
  error?: ReactNode;
  /** Accepted formats, as for the native input: ".pdf,image/png,image/*". Checked on drop too. */
  accept?: string;
  /** Largest accepted file, in bytes. */
  maxSize?: number;
  /** Formats as people call them, for the error message. @defaultValue derived from `accept` ("PDF, PNG") */
  acceptLabel?: string;
  /** Several files at once. @defaultValue false */
  multiple?: boolean;
  /** Called with the accepted files after each choice, drop or removal. */
  onFilesChange?: (files: File[]) => void;
  /** Class name of the field's root element. */
  className?: string;
}

/** Sizes in decimal units (ko, Mo), as file managers show them. */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  const [value, unit, digits] =
    bytes >= 1_000_000
      ? [bytes / 1_000_000, 'megabyte', 1]
      : bytes >= 1_000
        ? [bytes / 1_000, 'kilobyte', 0]
        : [bytes, 'byte', 0];
  return intl.formatNumber(value, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  });
}

/** Puts these files in the input, so that a form submits exactly the files shown. */
function setInputFiles(input: HTMLInputElement | null, files: readonly File[]) {
  if (!input) {
    return;
  }
  const transfer = new DataTransfer();
  files.forEach((file) => transfer.items.add(file));
  try {
    input.files = transfer.files;
  } catch {
    // Some test tools replace `files` with a read-only property; the files shown stay right.
  }
}

/**
 * A native file input behind a drop zone: chosen with the keyboard (Enter or Space on the focused
 * zone), by click or by drag and drop. Shows each file's name and size, with a button to remove it.
 */
export const FileUpload = forwardRef<HTMLInputElement, FileUploadProps>(function FileUpload(
  {
    label,
    hint,
    error,
    accept,
    maxSize,
    acceptLabel,
    multiple = false,
    onFilesChange,
    required = false,
    disabled = false,
    id,
    className,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);

  const problemOf = (file: File): string | null => {
    if (!matchesAccept(file, accept)) {
      return intl.formatMessage(
        {
          id: 'ui.fileUpload.wrongType',
          defaultMessage:
            '« {name} » n’est pas dans un format accepté. Formats acceptés : {formats}.',
        },
        {
          name: file.name,
          formats: acceptLabel ?? intl.formatList(formatNames(accept), { type: 'disjunction' }),
        },
      );
    }
    if (maxSize !== undefined && file.size > maxSize) {
      return intl.formatMessage(
        {
          id: 'ui.fileUpload.tooLarge',
          defaultMessage: '« {name} » est trop volumineux ({size}). Taille maximale : {max}.',
        },
        {
          name: file.name,
          size: formatFileSize(intl, file.size),
          max: formatFileSize(intl, maxSize),
        },
      );
    }
    return null;
  };

  /** Keeps the accepted files (in the input too, so that a form submits only those). */
  const take = (chosen: readonly File[]) => {
    const candidates = multiple ? chosen : chosen.slice(0, 1);
    const accepted = candidates.filter((file) => problemOf(file) === null);
    setProblems(candidates.map(problemOf).filter((problem): problem is string => problem !== null));
    setFiles(accepted);
    setInputFiles(inputRef.current, accepted);
    onFilesChange?.(accepted);
  };

  const remove = (index: number) => {
    const remaining = files.filter((_, position) => position !== index);
    setFiles(remaining);
    setProblems([]);
    setInputFiles(inputRef.current, remaining);
    // The removed file's button is gone: focus returns to the zone.
    inputRef.current?.focus();
    onFilesChange?.(remaining);
  };

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (disabled) {
      return;
    }
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLElement>) => {
    // Moving over the zone's own children fires dragleave too: only leaving the zone counts.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setDragging(false);
    }
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) {
      take(Array.from(event.dataTransfer.files));
    }
  };

  const shownError =
    problems.length > 0 ? (
      <>
        {problems.map((problem, index) => (
          <span key={index} className={styles.problem}>
            {problem}
          </span>
        ))}
      </>
    ) : isPresent(error) ? (
      error
    ) : undefined;

  return (
    <Field
      label={label}
      hint={hint}
      error={shownError}
      liveError
      required={required}
      id={id}
      className={className}
      describedBy={describedBy}
    >
      {(control) => (
        <>
          <div
            className={styles.dropTarget}
            onDragOver={onDragOver}
            onDragLeave={onDragLeave}
            onDrop={onDrop}
          >
            <input
              ref={inputRef}
              type="file"
              {...rest}
              {...control}
              accept={accept}
              multiple={multiple}
              disabled={disabled}
              onChange={(event) => take(Array.from(event.target.files ?? []))}
              className={styles.input}
            />
            <label
              htmlFor={control.id}
              className={styles.zone}
              data-dragging={dragging ? '' : undefined}
            >
              <Upload
                aria-hidden="true"
                focusable="false"
                size="1.5em"
                className={styles.zoneIcon}
              />
              <span className={styles.choose}>
                {multiple
                  ? intl.formatMessage({
                      id: 'ui.fileUpload.chooseFiles',
                      defaultMessage: 'Choisir des fichiers',
                    })
                  : intl.formatMessage({
                      id: 'ui.fileUpload.chooseFile',
                      defaultMessage: 'Choisir un fichier',
                    })}
              </span>
              {/* Dragging is for the mouse only: not part of the input's name. */}
              <span aria-hidden="true" className={styles.drop}>
                {multiple
                  ? intl.formatMessage({
                      id: 'ui.fileUpload.dropFiles',
                      defaultMessage: 'ou déposez-les ici',
                    })
                  : intl.formatMessage({
                      id: 'ui.fileUpload.dropFile',
                      defaultMessage: 'ou déposez-le ici',
                    })}
              </span>
            </label>
          </div>
          <div aria-live="polite">
            {files.length > 0 ? (
              <ul
                className={styles.files}
                aria-label={intl.formatMessage(
                  {
                    id: 'ui.fileUpload.selected',
                    defaultMessage:
                      '{count, plural, one {Fichier choisi} other {Fichiers choisis}}',
                  },
                  { count: files.length },
                )}
              >
                {files.map((file, index) => (
                  <li key={`${file.name}-${index}`} className={styles.file}>
                    <FileText
                      aria-hidden="true"
                      focusable="false"
                      size="1.25em"
                      className={styles.fileIcon}
                    />
                    <span className={styles.fileName}>{file.name}</span>
                    <span className={styles.fileSize}>{formatFileSize(intl, file.size)}</span>
                    <IconButton
                      icon={X}
                      label={intl.formatMessage(
                        { id: 'ui.fileUpload.remove', defaultMessage: 'Retirer {name}' },
                        { name: file.name },
                      )}
                      disabled={disabled}
                      onClick={() => remove(index)}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </>
      )}
    </Field>
  );
});
