import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select, type SelectOption } from './Select';

const languages: SelectOption[] = [
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'en', label: 'English' },
  { value: 'lb', label: 'Lëtzebuergesch' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Langue', options: languages, onValueChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Select {...args} />
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'fr', hint: 'Langue des écrans et des e-mails.' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Langue' });
    await expect(select).toHaveValue('fr');
    await expect(select).toHaveAccessibleDescription('Langue des écrans et des e-mails.');
    await userEvent.selectOptions(select, 'Lëtzebuergesch');
    await expect(select).toHaveValue('lb');
    await expect(args.onValueChange).toHaveBeenCalledWith('lb');
  },
};

export const WithPlaceholder: Story = {
  args: {
    label: 'Établissement',
    placeholder: 'Choisir un établissement',
    required: true,
    options: [
      { value: 'ch-nord', label: 'Centre hospitalier du Nord' },
      { value: 'ssr-sud', label: 'SSR du Sud' },
    ],
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Établissement' });
    await expect(select).toHaveValue('');
    await expect(select).toBeRequired();
    await expect(canvas.getByRole('option', { name: 'Choisir un établissement' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { placeholder: 'Choisir une langue', error: 'Choisissez la langue du patient.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Langue' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription(
      /^Erreur\s: Choisissez la langue du patient\.$/,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'de' },
};

export const LongText: Story = {
  args: {
    label: 'Rééducateur ou rééducatrice référent(e) pour le suivi du programme à domicile',
    placeholder: 'Choisir la personne qui suivra le programme',
    options: [{ value: 'a', label: 'Dr Anne-Sophie de La Tour-Vercheval, kinésithérapeute' }],
  },
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <Select {...args} />
    </div>
  ),
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, 1fr)' }}>
      <Select {...args} label="Choisi" defaultValue="en" />
      <Select {...args} label="Placeholder" placeholder="Choisir…" />
      <Select
        {...args}
        label="Avec aide, obligatoire"
        hint="Texte d’aide"
        required
        defaultValue="fr"
      />
      <Select {...args} label="En erreur" placeholder="Choisir…" error="Message d’erreur" />
      <Select {...args} label="Désactivé" disabled defaultValue="de" />
      <Select {...args} label="Groupes d’options">
        <optgroup label="Autres">
          <option value="es">Español</option>
          <option value="it">Italiano</option>
        </optgroup>
      </Select>
    </div>
  ),
};
