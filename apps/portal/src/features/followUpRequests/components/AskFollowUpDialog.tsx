import { Alert, Button, Dialog, RadioGroup, Stack } from '@oxilio/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useWrite, type WriteCall } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { followUpRequestMessages as messages } from './messages';

/** A rehabilitator of the team, and why they cannot be asked (already following, a request pending). */
export interface AskFollowUpOption {
  reeducatorId: string;
  /** Their name, formatted. */
  name: string;
  profession: string | null;
  unavailable: 'follows' | 'pending' | null;
}

export interface AskFollowUpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The patient's name, formatted. */
  patientName: string;
  /** The team, in its order. */
  options: readonly AskFollowUpOption[];
  /** Sends the request and names what it changes (`askFollowUpWrite`); a refusal is told here. */
  write: WriteCall<string, unknown>;
  /** The request went through (the dialog has closed): the page announces it. */
  onSent: (option: AskFollowUpOption) => void;
}

/**
 * The manager chooses a rehabilitator of the team to ask to follow the patient. Those who already
 * follow them or have a request pending are shown, not offered.
 */
export function AskFollowUpDialog({
  open,
  onOpenChange,
  patientName,
  options,
  write,
  onSent,
}: AskFollowUpDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);
  const ask = useWrite({
    ...write,
    problems: { 409: messages.conflict },
    failure: messages.failed,
  });
  const available = options.filter((option) => option.unavailable === null);

  const change = (next: boolean) => {
    if (!ask.isMutating) {
      setChosen('');
      setMissing(false);
      ask.reset();
      onOpenChange(next);
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen === '') {
      setMissing(true);
      return;
    }
    const result = await ask.trigger(chosen);
    const option = options.find((item) => item.reeducatorId === chosen);
    if (result?.ok && option) {
      setChosen('');
      onOpenChange(false);
      onSent(option);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={intl.formatMessage(messages.dialogTitle, { name: patientName })}
      description={intl.formatMessage(messages.dialogDescription)}
      footer={
        available.length > 0 ? (
          <>
            <Button variant="secondary" onClick={() => change(false)} disabled={ask.isMutating}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button type="submit" form={formId} loading={ask.isMutating}>
              {intl.formatMessage(messages.send)}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => change(false)}>
            {intl.formatMessage(messages.close)}
          </Button>
        )
      }
    >
      <Stack gap="lg">
        {available.length === 0 ? (
          <Alert tone="info">{intl.formatMessage(messages.noneAvailable)}</Alert>
        ) : null}
        {options.length > 0 ? (
          <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="lg">
              <RadioGroup
                label={intl.formatMessage(messages.choose)}
                value={chosen}
                onValueChange={(value) => {
                  setChosen(value);
                  setMissing(false);
                }}
                required={available.length > 0}
                error={missing ? intl.formatMessage(messages.required) : undefined}
                options={options.map((option) => ({
                  value: option.reeducatorId,
                  label: option.name,
                  disabled: option.unavailable !== null,
                  hint:
                    option.unavailable === 'follows'
                      ? intl.formatMessage(messages.alreadyFollows)
                      : option.unavailable === 'pending'
                        ? intl.formatMessage(messages.alreadyPending)
                        : (option.profession ?? undefined),
                }))}
              />
              <WriteNotice notice={ask.notice} />
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Dialog>
  );
}
