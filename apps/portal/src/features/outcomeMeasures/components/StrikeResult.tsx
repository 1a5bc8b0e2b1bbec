import { outcomeStrikeReasonMaxLength, formatDate } from '@oxilio/domain';
import type { OutcomeResult } from '@oxilio/domain/contract';
import { Button, ConfirmAction, Inline, Stack, TextField } from '@oxilio/ui';
import { Strikethrough } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { outcomeMessages as m } from './messages';

export interface StrikeResultProps {
  result: OutcomeResult;
  /** Id of the row's text, which names the result for the buttons. */
  describedBy: string;
  pending: boolean;
  onStrike: (reason: string) => Promise<unknown>;
}

/**
 * Striking out a wrong result: "Barrer" opens the reason, then a confirmation; the result stays in
 * the history, crossed out.
 */
export function StrikeResult({ result, describedBy, pending, onStrike }: StrikeResultProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const missing = reason.trim() === '';
  if (!open) {
    return (
      <Button
        variant="ghost"
        icon={Strikethrough}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        {intl.formatMessage(m.strike)}
      </Button>
    );
  }
  return (
    <Stack gap="sm">
      <TextField
        label={intl.formatMessage(m.strikeReason)}
        hint={intl.formatMessage(m.strikeReasonHint)}
        required
        maxLength={outcomeStrikeReasonMaxLength}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={checked && missing ? intl.formatMessage(m.strikeReasonRequired) : null}
      />
      <Inline gap="sm" wrap>
        {missing ? (
          <Button variant="danger" icon={Strikethrough} onClick={() => setChecked(true)}>
            {intl.formatMessage(m.strikeConfirm)}
          </Button>
        ) : (
          <ConfirmAction
            label={intl.formatMessage(m.strikeConfirm)}
            icon={Strikethrough}
            variant="danger"
            aria-describedby={describedBy}
            title={intl.formatMessage(m.strikeTitle, { date: formatDate(result.measuredOn) })}
            description={intl.formatMessage(m.strikeDescription)}
            cancelLabel={intl.formatMessage(m.keep)}
            pending={pending}
            onConfirm={() => onStrike(reason.trim())}
          />
        )}
        <Button variant="ghost" onClick={() => setOpen(false)} disabled={pending}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </Inline>
    </Stack>
  );
}
