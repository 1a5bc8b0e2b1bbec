import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StarCount, starCountSizes } from './StarCount';

const meta = {
  title: 'Metrics/StarCount',
  component: StarCount,
  args: { count: 3 },
  argTypes: { size: { control: 'inline-radio', options: starCountSizes } },
} satisfies Meta<typeof StarCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 étoiles')).toBeInTheDocument();
  },
};

export const WithLabel: Story = {
  args: { label: 'Aujourd’hui', count: 1, size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aujourd’hui')).toBeVisible();
    await expect(canvas.getByText('1 étoile')).toBeInTheDocument();
  },
};

export const MonthTotal: Story = {
  args: { label: 'Ce mois-ci', count: 1284, size: 'small' },
};

export const LongText: Story = {
  args: { label: 'Étoiles gagnées grâce aux séances d’auto-rééducation de la semaine', count: 12 },
  render: (args) => (
    <div style={{ maxWidth: 200 }}>
      <StarCount {...args} />
    </div>
  ),
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(3, max-content)' }}>
      {starCountSizes.map((size) => (
        <div key={size} style={{ display: 'contents' }}>
          <StarCount {...args} size={size} count={0} />
          <StarCount {...args} size={size} label="Hier" count={1} />
          <StarCount {...args} size={size} label="Ce mois-ci" count={1284} />
        </div>
      ))}
    </div>
  ),
};
