import { Button, Dialog, RadioGroup, Select, Stack } from '@oxilio/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { asResult, useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import type { AssociateOption } from './AssociateDeviceDialog';
import { devicesMessages as messages } from './messages';
import { wheelTypeLabel, wheelTypes } from './wheelTypes';

/** What follows the dissociation. */
export type AfterDissociation =
  { kind: 'nothing' } | { kind: 'other'; deviceId: string; wheelType: string } | { kind: 'end' };

export interface DissociateDeviceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The patient's name and their device's serial number. */
  patientName: string;
  serialNumber: string;
  /** The free devices, to associate another one at once. */
  freeDevices: readonly AssociateOption[];
  /** Dissociates, then does what was chosen; resolves false when it did not go through. */
  onDissociate: (after: AfterDissociation) => Promise<boolean>;
}

/**
 * Dissociates a patient's device and asks what follows: nothing, another device at once, or the
 * end of the service (archiving 30 days later).
 */
export function DissociateDeviceDialog({
  open,
  onOpenChange,
  patientName,
  serialNumber,
  freeDevices,
  onDissociate,
}: DissociateDeviceDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const [kind, setKind] = useState<AfterDissociation['kind']>('nothing');
  const [deviceId, setDeviceId] = useState('');
  const [wheelType, setWheelType] = useState<string>(wheelTypes[0]);
  const [missing, setMissing] = useState(false);
  const dissociate = useWrite({
    call: (after: AfterDissociation) => asResult(onDissociate(after)),
    failure: messages.failed,
  });

  const change = (next: boolean) => {
    if (!dissociate.isMutating) {
      setKind('nothing');
      setDeviceId('');
      setMissing(false);
      dissociate.reset();
      onOpenChange(next);
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (kind === 'other' && deviceId === '') {
      setMissing(true);
      return;
    }
    const after: AfterDissociation =
      kind === 'other' ? { kind, deviceId, wheelType } : kind === 'end' ? { kind } : { kind };
    const result = await dissociate.trigger(after);
    if (result?.ok) {
      setKind('nothing');
      setDeviceId('');
      onOpenChange(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={intl.formatMessage(messages.dissociateTitle, { name: patientName })}
      description={intl.formatMessage(messages.dissociateDescription, { serial: serialNumber })}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => change(false)}
            disabled={dissociate.isMutating}
          >
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={dissociate.isMutating}
            variant={kind === 'end' ? 'danger' : 'primary'}
          >
            {intl.formatMessage(
              kind === 'end' ? messages.endServiceConfirm : messages.dissociateConfirm,
            )}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <RadioGroup
            label={intl.formatMessage(messages.afterChoice)}
            value={kind}
            onValueChange={(value) => {
              setKind(value as AfterDissociation['kind']);
              setMissing(false);
            }}
            options={[
              {
                value: 'nothing',
                label: intl.formatMessage(messages.afterNothing),
                hint: intl.formatMessage(messages.afterNothingHint),
              },
              {
                value: 'other',
                label: intl.formatMessage(messages.afterOther),
                hint: intl.formatMessage(
                  freeDevices.length > 0 ? messages.afterOtherHint : messages.noFreeDevice,
                ),
                disabled: freeDevices.length === 0,
              },
              {
                value: 'end',
                label: intl.formatMessage(messages.afterEnd),
                hint: intl.formatMessage(messages.afterEndHint),
              },
            ]}
          />
          {kind === 'other' ? (
            <>
              <Select
                label={intl.formatMessage(messages.chooseDevice)}
                placeholder={intl.formatMessage(messages.choosePlaceholder)}
                options={freeDevices.map((option) => ({ value: option.id, label: option.label }))}
                value={deviceId}
                onValueChange={(value) => {
                  setDeviceId(value);
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
            </>
          ) : null}
          <WriteNotice notice={dissociate.notice} />
        </Stack>
      </form>
    </Dialog>
  );
}
