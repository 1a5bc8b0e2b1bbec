import type { ApiResult } from '@oxilio/domain/client';
import {
  applicationEstablishmentTypes,
  isValidSiret,
  type Establishment,
  type EstablishmentPatchBody,
} from '@oxilio/domain/contract';
import { countryOptions, establishmentTypeLabel } from '@oxilio/domain';
import { Button, Card, FormGrid, Select, Stack, TextField } from '@oxilio/ui';
import { Save } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { establishmentMessages as messages } from './messages';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';

const zipPattern = /^[0-9A-Za-z -]{2,10}$/;

type Fields = Record<
  'name' | 'type' | 'number' | 'street' | 'precisions' | 'zipCode' | 'town' | 'county' | 'siret',
  string
>;

const fieldsOf = (establishment: Establishment): Fields => ({
  name: establishment.name,
  type: establishment.type ?? '',
  number: establishment.number ?? '',
  street: establishment.street ?? '',
  precisions: establishment.precisions ?? '',
  zipCode: establishment.zipCode ?? '',
  town: establishment.town ?? '',
  county: establishment.county ?? '',
  siret: establishment.siret ?? '',
});

/** An empty optional field is sent as null (cleared). */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export interface EstablishmentFormProps {
  establishment: Establishment;
  onSave: (body: EstablishmentPatchBody) => Promise<ApiResult<unknown>>;
}

/** The establishment's name, address and SIRET, checked before saving (SIRET: 14 digits, Luhn). */
export function EstablishmentForm({ establishment, onSave }: EstablishmentFormProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const save = useWrite({
    call: onSave,
    success: messages.saved,
    problems: { 400: messages.fixErrors },
    failure: messages.failed,
  });
  const [fields, setFields] = useState<Fields>(() => fieldsOf(establishment));
  const [checked, setChecked] = useState(false);
  const siret = fields.siret.replace(/\s/g, '');
  const errors = {
    name: fields.name.trim() === '' ? intl.formatMessage(messages.required) : null,
    zipCode:
      fields.zipCode.trim() !== '' && !zipPattern.test(fields.zipCode.trim())
        ? intl.formatMessage(messages.zipCodeInvalid)
        : null,
    siret: siret !== '' && !isValidSiret(siret) ? intl.formatMessage(messages.siretInvalid) : null,
  };
  // The product's countries, sorted by name; the establishment's own stays selectable.
  const countries = useMemo(
    () => [
      { value: '', label: intl.formatMessage(messages.countryNone) },
      ...countryOptions(locale, establishment.county),
    ],
    [establishment.county, intl, locale],
  );
  const typeOptions = useMemo(() => {
    const known: string[] = [...applicationEstablishmentTypes];
    return [
      { value: '', label: intl.formatMessage(messages.countryNone) },
      ...applicationEstablishmentTypes.map((code) => ({
        value: code,
        label: intl.formatMessage(establishmentTypeLabel[code]),
      })),
      // A type typed before these codes existed stays as it is.
      ...(establishment.type && !known.includes(establishment.type)
        ? [{ value: establishment.type, label: establishment.type }]
        : []),
    ];
  }, [establishment.type, intl]);
  const set = (field: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((previous) => ({ ...previous, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    save.reset();
    setChecked(true);
    if (errors.name || errors.zipCode || errors.siret) {
      return;
    }
    await save.trigger({
      name: fields.name.trim(),
      type: orNull(fields.type),
      number: orNull(fields.number),
      street: orNull(fields.street),
      precisions: orNull(fields.precisions),
      zipCode: orNull(fields.zipCode),
      town: orNull(fields.town),
      county: orNull(fields.county),
      siret: orNull(siret),
    });
  }

  const error = (value: string | null) => (checked ? value : null);
  return (
    <Card as="section" title={intl.formatMessage(messages.dataTitle)} headingLevel={2}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <FormGrid>
            <TextField
              label={intl.formatMessage(messages.name)}
              required
              maxLength={200}
              autoComplete="organization"
              value={fields.name}
              onChange={set('name')}
              error={error(errors.name)}
            />
            <Select
              label={intl.formatMessage(messages.type)}
              options={typeOptions}
              value={fields.type}
              onValueChange={(type) => setFields((previous) => ({ ...previous, type }))}
            />
            <TextField
              label={intl.formatMessage(messages.number)}
              maxLength={20}
              value={fields.number}
              onChange={set('number')}
            />
            <TextField
              label={intl.formatMessage(messages.street)}
              maxLength={200}
              autoComplete="address-line1"
              value={fields.street}
              onChange={set('street')}
            />
            <TextField
              label={intl.formatMessage(messages.precisions)}
              maxLength={200}
              autoComplete="address-line2"
              value={fields.precisions}
              onChange={set('precisions')}
            />
            <TextField
              label={intl.formatMessage(messages.zipCode)}
              maxLength={10}
              autoComplete="postal-code"
              value={fields.zipCode}
              onChange={set('zipCode')}
              error={error(errors.zipCode)}
            />
            <TextField
              label={intl.formatMessage(messages.town)}
              maxLength={100}
              autoComplete="address-level2"
              value={fields.town}
              onChange={set('town')}
            />
            <Select
              label={intl.formatMessage(messages.country)}
              options={countries}
              value={fields.county}
              onValueChange={(county) => setFields((previous) => ({ ...previous, county }))}
            />
            <TextField
              label={intl.formatMessage(messages.siret)}
              hint={intl.formatMessage(messages.siretHint)}
              inputMode="numeric"
              maxLength={17}
              value={fields.siret}
              onChange={set('siret')}
              error={error(errors.siret)}
            />
          </FormGrid>
          <div>
            <Button type="submit" icon={Save} loading={save.isMutating}>
              {intl.formatMessage(messages.save)}
            </Button>
          </div>
          <WriteNotice notice={save.notice} />
        </Stack>
      </form>
    </Card>
  );
}
