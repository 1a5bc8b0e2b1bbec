import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
  },
};

export const WithLabel: Story = {
  args: { label: 'Chargement des mesures du jour…', showLabel: true, size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chargement des mesures du jour…')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Synchronisation des mesures de l’appareil oxilio avec le dossier du patient, cela peut prendre quelques minutes…',
    showLabel: true,
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Spinner {...args} />
    </div>
  ),
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, max-content)' }}>
      {spinnerSizes.map((size) => (
        <div key={size} style={{ display: 'contents' }}>
          <Spinner {...args} size={size} label={`Chargement ${size}`} />
          <Spinner {...args} size={size} label={`Chargement ${size}`} showLabel />
        </div>
      ))}
    </div>
  ),
};
