import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge, badgeExerciseThemes, badgeSizes, badgeTones } from './Badge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { children: 'En attente de validation' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
    exerciseTheme: { control: 'select', options: [undefined, ...badgeExerciseThemes] },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('En attente de validation')).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: { tone: 'success', icon: CircleCheck, children: 'Appareil associé' },
};

export const ExerciseTheme: Story = {
  args: { exerciseTheme: 'balance', children: 'Équilibre' },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {badgeSizes.map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {badgeTones.map((tone) => (
            <Badge key={tone} {...args} tone={tone} size={size}>
              {`${tone} ${size}`}
            </Badge>
          ))}
        </div>
      ))}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {badgeExerciseThemes.map((theme) => (
          <Badge key={theme} {...args} exerciseTheme={theme}>
            {theme}
          </Badge>
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Badge {...args} tone="warning" icon={TriangleAlert}>
          Douleur en hausse
        </Badge>
        <Badge {...args} tone="danger" icon={TriangleAlert} size="large">
          Sans appareil
        </Badge>
      </div>
    </div>
  ),
};

export const LongText: Story = {
  args: {
    tone: 'info',
    children: 'Programme d’auto-rééducation en attente de validation par le rééducateur référent',
  },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <Badge {...args} />
    </div>
  ),
};
