import { Button, Text, VisuallyHidden } from '@oxilio/ui';
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './fhirClients.css';
import { fhirClientsMessages as messages } from './messages';

export interface CopyValueProps {
  /** What the value is ("Identifiant client"), shown above it and read with the button. */
  label: string;
  /** The value to copy, shown in full (it wraps). */
  value: string;
  /** Id of what else names the value (the row's name), read with the button. */
  'aria-describedby'?: string;
  /** The label's element: a `dt` in a list of details. @defaultValue 'div' */
  as?: 'div' | 'dt';
}

/** How long the button says "Copié" before it offers to copy again. */
const copiedFor = 4000;

/**
 * A value someone copies into another system (a client_id, an address), with its copy button.
 * When the clipboard refuses (no secure context, a denied permission), the text is selected for
 * the keyboard's copy instead, and that is said.
 */
export function CopyValue({
  label,
  value,
  'aria-describedby': describedBy,
  as = 'div',
}: CopyValueProps) {
  const intl = useIntl();
  const labelId = useId();
  const valueRef = useRef<HTMLElement>(null);
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (outcome !== 'copied') {
      return undefined;
    }
    const timer = setTimeout(() => setOutcome(null), copiedFor);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      const element = valueRef.current;
      if (element) {
        window.getSelection()?.selectAllChildren(element);
      }
      setOutcome('failed');
    }
  }

  const Label = as;
  const Value = as === 'dt' ? 'dd' : 'div';
  return (
    <>
      <Label className={as === 'dt' ? styles.term : undefined}>
        <Text as="span" size="small" weight="bold" id={labelId}>
          {label}
        </Text>
      </Label>
      <Value className={styles.definition}>
        <div className={styles.copyRow}>
          <div className={styles.valueBox}>
            <code ref={valueRef} className={styles.value}>
              {value}
            </code>
          </div>
          <Button
            type="button"
            variant="secondary"
            icon={outcome === 'copied' ? Check : Copy}
            aria-describedby={[labelId, describedBy].filter(Boolean).join(' ')}
            onClick={() => void copy()}
          >
            {intl.formatMessage(outcome === 'copied' ? messages.copied : messages.copy)}
          </Button>
        </div>
        <div role="status">
          {outcome === 'copied' ? (
            <VisuallyHidden>{intl.formatMessage(messages.copiedSaid, { label })}</VisuallyHidden>
          ) : null}
          {outcome === 'failed' ? (
            <Text size="small" tone="danger">
              {intl.formatMessage(messages.copyFailed)}
            </Text>
          ) : null}
        </div>
      </Value>
    </>
  );
}
