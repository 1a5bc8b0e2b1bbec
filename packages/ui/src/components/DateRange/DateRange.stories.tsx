import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DateRange, type DateRangePreset } from './DateRange';

// Fixed dates: the app computes presets from "today" in the establishment's time zone.
const presets: DateRangePreset[] = [
  { label: '7 derniers jours', value: { from: '2025-03-04', to: '2025-03-10' } },
  { label: '30 derniers jours', value: { from: '2025-02-09', to: '2025-03-10' } },
  { label: 'Ce mois-ci', value: { from: '2025-03-01', to: '2025-03-10' } },
];

const meta = {
  title: 'Forms/DateRange',
  component: DateRange,
  args: { label: 'Période', onValueChange: fn() },
} satisfies Meta<typeof DateRange>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'Les séances de cette période seront affichées.', presets },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Période' });
    await expect(group).toHaveAccessibleDescription(
      'Les séances de cette période seront affichées.',
    );
    await userEvent.click(canvas.getByRole('button', { name: '7 derniers jours' }));
    await expect(canvas.getByLabelText('Date de début')).toHaveValue('2025-03-04');
    await expect(canvas.getByLabelText('Date de fin')).toHaveValue('2025-03-10');
    await expect(canvas.getByRole('button', { name: '7 derniers jours' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(args.onValueChange).toHaveBeenCalledWith(
      { from: '2025-03-04', to: '2025-03-10' },
      { valid: true },
    );
  },
};

export const EndBeforeStart: Story = {
  args: { defaultValue: { from: '2025-03-10', to: '2025-03-02' } },
  play: async ({ canvas }) => {
    const end = canvas.getByLabelText('Date de fin');
    await expect(end).toBeInvalid();
    await expect(end).toHaveAccessibleDescription(
      /^Erreur\s: La date de fin doit être identique ou postérieure à la date de début\.$/,
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Choisissez une période.' },
};

export const Disabled: Story = {
  args: { disabled: true, presets, defaultValue: { from: '2025-02-09', to: '2025-03-10' } },
};

export const LongText: Story = {
  args: {
    label: 'Période d’observation des séances de verticalisation et de marche assistée',
    hint: 'Choisissez au plus trois mois : au-delà, le graphique devient difficile à lire et le calcul prend plus de temps.',
    presets,
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, 1fr)' }}>
      <DateRange {...args} label="Vide" />
      <DateRange
        {...args}
        label="Remplie"
        defaultValue={{ from: '2025-03-01', to: '2025-03-10' }}
      />
      <DateRange
        {...args}
        label="Avec raccourcis"
        presets={presets.slice(0, 2)}
        defaultValue={{ from: '2025-03-04', to: '2025-03-10' }}
      />
      <DateRange
        {...args}
        label="Fin avant début"
        defaultValue={{ from: '2025-03-10', to: '2025-03-01' }}
      />
      <DateRange
        {...args}
        label="Obligatoire, en erreur"
        required
        error="Choisissez une période."
      />
      <DateRange
        {...args}
        label="Désactivée"
        disabled
        defaultValue={{ from: '2025-03-01', to: '2025-03-10' }}
      />
    </div>
  ),
};
