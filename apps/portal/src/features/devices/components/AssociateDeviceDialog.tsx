import { Alert, Button, Dialog, Select, Stack } from '@oxilio/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { asResult, useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { devicesMessages as messages } from './messages';
import { wheelTypeLabel, wheelTypes } from './wheelTypes';

/** A choice offered in the dialog: a free device, or a patient without a device. */
export interface AssociateOption {
  id: string;
  label: string;
}

export interface AssociateDeviceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, naming the patient or the device already chosen. */
  title: string;
  /** What to choose: a device (for a patient) or a patient (for a device). */
  choose: 'device' | 'patient';
  /** The free devices, or the patients without a device. */
  options: readonly AssociateOption[];
  /** Associates the chosen one with the wheel type; resolves false when it did not go through. */
  onAssociate: (chosenId: string, wheelType: string) => Promise<boolean>;
}

/** Associates a device with a patient: the missing half of the pair, and the wheel type. */
export function AssociateDeviceDialog({
  open,
  onOpenChange,
  title,
  choose,
  options,
  onAssociate,
}: AssociateDeviceDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const [chosen, setChosen] = useState('');
  const [wheelType, setWheelType] = useState<string>(wheelTypes[0]);
  const [missing, setMissing] = useState(false);
  const associate = useWrite({
    call: ({ id, wheel }: { id: string; wheel: string }) => asResult(onAssociate(id, wheel)),
    failure: messages.failed,
  });

  const change = (next: boolean) => {
    if (!associate.isMutating) {
      setChosen('');
      setMissing(false);
      associate.reset();
      onOpenChange(next);
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen === '') {
      setMissing(true);
      return;
    }
    const result = await associate.trigger({ id: chosen, wheel: wheelType });
    if (result?.ok) {
      setChosen('');
      onOpenChange(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={title}
      footer={
        options.length > 0 ? (
          <>
            <Button
              variant="secondary"
              onClick={() => change(false)}
              disabled={associate.isMutating}
            >
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button type="submit" form={formId} loading={associate.isMutating}>
              {intl.formatMessage(messages.associateConfirm)}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => change(false)}>
            {intl.formatMessage(messages.close)}
          </Button>
        )
      }
    >
      {options.length === 0 ? (
        <Alert tone="info">
          {intl.formatMessage(
            choose === 'device' ? messages.noFreeDevice : messages.noPatientWithoutDevice,
          )}
        </Alert>
      ) : (
        <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="lg">
            <Select
              label={intl.formatMessage(
                choose === 'device' ? messages.chooseDevice : messages.choosePatient,
              )}
              placeholder={intl.formatMessage(messages.choosePlaceholder)}
              options={options.map((option) => ({ value: option.id, label: option.label }))}
              value={chosen}
              onValueChange={(value) => {
                setChosen(value);
                setMissing(false);
              }}
              error={missing ? intl.formatMessage(messages.required) : undefined}
              required
            />
            <Select
              label={intl.formatMessage(messages.wheelType)}
              options={wheelTypes.map((code) => ({
                value: code,
                label: wheelTypeLabel(code, (descriptor) => intl.formatMessage(descriptor)),
              }))}
              value={wheelType}
              onValueChange={setWheelType}
            />
            <WriteNotice notice={associate.notice} />
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
